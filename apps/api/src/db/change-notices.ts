/**
 * The channel of the change notices sent by the triggers of migrations 0031 (sessions, decision
 * 0035), 0032 (feed pages, decision 0037), 0033 (directory pages, decision 0039) and 0045 (map
 * cells, decision 0082). Named for
 * its first use; the triggers write to it.
 */
export const CHANGE_NOTICES_CHANNEL = 'ourhood_session_changes';

/** An area as the counters key it: country, state, city, suburb. */
export type AreaKey = readonly [country: string, state: string, city: string, suburb: string];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The [country, state, city, suburb, count, slot] of an 'area-count:' notice (migration 0048), or
 * undefined. One slot's count may be below zero (decision 0095).
 */
function parseAreaCount(text: string): { area: AreaKey; count: number; slot: number } | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value) || value.length !== 6) return undefined;
    const [country, state, city, suburb, count, slot] = value as unknown[];
    if (![country, state, city, suburb].every((part) => typeof part === 'string')) return undefined;
    if (typeof count !== 'number' || !Number.isSafeInteger(count)) return undefined;
    if (typeof slot !== 'number' || !Number.isInteger(slot) || slot < 0 || slot > 32_767) return undefined;
    return { area: [country, state, city, suburb] as unknown as AreaKey, count, slot };
  } catch {
    return undefined;
  }
}

export interface ChangeNoticeHandlers {
  /** A user whose sessions, or what they carry (role, area, sanctions), may have changed. */
  sessionChanged?(userId: string): void;
  /**
   * What every feed page shows may have changed (a post deleted, a name or picture, a group or
   * organization, or many posts at once; migrations 0032 and 0036).
   */
  feedChanged?(): void;
  /** A post was written (migration 0036): pages where it belongs take it in. */
  postCreated?(postId: string): void;
  /** A post's row, comments, images or mentions changed (migration 0036): pages holding it read it again. */
  postChanged?(postId: string): void;
  /** One slot of an area's post counter is now `count` (migrations 0036 and 0048, decision 0095). */
  areaCountChanged?(area: AreaKey, count: number, slot: number): void;
  /** What a directory page shows may have changed (an organization, follow, listing; decision 0039). */
  directoryChanged?(): void;
  /** What a map cell of events, items, rentals or alerts shows may have changed (migration 0045, decision 0082). */
  mapChanged?(): void;
  /** What is cut from pages for this reader may have changed (blocks, mutes, reactions); undefined: every reader's. */
  readerChanged?(userId: string | undefined): void;
  /**
   * Whether every notice now reaches this process. False while a listening connection is lost:
   * notices sent meanwhile are gone, so whatever was kept from before may be stale.
   */
  listening(on: boolean): void;
}

/**
 * Where a database's change notices arrive in this process. Its connections push the payloads in
 * ('schema:user id', 'schema:feed', 'schema:directory', 'schema:map', 'schema:reader:user id', 'schema:readers',
 * of every app sharing the database); subscribers hear only their own schema's. A database that
 * has no listening connection yet is not `listening`.
 */
export class ChangeNotices {
  private readonly subscribers = new Set<ChangeNoticeHandlers>();
  private on: boolean;
  /** The schema of this app's tables, learnt once the database is open. */
  schema: string | undefined;

  constructor(listening: boolean) {
    this.on = listening;
  }

  get listening(): boolean {
    return this.on;
  }

  subscribe(handlers: ChangeNoticeHandlers): () => void {
    this.subscribers.add(handlers);
    return () => this.subscribers.delete(handlers);
  }

  /**
   * A NOTIFY payload as the triggers write it; another schema's or a malformed one is ignored.
   * 'schema:post-new:id', 'schema:post:id' and 'schema:area-count:[…]' (migration 0036) come first:
   * an area's names may hold any character.
   */
  receive(payload: string): void {
    const schema = this.schema;
    if (schema === undefined || !payload.startsWith(`${schema}:`)) return;
    const rest = payload.slice(schema.length + 1);
    if (rest === 'feed') {
      for (const subscriber of this.subscribers) subscriber.feedChanged?.();
    } else if (rest.startsWith('post-new:') || rest.startsWith('post:')) {
      const created = rest.startsWith('post-new:');
      const postId = rest.slice(created ? 'post-new:'.length : 'post:'.length);
      if (!UUID.test(postId)) return;
      for (const subscriber of this.subscribers) {
        if (created) subscriber.postCreated?.(postId);
        else subscriber.postChanged?.(postId);
      }
    } else if (rest.startsWith('area-count:')) {
      const parsed = parseAreaCount(rest.slice('area-count:'.length));
      if (!parsed) return;
      for (const subscriber of this.subscribers) subscriber.areaCountChanged?.(parsed.area, parsed.count, parsed.slot);
    } else if (rest === 'directory') {
      for (const subscriber of this.subscribers) subscriber.directoryChanged?.();
    } else if (rest === 'map') {
      for (const subscriber of this.subscribers) subscriber.mapChanged?.();
    } else if (rest === 'readers') {
      for (const subscriber of this.subscribers) subscriber.readerChanged?.(undefined);
    } else if (rest.startsWith('reader:')) {
      const userId = rest.slice('reader:'.length);
      for (const subscriber of this.subscribers) subscriber.readerChanged?.(userId);
    } else if (!rest.includes(':')) {
      for (const subscriber of this.subscribers) subscriber.sessionChanged?.(rest);
    }
  }

  setListening(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    for (const subscriber of this.subscribers) subscriber.listening(on);
  }
}

/**
 * What a per-process cache of database reads may trust, by the change notices (decisions 0035,
 * 0037): nothing while notices may not arrive (and everything is forgotten when they stop or come
 * back), and never a read begun before a notice (`began()`, then `mayKeep(began)`), as it may have
 * read the rows before the change committed.
 */
export class NoticeGuard {
  private generation = 0;
  private on: boolean;
  private readonly unsubscribe: () => void;

  constructor(notices: ChangeNotices, handlers: Omit<ChangeNoticeHandlers, 'listening'>, forgetAll: () => void) {
    this.on = notices.listening && notices.schema !== undefined;
    this.unsubscribe = notices.subscribe({
      ...handlers,
      listening: (on) => {
        // Either way what is kept may predate a missed notice.
        forgetAll();
        this.on = on && notices.schema !== undefined;
      },
    });
  }

  /** Whether anything may be kept or served from what is kept now. */
  get active(): boolean {
    return this.on;
  }

  /** A notice arrived (or everything was forgotten): reads begun before now are not kept. */
  moved(): void {
    this.generation++;
  }

  /** Call before a read; pass the result to `mayKeep` once it is done. */
  began(): number {
    return this.generation;
  }

  mayKeep(began: number): boolean {
    return this.on && began === this.generation;
  }

  close(): void {
    this.unsubscribe();
    this.on = false;
  }
}
