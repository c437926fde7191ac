import { NoticeGuard, type ChangeNotices } from '../../db/change-notices.js';
import type { SessionOwner } from './session-repository.js';

export interface SessionCacheOptions {
  /** Most sessions kept; the longest unused go first (default 10,000: a few MB). */
  maxEntries?: number;
  /**
   * How long a kept session is trusted without being read again (default 60 s). The notices make
   * it exact; this only bounds what an unforeseen lost notice could leave.
   */
  ttlMs?: number;
  /** Monotonic milliseconds (tests move it). */
  monotonicNow?: () => number;
}

interface Entry {
  owner: SessionOwner;
  keptAt: number;
}

/**
 * The sessions this process looked up recently, by token hash, so an authenticated request costs
 * no statement for its session (decision 0035). Exact, not eventual: every change that can end a
 * session or change what it carries is announced by a trigger (migration 0031) and forgets that
 * user's sessions here, in this process before the statement that made it completes, in the
 * others as the notice arrives. While the notices may not arrive (PostgreSQL: the listening
 * connection is lost), nothing is kept or served from here, and everything kept before is dropped.
 *
 * A lookup that was under way when a notice arrived is not kept: it may have read the row before
 * the change committed. Unknown or ended tokens are never kept (each costs its statement).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private readonly byUser = new Map<string, Set<string>>();
  private readonly guard: NoticeGuard;
  private readonly maxEntries: number;
  private readonly ttlMs: number;
  private readonly monotonicNow: () => number;

  constructor(feed: ChangeNotices, options: SessionCacheOptions = {}) {
    this.maxEntries = options.maxEntries ?? 10_000;
    this.ttlMs = options.ttlMs ?? 60_000;
    this.monotonicNow = options.monotonicNow ?? (() => performance.now());
    this.guard = new NoticeGuard(feed, { sessionChanged: (userId) => this.forgetUser(userId) }, () => this.forgetAll());
  }

  /** Whether sessions are kept now (the notices reach this process). */
  get active(): boolean {
    return this.guard.active;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The live session behind `tokenHash`: kept, or read by `lookup` and kept. `now` is the clock
   * of the expiry rules (a kept session still ends at its expiry).
   */
  async resolve(
    tokenHash: string,
    now: Date,
    lookup: () => Promise<SessionOwner | undefined>,
  ): Promise<SessionOwner | undefined> {
    const kept = this.guard.active ? this.entries.get(tokenHash) : undefined;
    if (kept) {
      if (kept.owner.expiresAt > now && this.monotonicNow() - kept.keptAt < this.ttlMs) {
        // Most recently used last, so the oldest are dropped first when full.
        this.entries.delete(tokenHash);
        this.entries.set(tokenHash, kept);
        return kept.owner;
      }
      this.forgetToken(tokenHash, kept.owner.userId);
    }
    const began = this.guard.began();
    const owner = await lookup();
    if (owner && this.guard.mayKeep(began)) this.keep(tokenHash, owner);
    return owner;
  }

  /**
   * Whether a live session is kept for `tokenHash`, without a lookup or a change of order: the
   * rate limiter (plugins/rate-limit.ts) lets such a token through to be counted per account.
   */
  knows(tokenHash: string): boolean {
    return this.guard.active && this.entries.has(tokenHash);
  }

  forgetUser(userId: string): void {
    this.guard.moved();
    const tokens = this.byUser.get(userId);
    if (!tokens) return;
    this.byUser.delete(userId);
    for (const token of tokens) this.entries.delete(token);
  }

  forgetAll(): void {
    this.guard.moved();
    this.entries.clear();
    this.byUser.clear();
  }

  close(): void {
    this.guard.close();
    this.forgetAll();
  }

  private keep(tokenHash: string, owner: SessionOwner): void {
    // Shared by every request with the token from now on: frozen, so none can change it for the others.
    Object.freeze(owner.area);
    if (owner.coordinates) Object.freeze(owner.coordinates);
    this.entries.set(tokenHash, { owner: Object.freeze(owner), keptAt: this.monotonicNow() });
    let tokens = this.byUser.get(owner.userId);
    if (!tokens) this.byUser.set(owner.userId, (tokens = new Set()));
    tokens.add(tokenHash);
    while (this.entries.size > this.maxEntries) {
      const [oldest, entry] = this.entries.entries().next().value!;
      this.forgetToken(oldest, entry.owner.userId);
    }
  }

  private forgetToken(tokenHash: string, userId: string): void {
    this.entries.delete(tokenHash);
    const tokens = this.byUser.get(userId);
    tokens?.delete(tokenHash);
    if (tokens?.size === 0) this.byUser.delete(userId);
  }
}
