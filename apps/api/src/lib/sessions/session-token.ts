import { createHash, randomBytes } from 'node:crypto';

// Decision 0004: 256 random bits, sent as base64url; only the SHA-256 hash is stored.
const TOKEN_BYTES = 32;

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
