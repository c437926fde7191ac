import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { findActiveCodeOfOwner, insertCodeIfFree } from './referral-code-repository.js';
import { newReferralCode } from './referral-code-generator.js';

/**
 * Gives a user a referral code, or returns the active one they have. Shared by the admin routes,
 * the admin command and the demo seed.
 */
export async function issueReferralCode(
  db: Kysely<DB>,
  ownerId: string,
  issuedBy: string | null,
): Promise<{ id: string; code: string; created: boolean }> {
  const existing = await findActiveCodeOfOwner(db, ownerId);
  if (existing) return { ...existing, created: false };
  // 31^7 ≈ 27 billion codes: a clash is rare, a few retries are plenty.
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const code = newReferralCode();
    const id = await insertCodeIfFree(db, { code, owner_id: ownerId, issued_by: issuedBy });
    if (id) return { id, code, created: true };
  }
  throw new Error('could not find a free referral code');
}
