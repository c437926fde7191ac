import { notificationEventLabels, type UnsubscribeList, type UnsubscribeState } from '@ourhood/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { UnsubscribeTokens } from '../../lib/notifications/index.js';
import { digestIsOff, emailIsOff, turnOffDigest, turnOffEmail, userExists } from './unsubscribe-repository.js';

export interface UnsubscribeDeps {
  db: Kysely<DB>;
  clock: Clock;
  tokens: UnsubscribeTokens;
}

const labelOf = (list: UnsubscribeList): string =>
  list === 'digest' ? 'The e-mail digest of your area' : `E-mails when: ${notificationEventLabels[list]}`;

/** The person and list a link names; 404 for a link we did not sign or whose account is gone. */
async function readToken(deps: UnsubscribeDeps, token: string) {
  const named = deps.tokens.verify(token);
  if (!named || !(await userExists(deps.db, named.userId))) throw AppError.notFound();
  return named;
}

/** What the link would stop, and whether it already has (the page shows it before asking). */
export async function describeUnsubscribe(deps: UnsubscribeDeps, token: string): Promise<UnsubscribeState> {
  const { userId, list } = await readToken(deps, token);
  const off = list === 'digest' ? await digestIsOff(deps.db, userId) : await emailIsOff(deps.db, userId, list);
  return { list, label: labelOf(list), unsubscribed: off };
}

/** Stops the list's e-mails. Idempotent: a mail client and a person may both press it. */
export async function unsubscribe(deps: UnsubscribeDeps, token: string): Promise<UnsubscribeState> {
  const { userId, list } = await readToken(deps, token);
  const now = deps.clock.now();
  if (list === 'digest') await turnOffDigest(deps.db, userId, now);
  else await turnOffEmail(deps.db, userId, list, now);
  return { list, label: labelOf(list), unsubscribed: true };
}
