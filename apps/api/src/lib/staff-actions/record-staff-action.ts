import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Staff actions the audit log names (moderation actions are recorded by moderation itself). */
export type StaffActionKind =
  | 'instance.update'
  | 'account.role'
  | 'account.sign_out'
  | 'account.delete'
  | 'account.approve'
  | 'account.reject'
  | 'mail.test'
  | 'job.retry'
  | 'referral.issue'
  | 'referral.revoke';

export interface StaffAction {
  /** Who acted; null for the command line. */
  actorId: string | null;
  action: StaffActionKind;
  targetType?: string;
  targetId?: string;
  /** What the target was called then (an e-mail, a setting's name): kept after the target goes. */
  targetLabel?: string;
  reason?: string;
  at: Date;
}

/** Writes one audit entry, inside the caller's transaction when it has one (issue 43). */
export async function recordStaffAction(db: Kysely<DB>, entry: StaffAction): Promise<void> {
  await db
    .insertInto('staff_actions')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType ?? '',
      target_id: entry.targetId ?? '',
      target_label: (entry.targetLabel ?? '').slice(0, 300),
      reason: entry.reason ?? '',
      created_at: entry.at,
    })
    .execute();
}
