import { INVITE_REQUIRED, REGISTRATION_CLOSED, RegistrationMessages, type RegistrationMode } from '@ourhood/contract';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { AppError } from '../app-error.js';
import { readRegistrationMode } from './instance-settings.js';

/** What a sign-up may do under the instance's policy (issue 43). */
export interface SignUpAllowance {
  mode: RegistrationMode;
  /** Under `approval` the new account waits for a moderator before it can sign in. */
  awaitsApproval: boolean;
}

/**
 * Asked before a sign-up stores anything (its rate-limit event included): `closed` refuses every
 * sign-up, `invite` one without a referral code (403, the field named so the form shows it there).
 * `hasReferral` is false for single sign-on, which carries no code.
 */
export async function allowSignUp(db: Kysely<DB>, hasReferral: boolean): Promise<SignUpAllowance> {
  const mode = await readRegistrationMode(db);
  if (mode === 'closed') throw new AppError(403, RegistrationMessages.closed, REGISTRATION_CLOSED);
  if (mode === 'invite' && !hasReferral) {
    throw new AppError(403, RegistrationMessages.inviteRequired, INVITE_REQUIRED, {
      referred_by: RegistrationMessages.inviteRequired,
    });
  }
  return { mode, awaitsApproval: mode === 'approval' };
}
