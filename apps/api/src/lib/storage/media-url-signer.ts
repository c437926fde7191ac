import { createHmac, timingSafeEqual } from 'node:crypto';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signs media URLs that only permitted readers may hold (a private group's photos): an HMAC of
 * the key and an expiry. The expiry is the end of the next UTC day, so a URL stays the same for
 * a day (browsers cache the photo) and lives one to two days (a copied URL stops working).
 */
export class MediaUrlSigner {
  constructor(private readonly secret: string) {}

  /** `?exp=…&sig=…` for `key`, valid until the end of the day after `now`. */
  query(key: string, now: Date): string {
    const expires = Math.floor(((Math.floor(now.getTime() / DAY_MS) + 2) * DAY_MS) / 1000);
    return `?exp=${expires}&sig=${this.signature(key, expires)}`;
  }

  /** Whether `exp`/`sig` sign `key` and have not expired at `now`. */
  verify(key: string, exp: unknown, sig: unknown, now: Date): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    const expires = Number(exp);
    if (expires * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.signature(key, expires));
    const given = Buffer.from(sig);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** Seconds until `exp` (for the Cache-Control of a signed answer). */
  static secondsLeft(exp: string, now: Date): number {
    return Math.max(0, Math.floor(Number(exp) - now.getTime() / 1000));
  }

  private signature(key: string, expires: number): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest('base64url').slice(0, 32);
  }
}
