import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { Clock } from '../clock.js';
import { isAllowedPushEndpoint } from './push-endpoints.js';
import { loadVapidKeys, type VapidKeys } from './vapid-keys.js';

/** What a push shows: the service worker (apps/web/src/service-worker/sw.ts) turns it into a notification. */
export interface PushMessage {
  title: string;
  body: string;
  /** Same-origin path the notification opens. */
  url: string;
  /** Notifications with the same tag replace each other on the device. */
  tag: string;
}

export interface WebPushSenderOptions {
  db: Kysely<DB>;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The VAPID contact: an https: or mailto: URL. */
  subject: string;
  extraHosts: readonly string[];
  /** How long a push service may take to answer, per subscription. */
  timeoutMs?: number;
}

/** Seconds a push service keeps a message for a device that is offline. */
const TTL_SECONDS = 24 * 60 * 60;

/**
 * Sends Web Push messages (decision 0027). `web-push` builds each request (the payload encrypted
 * for the browser's keys, RFC 8291, and the VAPID `Authorization` header, RFC 8292); the request
 * itself goes out through fetch, so a push service answering 404 or 410 (the subscription is gone)
 * gets the subscription deleted, and other failures are reported to the job for a retry.
 */
export class WebPushSender {
  private keys: Promise<VapidKeys> | undefined;

  constructor(private readonly options: WebPushSenderOptions) {}

  private vapidKeys(): Promise<VapidKeys> {
    this.keys ??= loadVapidKeys(this.options.db).catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  async publicKey(): Promise<string> {
    return (await this.vapidKeys()).publicKey;
  }

  isAllowedEndpoint(endpoint: string): boolean {
    return isAllowedPushEndpoint(endpoint, this.options.extraHosts);
  }

  /**
   * Sends one message to every live subscription of these people (one statement reads them):
   * subscriptions whose session ended (logout, password change) are deleted instead. Answers how
   * many were sent; throws after trying them all when some failed for another reason than 404/410.
   */
  async sendToUsers(userIds: readonly string[], message: PushMessage): Promise<number> {
    if (userIds.length === 0) return 0;
    const { db, clock, log } = this.options;
    const now = clock.now();
    const rows = await sql<{
      id: string;
      endpoint: string;
      p256dh: string;
      auth: string;
      live: boolean;
    }>`
      SELECT s.id, s.endpoint, s.p256dh, s.auth,
        (se.id IS NOT NULL AND se.revoked_at IS NULL AND se.expires_at > ${now}) AS live
      FROM push_subscriptions s
      LEFT JOIN sessions se ON se.id = s.session_id
      WHERE s.user_id = ANY(${[...userIds]}::uuid[])`.execute(db);
    const ended = rows.rows.filter((row) => !row.live).map((row) => row.id);
    if (ended.length > 0) await db.deleteFrom('push_subscriptions').where('id', 'in', ended).execute();
    const keys = await this.vapidKeys();
    const payload = JSON.stringify(message);
    let sent = 0;
    let failure: unknown;
    for (const row of rows.rows.filter((candidate) => candidate.live)) {
      if (!this.isAllowedEndpoint(row.endpoint)) {
        await db.deleteFrom('push_subscriptions').where('id', '=', row.id).execute();
        continue;
      }
      try {
        const status = await this.post(row, payload, keys);
        if (status === 404 || status === 410) {
          await db.deleteFrom('push_subscriptions').where('id', '=', row.id).execute();
        } else if (status >= 200 && status < 300) {
          sent += 1;
        } else {
          throw new Error(`push service answered ${status}`);
        }
      } catch (error) {
        log.warn({ err: error, subscription: row.id }, 'web push failed');
        failure ??= error;
      }
    }
    if (failure) throw failure instanceof Error ? failure : new Error('web push failed');
    return sent;
  }

  private async post(
    row: { endpoint: string; p256dh: string; auth: string },
    payload: string,
    keys: VapidKeys,
  ): Promise<number> {
    const { default: webpush } = await import('web-push');
    const details = webpush.generateRequestDetails(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: { subject: this.options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
        TTL: TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    const response = await fetch(details.endpoint, {
      method: details.method,
      headers: details.headers as Record<string, string>,
      body: details.body ? new Uint8Array(details.body) : undefined,
      redirect: 'error',
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    await response.body?.cancel();
    return response.status;
  }
}
