import { randomInt } from 'node:crypto';
import { Limits } from '@ourhood/contract';

// No 0/O, 1/I/L: codes are read aloud and typed from paper.
export const REFERRAL_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newReferralCode(): string {
  let code = '';
  for (let index = 0; index < Limits.referralCodeLength; index += 1) {
    code += REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  }
  return code;
}
