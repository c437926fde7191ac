import type { FeedPosition } from './feed-segments-repository.js';

/** Where a keyset page ends: the feed segment (bucket) and the last row's position in it. */
export interface FeedCursor extends FeedPosition {
  segment: number;
}

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * What toISOString() writes for years 0001–9999. JavaScript dates reach ±275760, PostgreSQL's
 * timestamps only 4713 BC–294276 AD, and its drivers choke on six-digit years and year 0000 (1 BC):
 * such a `t` cannot come from this server and would fail in the query (a 500), so it is refused
 * like any other bad cursor.
 */
const ISO_TIME = /^(?!0000)\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Opaque to clients (base64url JSON); it holds nothing a page does not already show. */
export function encodeFeedCursor(cursor: FeedCursor): string {
  const json = JSON.stringify({ s: cursor.segment, t: cursor.createdAt.toISOString(), i: cursor.id });
  return Buffer.from(json).toString('base64url');
}

/** The cursor, or undefined when the text is not one this server wrote. */
export function decodeFeedCursor(text: string): FeedCursor | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return undefined;
    const { s, t, i } = value as Record<string, unknown>;
    if (typeof s !== 'number' || !Number.isInteger(s) || s < 0 || s > 10) return undefined;
    if (typeof t !== 'string' || typeof i !== 'string' || !ID.test(i) || !ISO_TIME.test(t)) return undefined;
    const createdAt = new Date(t);
    // Round trip: no impossible calendar dates (2024-02-30) silently moved to another day.
    if (Number.isNaN(createdAt.getTime()) || createdAt.toISOString() !== t) return undefined;
    return { segment: s, createdAt, id: i };
  } catch {
    return undefined;
  }
}
