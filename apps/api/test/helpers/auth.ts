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

/** Registers, verifies and logs in; returns the token. */
export async function signUpAndLogin(app: App, db: Kysely<DB>, email = uniqueEmail()): Promise<string> {
  const registered = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: registerBody(email) });
  if (registered.statusCode !== 201) throw new Error(registered.body);
  const otp = await latestCode(db, email);
  await app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp', payload: { otp, email, account_type: 'user' } });
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
  return login.json().data.token as string;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
