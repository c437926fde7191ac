import type { AdminAccount, AdminAccountDetail, AuditEntry } from '@ourhood/contract';
import type { AccountRow, findAccountActivity } from './accounts-repository.js';
import type { AuditRow } from './audit-log-repository.js';

type AccountLine = Omit<AccountRow, 'bio' | 'trust_level_override'>;

function statusOf(row: AccountLine, now: Date): AdminAccount['status'] {
  if (row.banned_at) return 'banned';
  if (row.suspended_until && row.suspended_until > now) return 'suspended';
  if (row.awaiting_approval_since) return 'awaiting_approval';
  if (!row.email_verified_at) return 'unverified';
  return 'active';
}

export function presentAccount(row: AccountLine, now: Date): AdminAccount {
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    account_type: row.account_type,
    business_name: row.business_name ?? null,
    role: row.role,
    status: statusOf(row, now),
    suspended_until: row.suspended_until && row.suspended_until > now ? row.suspended_until.toISOString() : null,
    created_at: row.created_at.toISOString(),
    area: [row.location_suburb, row.location_city].filter(Boolean).join(', '),
  };
}

export function presentAuditEntry(row: AuditRow): AuditEntry {
  const name = [row.actor_first_name, row.actor_last_name].filter(Boolean).join(' ');
  return {
    id: row.id,
    source: row.source,
    actor: row.actor_id ? { id: row.actor_id, name } : null,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    target_label: row.target_label,
    reason: row.reason,
    created_at: new Date(row.created_at).toISOString(),
  };
}

type Activity = Awaited<ReturnType<typeof findAccountActivity>>;
type ReportRow = Activity['reportsBy'][number];

const presentReport = (row: ReportRow) => ({
  id: row.id,
  target_type: row.target_type,
  reason: row.reason,
  status: row.status,
  outcome: row.outcome,
  created_at: row.created_at.toISOString(),
});

export function presentAccountDetail(
  row: AccountRow,
  activity: Activity,
  actions: AuditRow[],
  now: Date,
): AdminAccountDetail {
  return {
    ...presentAccount(row, now),
    bio: row.bio,
    email_verified_at: row.email_verified_at?.toISOString() ?? null,
    trust_level: row.trust_level_override,
    posts: activity.counts.posts ?? 0,
    comments: activity.counts.comments ?? 0,
    sessions: activity.sessions.map((session) => ({
      id: session.id,
      created_at: session.created_at.toISOString(),
      expires_at: session.expires_at.toISOString(),
    })),
    reports_by: activity.reportsBy.map(presentReport),
    reports_against: activity.reportsAgainst.map(presentReport),
    actions: actions.map(presentAuditEntry),
  };
}
