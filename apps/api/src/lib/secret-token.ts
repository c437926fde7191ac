import { createHash, randomBytes } from 'node:crypto';

// Decision 0004: 256 random bits, sent as base64url; only the SHA-256 hash is stored. Sessions,
// stream tickets, sign-in links and archive links all make their secrets here.
const TOKEN_BYTES = 32;

/** A new secret for a link or a session. */
export function newSecretToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

/** What is stored of a secret: its SHA-256, hex. */
export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
