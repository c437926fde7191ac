import type { Kysely } from 'kysely';
import type { App } from '../../src/app.js';
import type { DB } from '../../src/db/schema.js';

export const PASSWORD = 'correct-horse-42';

let counter = 0;
/** A fresh, unique e-mail address for one test. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.test`;
}

/** The code in the newest outbox mail to this address (subjects end with the code). */
export async function latestCode(db: Kysely<DB>, email: string): Promise<string> {
  const row = await db
    .selectFrom('mail_outbox')
    .select(['subject'])
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const match = /(\d{6})$/.exec(row.subject);
  if (!match) throw new Error(`no code in "${row.subject}"`);
  return match[1]!;
}

export async function outboxCount(db: Kysely<DB>, email: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient', '=', email)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export function registerBody(email: string, extra: Record<string, unknown> = {}) {
  return { first_name: 'Ada', last_name: 'Lovelace', email, password: PASSWORD, account_type: 'user', ...extra };
}

/**
 * Registers, verifies and logs in; returns the token. `remoteAddress`: where the visitor's requests
 * come from (rate-limit tests give each sign-up its own, so they spend no budget of the one tested).
 */
export async function signUpAndLogin(
  app: App,
  db: Kysely<DB>,
  email = uniqueEmail(),
  remoteAddress = '127.0.0.1',
): Promise<string> {
  const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload, remoteAddress });
  const registered = await post('/api/v1/auth/register', registerBody(email));
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const otp = await latestCode(db, email);
  await post('/api/v1/auth/verify-otp', { otp, email, account_type: 'user' });
  const login = await post('/api/v1/auth/login', { email, password: PASSWORD });
  return login.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
