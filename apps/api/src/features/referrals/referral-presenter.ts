import type { ReferralCode } from '@ourhood/contract';
import type { ReferralCodeRow } from './referral-repository.js';

export function presentReferralCode(row: ReferralCodeRow): ReferralCode {
  return {
    _id: row.id,
    id: row.id,
    code: row.code,
    owner: {
      id: row.owner_id,
      email: row.owner_email,
      name: `${row.owner_first_name} ${row.owner_last_name}`.trim(),
    },
    created_at: new Date(row.created_at).toISOString(),
    revoked_at: row.revoked_at ? new Date(row.revoked_at).toISOString() : null,
    referred_count: Number(row.referred_count ?? 0),
  };
}
