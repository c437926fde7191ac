import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../app-error.js';
import type { Clock } from '../clock.js';
import { cooldownRemaining, recordEvent, takeEvent } from '../rate-limits/event-limits.js';

// Per-recipient calm (issue 39): however many people act, one person gets at most
// MAIL_PER_PERSON_PER_DAY e-mails a day about them (codes and digests aside: those are asked for or
// already one a day). What is not e-mailed still waits in the app.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
export const PERSON_MAIL_KIND = 'mail_to_person';
export const MESSAGE_REQUEST_MAIL_KIND = 'mail_message_request';

/** Spends one of the recipient's e-mails of the day; false (send nothing) when none is left. */
export async function spendMailBudget(
  db: Kysely<DB>,
  clock: Clock,
  perDay: number,
  recipientId: string,
): Promise<boolean> {
  try {
    await takeEvent(db, clock, { kind: PERSON_MAIL_KIND, max: perDay, windowMs: DAY_MS }, recipientId);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 429) return false;
    throw error;
  }
}

/**
 * Message requests e-mail at most once an hour per recipient: twenty requests from twenty new
 * accounts are one e-mail, and the requests box holds them all.
 */
export async function mayMailMessageRequest(db: Kysely<DB>, clock: Clock, recipientId: string): Promise<boolean> {
  if ((await cooldownRemaining(db, clock, MESSAGE_REQUEST_MAIL_KIND, recipientId, HOUR_MS)) > 0) return false;
  await recordEvent(db, clock, { kind: MESSAGE_REQUEST_MAIL_KIND, max: 1, windowMs: HOUR_MS }, recipientId);
  return true;
}
