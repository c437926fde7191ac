import { AdminMessages, type AdminAccountsQuery, type SetRoleBody } from '@ourhood/contract';
import { deleteAccountWithParts } from '../../lib/account-deletion/index.js';
import { AppError } from '../../lib/app-error.js';
import { deleteStoredImages } from '../../lib/images/index.js';
import { accountApprovedMail } from '../../lib/mail/templates.js';
import { revokeAllSessions } from '../../lib/sessions/sessions.js';
import { recordStaffAction } from '../../lib/staff-actions/record-staff-action.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import type { AdministrationDeps } from './administration-deps.js';
import { presentAccount, presentAccountDetail } from './administration-presenter.js';
import {
  clearAwaitingApproval,
  countAdmins,
  findAccount,
  findAccountActivity,
  findAwaitingAccounts,
  findLocale,
  lockStaffRoles,
  searchAccounts,
  setRole,
} from './accounts-repository.js';
import { readAuditLog } from './audit-log-repository.js';

const notFound = () => AppError.notFound(AdminMessages.accountNotFound);

async function accountOr404(deps: AdministrationDeps, id: string) {
  const row = isUuid(id) ? await findAccount(deps.db, id) : undefined;
  if (!row) throw notFound();
  return row;
}

/** Staff may not sign out, demote or delete themselves here (Settings does that for them). */
function notOwn(actor: AuthUser, id: string) {
  if (actor.id === id) throw AppError.conflict(AdminMessages.ownAccount);
}

export async function listAccounts(
  deps: AdministrationDeps,
  query: { q: string; filter: NonNullable<AdminAccountsQuery['filter']>; page: number; limit: number },
) {
  const now = deps.clock.now();
  const { rows, total } = await searchAccounts(deps.db, query, now);
  return { data: rows.map((row) => presentAccount(row, now)), total };
}

export async function listAwaiting(deps: AdministrationDeps) {
  const now = deps.clock.now();
  const rows = await findAwaitingAccounts(deps.db, 100);
  return rows.map((row) => presentAccount(row, now));
}

export async function accountDetail(deps: AdministrationDeps, id: string) {
  const row = await accountOr404(deps, id);
  const now = deps.clock.now();
  const [activity, actions] = await Promise.all([
    findAccountActivity(deps.db, id, now),
    readAuditLog(deps.db, { about: id, limit: 30, offset: 0 }),
  ]);
  return presentAccountDetail(row, activity, actions, now);
}

/** Make a member, moderator or admin; the last admin stays one. Sessions learn the role at once. */
export async function changeRole(deps: AdministrationDeps, actor: AuthUser, id: string, body: SetRoleBody) {
  notOwn(actor, id);
  const row = await accountOr404(deps, id);
  const at = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await lockStaffRoles(trx);
    if (row.role === 'admin' && body.role !== 'admin' && (await countAdmins(trx)) <= 1) {
      throw AppError.conflict(AdminMessages.lastAdmin);
    }
    await setRole(trx, id, body.role, at);
    await recordStaffAction(trx, {
      actorId: actor.id,
      action: 'account.role',
      targetType: 'user',
      targetId: id,
      targetLabel: `${row.email} → ${body.role}`,
      reason: body.reason ?? '',
      at,
    });
  });
  return presentAccount({ ...row, role: body.role }, at);
}

/** Ends every session of the account and its open streams, in every process. */
export async function signOutEverywhere(deps: AdministrationDeps, actor: AuthUser, id: string, reason: string) {
  notOwn(actor, id);
  const row = await accountOr404(deps, id);
  const at = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await revokeAllSessions(trx, deps.clock, id);
    await recordStaffAction(trx, {
      actorId: actor.id,
      action: 'account.sign_out',
      targetType: 'user',
      targetId: id,
      targetLabel: row.email,
      reason,
      at,
    });
  });
  await deps.announceSessionsEnded(id);
  return { id };
}

/** Deletes the account as its owner would (every feature's part, files after the commit). */
export async function deleteByStaff(
  deps: AdministrationDeps,
  actor: AuthUser,
  id: string,
  reason: string,
  action: 'account.delete' | 'account.reject' = 'account.delete',
) {
  notOwn(actor, id);
  const row = await accountOr404(deps, id);
  if (action === 'account.reject' && !row.awaiting_approval_since) {
    throw AppError.conflict(AdminMessages.notAwaitingApproval);
  }
  const at = deps.clock.now();
  const keys = await deps.db.transaction().execute(async (trx) => {
    await lockStaffRoles(trx);
    if (row.role === 'admin' && (await countAdmins(trx)) <= 1) throw AppError.conflict(AdminMessages.lastAdmin);
    const files = await deleteAccountWithParts(trx, deps.accountDeletionParts, id);
    await recordStaffAction(trx, {
      actorId: actor.id,
      action,
      targetType: 'user',
      targetId: id,
      targetLabel: row.email,
      reason,
      at,
    });
    return files;
  });
  if (!keys) throw notFound();
  await deps.announceSessionsEnded(id);
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed, userId: id }, 'could not delete media of a deleted account');
  deps.log.info({ userId: id, by: actor.id, action }, 'account deleted by staff');
  return { id };
}

/** Lets a waiting sign-up in and e-mails it; 409 when it was not waiting. */
export async function approve(deps: AdministrationDeps, actor: AuthUser, id: string, reason: string) {
  const row = await accountOr404(deps, id);
  const at = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    if (!(await clearAwaitingApproval(trx, id, at))) throw AppError.conflict(AdminMessages.notAwaitingApproval);
    await recordStaffAction(trx, {
      actorId: actor.id,
      action: 'account.approve',
      targetType: 'user',
      targetId: id,
      targetLabel: row.email,
      reason,
      at,
    });
  });
  const recipient = await findLocale(deps.db, id);
  if (recipient) {
    await deps.mailer
      .send(accountApprovedMail(recipient.email, deps.mail, recipient.locale))
      .catch((error: unknown) => {
        // The approval stands; the person can sign in whether or not the e-mail went.
        deps.log.error({ err: error, userId: id }, 'approval e-mail not sent');
      });
  }
  return presentAccount({ ...row, awaiting_approval_since: null }, at);
}
