import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

const CACHE_SIZE = 20_000;

/**
 * Whether a stored key is a private group's photo (its post is not `local`) or a direct message's
 * photo (decision 0031). One or two indexed lookups
 * per key, then remembered: a key's privacy never changes (a group's visibility is fixed, and a
 * post never moves between groups), and a deleted key is never served again.
 */
export class PrivateMediaIndex {
  private readonly known = new Map<string, boolean>();

  constructor(private readonly db: Kysely<DB>) {}

  async isPrivate(key: string): Promise<boolean> {
    // An account's data archive (decision 0077) is only ever served by its own download routes.
    if (key.endsWith('-export.zip')) return true;
    // A photo upload's original (decision 0089) is only ever read by the job that prepares it.
    if (key.includes('-original.')) return true;
    const cached = this.known.get(key);
    if (cached !== undefined) return cached;
    const row = await this.db
      .selectFrom('post_media')
      .innerJoin('posts', 'posts.id', 'post_media.post_id')
      .select('posts.local')
      .where((eb) => eb.or([eb('post_media.display_key', '=', key), eb('post_media.thumbnail_key', '=', key)]))
      .executeTakeFirst();
    // A direct message's photos (decision 0031) are always private.
    const message = row
      ? undefined
      : await this.db
          .selectFrom('message_media')
          .select('message_id')
          .where((eb) => eb.or([eb('display_key', '=', key), eb('thumbnail_key', '=', key)]))
          .executeTakeFirst();
    // A photo uploaded ahead of its post (decision 0089) is its owner's until posted; it is not
    // remembered, since posting makes it a post's photo (and public, outside private groups).
    if (!row && !message && (await this.isWaitingUpload(key))) return true;
    const isPrivate = row ? !row.local : message !== undefined;
    // Keys that are no post's photo (avatars, logos, covers) are public, and cached too. A private
    // post's photo is stored before its row commits, but nobody holds its key until the answer
    // that carries the signed URL, which comes after the commit: it cannot be asked for too early.
    if (this.known.size >= CACHE_SIZE) this.known.delete(this.known.keys().next().value!);
    this.known.set(key, isPrivate);
    return isPrivate;
  }

  private async isWaitingUpload(key: string): Promise<boolean> {
    const upload = await this.db
      .selectFrom('photo_uploads')
      .select('id')
      .where((eb) => eb.or([eb('display_key', '=', key), eb('thumbnail_key', '=', key)]))
      .executeTakeFirst();
    return upload !== undefined;
  }
}
