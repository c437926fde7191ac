import type { Kysely } from 'kysely';
import { pageMetadata, type PageMetadata, type ReferralCode } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { hashPassword } from '../../lib/passwords.js';
import { issueReferralCode } from '../../lib/referrals/issue-referral-code.js';
import { presentReferralCode } from './referral-presenter.js';
import {
  countCodes,
  findCodeById,
  findUserIdByEmail,
  insertAdmin,
  listCodes,
  revokeCode,
  setRole,
} from './referral-repository.js';
import { ServerMessages } from '../../lib/i18n/server-messages.js';
import { recordStaffAction } from '../../lib/staff-actions/record-staff-action.js';

/**
 * Admin actions on referral codes and roles, shared by the admin API routes and `npm run admin`.
 */
export async function issueCodeTo(
  db: Kysely<DB>,
  email: string,
  issuedBy: string | null,
): Promise<{ code: ReferralCode; created: boolean }> {
  const ownerId = await findUserIdByEmail(db, email);
  if (!ownerId) throw AppError.notFound(ServerMessages.noUserWithEmail);
  const issued = await db.transaction().execute(async (trx) => {
    const result = await issueReferralCode(trx, ownerId, issuedBy);
    if (result.created) {
      await recordStaffAction(trx, {
        actorId: issuedBy,
        action: 'referral.issue',
        targetType: 'user',
        targetId: ownerId,
        targetLabel: email,
        at: new Date(),
      });
    }
    return result;
  });
  const row = await findCodeById(db, issued.id);
  if (!row) throw AppError.notFound();
  return { code: presentReferralCode(row), created: issued.created };
}

export async function listReferralCodes(
  db: Kysely<DB>,
  page: number,
  limit: number,
): Promise<{ codes: ReferralCode[]; metadata: PageMetadata }> {
  const [rows, total] = await Promise.all([listCodes(db, page, limit), countCodes(db)]);
  return { codes: rows.map(presentReferralCode), metadata: pageMetadata(page, limit, total) };
}

export async function revokeReferralCode(db: Kysely<DB>, code: string, actorId: string | null): Promise<ReferralCode> {
  const id = await revokeCode(db, code.trim().toUpperCase(), new Date());
  if (!id) throw AppError.notFound(ServerMessages.noActiveReferralCode);
  await recordStaffAction(db, {
    actorId,
    action: 'referral.revoke',
    targetType: 'referral_code',
    targetId: id,
    targetLabel: code.trim().toUpperCase(),
    at: new Date(),
  });
  const row = await findCodeById(db, id);
  if (!row) throw AppError.notFound();
  return presentReferralCode(row);
}

export async function promoteToAdmin(db: Kysely<DB>, email: string, actorId: string | null): Promise<void> {
  const userId = await findUserIdByEmail(db, email);
  if (!userId) throw AppError.notFound(ServerMessages.noUserWithEmail);
  await setRole(db, userId, 'admin');
  await recordStaffAction(db, {
    actorId,
    action: 'account.role',
    targetType: 'user',
    targetId: userId,
    targetLabel: `${email} → admin`,
    at: new Date(),
  });
}

/** Creates a verified admin account, or promotes the existing account with this e-mail. */
export async function createAdmin(
  db: Kysely<DB>,
  input: { email: string; password: string; first_name: string; last_name: string },
): Promise<{ created: boolean }> {
  const existing = await findUserIdByEmail(db, input.email);
  if (existing) {
    await setRole(db, existing, 'admin');
    await recordStaffAction(db, {
      actorId: null,
      action: 'account.role',
      targetType: 'user',
      targetId: existing,
      targetLabel: `${input.email} → admin`,
      at: new Date(),
    });
    return { created: false };
  }
  await insertAdmin(db, {
    email: input.email,
    first_name: input.first_name,
    last_name: input.last_name,
    password_hash: await hashPassword(input.password),
  });
  return { created: true };
}
