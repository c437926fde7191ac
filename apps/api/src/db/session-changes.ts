/** The channel of the session-change notices sent by the triggers of migration 0031 (decision 0035). */
export const SESSION_CHANGES_CHANNEL = 'ourhood_session_changes';

export interface SessionChangeHandlers {
  /** A user whose sessions, or what they carry (role, area, sanctions), may have changed. */
  changed(userId: string): void;
  /**
   * Whether every notice now reaches this process. False while a listening connection is lost:
   * notices sent meanwhile are gone, so whatever was kept from before may be stale.
   */
  listening(on: boolean): void;
}

/**
 * Where a database's session-change notices arrive in this process. Its connections push the
 * payloads in ('schema:user id', of every app sharing the database); subscribers hear only their
 * own schema's users. A database that has no listening connection yet is not `listening`.
 */
export class SessionChangeFeed {
  private readonly subscribers = new Set<SessionChangeHandlers>();
  private on: boolean;
  /** The schema of this app's tables, learnt once the database is open. */
  schema: string | undefined;

  constructor(listening: boolean) {
    this.on = listening;
  }

  get listening(): boolean {
    return this.on;
  }

  subscribe(handlers: SessionChangeHandlers): () => void {
    this.subscribers.add(handlers);
    return () => this.subscribers.delete(handlers);
  }

  /** A NOTIFY payload as the trigger writes it; another schema's or a malformed one is ignored. */
  receive(payload: string): void {
    const colon = payload.lastIndexOf(':');
    if (colon < 0 || payload.slice(0, colon) !== this.schema) return;
    const userId = payload.slice(colon + 1);
    for (const subscriber of this.subscribers) subscriber.changed(userId);
  }

  setListening(on: boolean): void {
    if (on === this.on) return;
    this.on = on;
    for (const subscriber of this.subscribers) subscriber.listening(on);
  }
}
