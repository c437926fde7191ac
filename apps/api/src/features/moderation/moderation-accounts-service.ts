import { recordStaffAction } from '../../lib/staff-actions/record-staff-action.js';
import type { Kysely } from 'kysely';
import type { ModerationAccount } from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { presentAuthor } from '../../lib/users/author.js';
import type { ModerationDeps } from './moderation-deps.js';
import { listStaffAndSanctioned } from './moderation-repository.js';

/**
 * `npm run admin -- make-moderator <email>` (and `remove-moderator`): an admin stays an admin (they
 * already moderate). Answers the role the account has afterwards.
 */
export async function setModerator(
  db: Kysely<DB>,
  email: string,
  moderator: boolean,
  /** Who asks (null: the command line), for the audit log. */
  actorId: string | null,
): Promise<'member' | 'moderator' | 'admin'> {
  const user = await db.selectFrom('users').select(['id', 'role']).where('email', '=', email).executeTakeFirst();
  if (!user) throw AppError.notFound(`No account uses ${email}`);
  if (user.role === 'admin') return 'admin';
  const role = moderator ? 'moderator' : 'member';
  if (role === user.role) return role;
  await db.updateTable('users').set({ role, updated_at: new Date() }).where('id', '=', user.id).execute();
  await recordStaffAction(db, {
    actorId,
    action: 'account.role',
    targetType: 'user',
    targetId: user.id,
    targetLabel: `${email} → ${role}`,
    at: new Date(),
  });
  return role;
}

/** The admin screen: moderators and admins, and accounts suspended now or banned. */
export async function listModerationAccounts(
  deps: Pick<ModerationDeps, 'db' | 'clock' | 'urlFor'>,
): Promise<{ moderators: ModerationAccount[]; sanctioned: ModerationAccount[] }> {
  const now = deps.clock.now();
  const rows = await listStaffAndSanctioned(deps.db, now);
  const present = (row: (typeof rows)[number]): ModerationAccount => ({
    user: presentAuthor(row, deps.urlFor),
    email: row.email,
    role: row.role,
    suspended_until: row.suspended_until && row.suspended_until > now ? row.suspended_until.toISOString() : null,
    banned_at: row.banned_at?.toISOString() ?? null,
  });
  return {
    moderators: rows.filter((row) => row.role !== 'member').map(present),
    sanctioned: rows
      .filter((row) => row.banned_at !== null || (row.suspended_until && row.suspended_until > now))
      .map(present),
  };
}
