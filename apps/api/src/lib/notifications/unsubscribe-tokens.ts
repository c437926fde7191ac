import { createHmac, timingSafeEqual } from 'node:crypto';
import { unsubscribeLists, type UnsubscribeList } from '@ourhood/contract';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isList = (value: string): value is UnsubscribeList => (unsubscribeLists as readonly string[]).includes(value);

/**
 * One-click unsubscribe links (RFC 8058) that work without signing in: `<user id>.<list>.<HMAC>`.
 * Nothing is stored; a link stays valid for as long as the installation's secret does, as mail
 * providers expect of a List-Unsubscribe URL. It can only switch e-mails off.
 */
export class UnsubscribeTokens {
  constructor(private readonly secret: string) {}

  sign(userId: string, list: UnsubscribeList): string {
    return `${userId}.${list}.${this.signature(userId, list)}`;
  }

  /** The person and list a token names, or undefined for anything not signed by us. */
  verify(token: string): { userId: string; list: UnsubscribeList } | undefined {
    const [userId, list, signature, ...rest] = token.split('.');
    if (rest.length > 0 || !userId || !list || !signature || !UUID.test(userId) || !isList(list)) return undefined;
    const expected = Buffer.from(this.signature(userId, list));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return { userId, list };
  }

  private signature(userId: string, list: string): string {
    return createHmac('sha256', this.secret).update(`unsubscribe\n${userId}\n${list}`).digest('base64url').slice(0, 32);
  }
}
