import { buffer } from 'node:stream/consumers';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { isMediaKey, type MediaStorage } from '../../lib/storage/index.js';
import {
  commentsOf,
  eventsOf,
  followsOf,
  groupsOf,
  messagesOf,
  postsOf,
  profileOf,
  reactionsOf,
  settingsOf,
} from './data-export-queries.js';
import { marketplaceOf, organizationOf, rentalsOf, reviewsOf } from './data-export-trade-queries.js';

const README = `Your data, to take away
=======================

This archive holds what you wrote and uploaded, as JSON files (UTF-8) and your original media:

  profile.json        your account and profile
  settings.json       notification preferences, schedule and filters, keywords, blocks and mutes
  posts.json          your posts (media_keys name the photos under media/)
  comments.json       your comments
  reactions.json      your reactions to posts and comments
  follows.json        whom you follow (public names) and how many follow you
  groups.json         your groups and memberships
  events.json         events you organize and your answers (RSVPs)
  messages.json       your conversations: the messages you sent and received in them
  marketplace.json    your items, what you were interested in and saved
  rentals.json        your requests and what you lent
  reviews.json        reviews you wrote and, for an organization, those it received
  organization.json   an organization's profile, listings and updates (organizations only)
  media/              the files you uploaded, named as in the JSON files

Other people appear only by their public name, and only where you already saw them.
Dates are ISO 8601 in UTC.
`;

/** Every string in `value` that is a storage key, replaced by its file in the archive. */
function withMediaPaths(value: unknown, found: Set<string>): unknown {
  if (typeof value === 'string' && isMediaKey(value)) {
    found.add(value);
    return archivePath(value);
  }
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map((item) => withMediaPaths(item, found));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, withMediaPaths(item, found)]));
  }
  return value;
}

/** `ab/ab12….webp` → `media/ab12….webp` (the key's random part is unique). */
const archivePath = (key: string) => `media/${key.slice(key.indexOf('/') + 1)}`;

/** The account's sections, read one after another (PGlite has one connection; no hurry here). */
async function sections(db: Kysely<DB>, userId: string): Promise<Record<string, unknown>> {
  return {
    profile: await profileOf(db, userId),
    settings: await settingsOf(db, userId),
    posts: await postsOf(db, userId),
    comments: await commentsOf(db, userId),
    reactions: await reactionsOf(db, userId),
    follows: await followsOf(db, userId),
    groups: await groupsOf(db, userId),
    events: await eventsOf(db, userId),
    messages: await messagesOf(db, userId),
    marketplace: await marketplaceOf(db, userId),
    rentals: await rentalsOf(db, userId),
    reviews: await reviewsOf(db, userId),
    organization: await organizationOf(db, userId),
  };
}

/**
 * The zip of one account's data: README.txt, one JSON file per section and the stored files it
 * names under media/ (stored, not compressed again: they are WebP/JPEG already). Built in memory:
 * MediaStorage takes whole files, and an account's uploads are bounded by the upload limits.
 */
export async function buildArchive(db: Kysely<DB>, storage: MediaStorage, userId: string): Promise<Uint8Array> {
  const keys = new Set<string>();
  const files: Zippable = { 'README.txt': strToU8(README) };
  for (const [name, data] of Object.entries(await sections(db, userId))) {
    files[`${name}.json`] = strToU8(`${JSON.stringify(withMediaPaths(data, keys), null, 2)}\n`);
  }
  for (const key of keys) {
    const stored = await storage.open(key);
    // A file already gone (deleted meanwhile) is left out rather than failing the whole archive.
    if (stored) files[archivePath(key)] = [new Uint8Array(await buffer(stored.body)), { level: 0 }];
  }
  return zipSync(files, { level: 6 });
}
