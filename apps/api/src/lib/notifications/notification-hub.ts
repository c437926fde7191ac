import type { FastifyBaseLogger } from 'fastify';
import type { RawBuilder } from 'kysely';
import type { Location } from '@ourhood/contract';
import type { JobRunner } from '../jobs/index.js';
import type { CreatedNotifications } from './create-notifications.js';
import {
  busMessageSql,
  postNewsSql,
  type BusMessage,
  type MessageNews,
  type NotificationBus,
  type PostNews,
  type PostNewsColumns,
} from './notification-bus.js';
import type { Metrics } from '../metrics/metrics.js';

type Listener = (event: BusMessage['e'], post?: PostNews, message?: MessageNews) => void;

/** Recipient ids per bus message: 150 uuids keep a NOTIFY payload near 6 KB (limit 8,000 bytes). */
const IDS_PER_MESSAGE = 150;

/**
 * Live delivery (decision 0012). Writers announce after their commit which recipients have news;
 * the bus carries that to every API process; each process wakes the open streams of those
 * recipients, which read their own new notifications (one small query per open stream).
 */
export class NotificationHub {
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly bus: NotificationBus,
    private readonly jobs: JobRunner,
    private readonly log: FastifyBaseLogger,
    private readonly metrics?: Metrics,
  ) {
    bus.onMessage((message) => this.deliver(message));
    bus.onResume(() => this.resume());
  }

  /** Calls `listener` when `userId` has news; answers the unsubscribe function. */
  subscribe(userId: string, listener: Listener): () => void {
    let set = this.listeners.get(userId);
    if (!set) {
      set = new Set();
      this.listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(userId);
    };
  }

  /**
   * After the commit of a write that queued its notifications as jobs (author-notification-job.ts):
   * the worker runs them now rather than at its next poll.
   */
  queued(): void {
    this.jobs.poke();
  }

  /** After the commit that created notifications: live delivery and the e-mail worker. Never throws. */
  async announce(created: CreatedNotifications): Promise<void> {
    if (created.emailsQueued) this.jobs.poke();
    const stop = this.metrics?.notificationFanout.startTimer();
    await this.publish(created.recipientIds, 'notification');
    stop?.();
    this.metrics?.notificationRecipients.inc(created.recipientIds.length);
  }

  /**
   * The live news of `created` as expressions for the statement that writes it
   * (NotificationBus.publishing), so it costs no round trip of its own; undefined when the bus cannot
   * carry it so (Redis, one process) or there is no news: then announce() after the commit. After a
   * statement that carried them, call announcedAlong().
   */
  newsAlong(created: CreatedNotifications): RawBuilder<unknown>[] | undefined {
    if (created.recipientIds.length === 0 || !this.bus.publishing) return undefined;
    const news: RawBuilder<unknown>[] = [];
    for (let start = 0; start < created.recipientIds.length; start += IDS_PER_MESSAGE) {
      const expression = this.bus.publishing(
        busMessageSql({ r: created.recipientIds.slice(start, start + IDS_PER_MESSAGE), e: 'notification' }),
      );
      if (!expression) return undefined;
      news.push(expression);
    }
    return news;
  }

  /** After the commit of a statement that carried newsAlong's news: the rest of announce(). */
  announcedAlong(created: CreatedNotifications): void {
    if (created.emailsQueued) this.jobs.poke();
    this.metrics?.notificationRecipients.inc(created.recipientIds.length);
  }

  /**
   * A new post's live news as an expression for the statement that inserts it, from its columns
   * (postNewsSql), so it costs no round trip of its own; undefined when the bus cannot carry it so:
   * then announcePost() after the commit.
   */
  postNewsAlong(post: PostNewsColumns): RawBuilder<unknown> | undefined {
    return this.bus.publishing?.(postNewsSql(post));
  }

  /**
   * After the commit of a neighbourhood-feed post: every process tells its open streams in the
   * post's city (the live feed's 'N new posts'). Never throws.
   */
  async announcePost(post: { id: string; authorId: string; area: Location }): Promise<void> {
    const { country: c, state: s, city: t, suburb: b } = post.area;
    try {
      await this.bus.publish({ r: [], e: 'post', p: { i: post.id, a: post.authorId, c, s, t, b } });
    } catch (error) {
      this.log.warn({ err: error }, 'could not announce a new post');
    }
  }

  /**
   * After the commit of a direct message (sent or deleted) or a read receipt: both participants'
   * open streams, in every process, read it as their user sees it (decision 0031). Never throws.
   */
  async announceMessage(
    recipientIds: readonly string[],
    event: 'message' | 'conversation_read',
    news: MessageNews,
  ): Promise<void> {
    try {
      await this.bus.publish({ r: [...recipientIds], e: event, m: news });
    } catch (error) {
      this.log.warn({ err: error }, 'could not announce a message');
    }
  }

  /** A user's unread count changed without anything new (read in another tab). Never throws. */
  async announceUnread(userId: string): Promise<void> {
    await this.publish([userId], 'unread');
  }

  /**
   * Some of the user's sessions ended (logout, password change or reset, deletion): every process
   * has its open streams of that user check their session and end the dead ones. Never throws.
   */
  async announceSessionsEnded(userId: string): Promise<void> {
    await this.publish([userId], 'sessions');
  }

  /** Open streams in this process (for tests and metrics). */
  get openStreams(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  close(): Promise<void> {
    this.listeners.clear();
    return this.bus.close();
  }

  private async publish(recipientIds: readonly string[], event: BusMessage['e']): Promise<void> {
    try {
      for (let start = 0; start < recipientIds.length; start += IDS_PER_MESSAGE) {
        await this.bus.publish({ r: recipientIds.slice(start, start + IDS_PER_MESSAGE), e: event });
      }
    } catch (error) {
      // The notifications are stored: a stream that missed the news shows them on its next event or
      // reload. Failing the request that already committed would be worse.
      this.log.warn({ err: error }, 'could not announce notifications');
    }
  }

  /**
   * The bus listens again after an outage: whatever was announced meanwhile never arrived. Every
   * open stream checks its session first (a logout elsewhere ends it before anything more is
   * sent), then reads the notifications it missed.
   */
  private resume(): void {
    this.log.info({ streams: this.openStreams }, 'notification bus is back: open streams check their sessions');
    for (const set of this.listeners.values()) {
      for (const listener of set) {
        listener('sessions');
        listener('notification');
      }
    }
  }

  private deliver(message: BusMessage): void {
    if (message.e === 'post') {
      // Every open stream; each decides by its user's area (notification-stream.ts).
      for (const set of this.listeners.values()) for (const listener of set) listener('post', message.p);
      return;
    }
    for (const id of message.r) {
      const set = this.listeners.get(id);
      if (set) for (const listener of set) listener(message.e, undefined, message.m);
    }
  }
}
