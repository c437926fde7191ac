import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PostNewsColumns } from '../../lib/notifications/index.js';
import type { FeedRow, InlineMediaRow } from './posts-repository.js';

/** SQLSTATE of fail_unless (migration 0046). */
const NOT_ALL_TAKEN = 'OH001';

/** Some named upload was not the author's ready one: nothing was written (the caller says why). */
export class UploadsNotTaken extends Error {
  constructor() {
    super('uploads not taken');
    this.name = 'UploadsNotTaken';
  }
}

/** The post's own columns as the insert returns them, with its author's, in one row. */
interface InsertedPostRow {
  id: string;
  content: string;
  location_suburb: string;
  location_city: string;
  location_state: string;
  location_country: string;
  comments_count: number;
  created_at: Date;
  updated_at: Date;
  hidden_at: Date | null;
  reaction_counts: Record<string, number>;
  offer_ends_at: Date | null;
  author_first_name: string;
  author_last_name: string;
  author_avatar_key: string | null;
}

/**
 * Writes a neighbourhood-feed post (no group, no mentions) in ONE statement, and answers it as its
 * author reads it (issue 40, decision 0084). It was a transaction of six round trips: BEGIN, the
 * author's area, the post, its images, the area's counter, COMMIT, then the post read back. Under a
 * busy neighbourhood each round trip waits its turn on a loaded event loop and database, and the
 * area's counter row stayed locked across all of them, so every post of a suburb queued behind the
 * one before. Now the area is read, the post, its images and the counter written, and the answer
 * built, by one statement: atomic without a transaction, the counter's lock held for that statement
 * only. The area comes from the author's row as it is now, as before; no row when the author is
 * gone (the caller answers 401). The row the feed would read for it is built here from what was
 * inserted: a new post has no comment, reaction, mention, group or organization yet
 * (`test/posts/write-answers.test.ts` holds this answer equal to the one read back). Photos
 * uploaded ahead are taken by the same statement (decision 0089): all of them, or it fails whole.
 */
export async function insertNeighbourhoodPost(
  db: Kysely<DB>,
  values: {
    authorId: string;
    content: string;
    at: Date;
    media: readonly InlineMediaRow[];
    /** Photos uploaded ahead (decision 0089), valid uuids: they come first, in this order. */
    uploadIds?: readonly string[];
    /**
     * The post's live news as an expression of its columns, selected by this statement so it leaves
     * at its commit with no round trip of its own (NotificationHub.postNewsAlong, decision 0090).
     */
    news?: (post: PostNewsColumns) => RawBuilder<unknown> | undefined;
  },
): Promise<FeedRow | undefined> {
  const { authorId, content, at, media } = values;
  const uploadIds = values.uploadIds ?? [];
  const column = <T>(pick: (item: InlineMediaRow) => T) => media.map(pick);
  const news = values.news?.({
    id: sql`post.id`,
    authorId: sql`author.id`,
    country: sql`post.location_country`,
    state: sql`post.location_state`,
    city: sql`post.location_city`,
    suburb: sql`post.location_suburb`,
  });
  let result;
  try {
    result = await sql<InsertedPostRow & { taken: InlineMediaRow[] | null; all_taken: boolean; news?: unknown }>`
    WITH author AS (
      SELECT id, first_name, last_name, avatar_thumbnail_key,
             location_suburb, location_city, location_state, location_country
      FROM users WHERE id = ${authorId}::uuid
    ), taken AS (
      DELETE FROM photo_uploads AS upload
      USING unnest(${uploadIds}::uuid[]) WITH ORDINALITY AS wanted(id, position)
      WHERE upload.id = wanted.id AND upload.owner_id = ${authorId}::uuid AND upload.state = 'ready'
      RETURNING wanted.position, upload.display_key, upload.thumbnail_key, upload.width, upload.height
    ), post AS (
      INSERT INTO posts (author_id, content, local, location_suburb, location_city, location_state,
                         location_country, created_at, updated_at)
      SELECT id, ${content}, true, location_suburb, location_city, location_state, location_country,
             ${at}::timestamptz, ${at}::timestamptz
      FROM author
      RETURNING id, content, location_suburb, location_city, location_state, location_country,
                comments_count, created_at, updated_at, hidden_at, reaction_counts, offer_ends_at
    ), images AS (
      INSERT INTO post_media (post_id, position, display_key, thumbnail_key, width, height)
      SELECT post.id, image.position - 1, image.display_key, image.thumbnail_key, image.width, image.height
      FROM post, (
        SELECT position, display_key, thumbnail_key, width, height FROM taken
        UNION ALL
        SELECT ${uploadIds.length}::int + sent.position, sent.display_key, sent.thumbnail_key, sent.width, sent.height
        FROM unnest(${column((item) => item.display_key)}::text[], ${column((item) => item.thumbnail_key)}::text[],
                    ${column((item) => item.width)}::int[], ${column((item) => item.height)}::int[])
               WITH ORDINALITY AS sent(display_key, thumbnail_key, width, height, position)
      ) AS image
    ), counted AS (
      INSERT INTO post_area_counts (location_country, location_state, location_city, location_suburb, posts_count)
      SELECT location_country, location_state, location_city, location_suburb, 1 FROM post
      ON CONFLICT (location_country, location_state, location_city, location_suburb, slot)
      DO UPDATE SET posts_count = post_area_counts.posts_count + 1
    )
    SELECT post.*, author.first_name AS author_first_name, author.last_name AS author_last_name,
           author.avatar_thumbnail_key AS author_avatar_key,
           (SELECT json_agg(json_build_object('display_key', display_key, 'thumbnail_key', thumbnail_key,
                                              'width', width, 'height', height) ORDER BY position)
            FROM taken) AS taken,
           -- All named uploads or none: otherwise the whole statement fails, the post unwritten and
           -- every upload it took given back.
           fail_unless((SELECT count(*) FROM taken) = ${uploadIds.length}, 'uploads not taken') AS all_taken
           ${news ? sql`, ${news} AS news` : sql``}
    FROM post, author`.execute(db);
  } catch (error) {
    if ((error as { code?: unknown }).code === NOT_ALL_TAKEN) throw new UploadsNotTaken();
    throw error;
  }
  const found = result.rows[0];
  if (!found) return undefined;
  const { taken, all_taken: _allTaken, news: _news, ...row } = found;
  return {
    ...row,
    local: true,
    author_id: authorId,
    group_id: null,
    group_name: null,
    group_visibility: null,
    organization_id: null,
    organization_name: null,
    organization_logo_key: null,
    viewer_reaction: null,
    latest_comment: null,
    mentions: [],
    media: [...(taken ?? []), ...media],
  };
}
