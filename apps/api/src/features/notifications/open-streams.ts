import { NotificationLimits, NotificationMessages } from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';

/**
 * The notification streams open in this process: how many each session and client address holds
 * (one token must not pin hundreds of sockets), and how to end them all before the server closes.
 */
export class OpenStreams {
  private readonly ends = new Set<() => void>();
  private readonly perSession = new Map<string, number>();
  private readonly perAddress = new Map<string, number>();

  constructor(
    private readonly limits = {
      perSession: NotificationLimits.streamsPerSession,
      perAddress: NotificationLimits.streamsPerAddress,
    },
  ) {}

  /** Takes a place for a new stream (429 when the session or address has its fill); answers its release. */
  admit(sessionId: string, address: string): () => void {
    const sessionCount = this.perSession.get(sessionId) ?? 0;
    const addressCount = this.perAddress.get(address) ?? 0;
    if (sessionCount >= this.limits.perSession || addressCount >= this.limits.perAddress) {
      throw AppError.tooManyRequests(NotificationMessages.tooManyStreams, NotificationLimits.streamPingSeconds);
    }
    this.perSession.set(sessionId, sessionCount + 1);
    this.perAddress.set(address, addressCount + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(this.perSession, sessionId);
      decrement(this.perAddress, address);
    };
  }

  add(end: () => void): void {
    this.ends.add(end);
  }

  delete(end: () => void): void {
    this.ends.delete(end);
  }

  endAll(): void {
    for (const end of [...this.ends]) end();
  }

  get size(): number {
    return this.ends.size;
  }
}

function decrement(counts: Map<string, number>, key: string): void {
  const next = (counts.get(key) ?? 1) - 1;
  if (next <= 0) counts.delete(key);
  else counts.set(key, next);
}
