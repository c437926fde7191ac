import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { OtpPurpose } from '../../db/schema.js';

/** Six digits from the CSPRNG, leading zeros kept. */
export function newOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/**
 * Codes are stored as SHA-256 of purpose and code. Unsalted on purpose: a code sent without an
 * e-mail must be found by its hash. A 6-digit code is short-lived and tries are capped, so the
 * hash only keeps live codes from being read straight off a database dump.
 */
export function hashOtp(purpose: OtpPurpose, code: string): string {
  return createHash('sha256').update(`${purpose}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
