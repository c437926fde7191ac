import type { Kysely } from 'kysely';
import { TrustMessages } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { assertUnderLimit, recordEvent, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import { isNewAccount, type TrustSettings } from '../../lib/trust/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The event a new account's message request is counted by (its daily allowance). */
const NEW_ACCOUNT_REQUEST_KIND = 'new_account_message_request';

/**
 * Inside the starter's conversation-start transaction: a new account's requests (to people who do
 * not know it) are a few a day (issue 39), counted as they are made, so a request the recipient
 * accepted or declined since still counts. 429 when the day's allowance is spent.
 */
export async function countNewAccountRequest(
  trx: Kysely<DB>,
  deps: { clock: Clock; trust: TrustSettings },
  starterId: string,
  at: Date,
): Promise<void> {
  if (!(await isNewAccount(trx, deps.trust, starterId, at))) return;
  const limit: EventLimit = {
    kind: NEW_ACCOUNT_REQUEST_KIND,
    max: deps.trust.TRUST_NEW_MESSAGE_REQUESTS_PER_DAY,
    windowMs: DAY_MS,
    message: TrustMessages.messageRequestsLimited,
  };
  await assertUnderLimit(trx, deps.clock, limit, starterId);
  await recordEvent(trx, deps.clock, limit, starterId);
}
