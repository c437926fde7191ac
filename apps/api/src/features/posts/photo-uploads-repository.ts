import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB } from '../../db/schema.js';
import type { PhotoUploadsTable } from '../../db/schema/posts.js';

/** A photo upload as its rows hold it (migration 0046). */
export type PhotoUploadRow = Selectable<PhotoUploadsTable>;

/** A ready upload as a post takes it: what post_media holds. */
export interface ClaimedUpload {
  id: string;
  display_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
}

/** The two jobs queued with every upload (photo-upload-jobs.ts), and when each is due. */
export interface UploadJobs {
  prepare: { kind: string; at: Date };
  expire: { kind: string; at: Date };
}

/**
 * Records an upload in a free place of its owner's `places` and queues its two jobs (the
 * preparation's fallback, the expiry), in one statement and without a lock: the place is picked at
 * random among those free as the statement began, and the unique (owner, place) pair refuses a place
 * taken meanwhile by the same account's upload arriving at once. Answers the row, `'full'` when
 * every place is taken, or `'raced'` (nothing written: the caller asks again).
 */
export async function insertUpload(
  db: Kysely<DB>,
  values: { ownerId: string; originalKey: string; at: Date; expiresAt: Date; places: number; jobs: UploadJobs },
): Promise<PhotoUploadRow | 'full' | 'raced'> {
  const { ownerId, originalKey, at, expiresAt, places, jobs } = values;
  const result = await sql<PhotoUploadRow & { free: boolean }>`
    WITH free AS (
      SELECT place FROM generate_series(0, ${places - 1}::int) AS place
      WHERE NOT EXISTS (SELECT 1 FROM photo_uploads WHERE owner_id = ${ownerId}::uuid AND slot = place)
      ORDER BY random() LIMIT 1
    ), upload AS (
      INSERT INTO photo_uploads (owner_id, slot, original_key, created_at, expires_at)
      SELECT ${ownerId}::uuid, place, ${originalKey}, ${at}::timestamptz, ${expiresAt}::timestamptz FROM free
      ON CONFLICT (owner_id, slot) DO NOTHING
      RETURNING *
    ), queued AS (
      INSERT INTO jobs (kind, payload, run_at)
      SELECT job.kind, jsonb_build_object('uploadId', upload.id), job.run_at
      FROM upload,
           (VALUES (${jobs.prepare.kind}::text, ${jobs.prepare.at}::timestamptz),
                   (${jobs.expire.kind}::text, ${jobs.expire.at}::timestamptz)) AS job(kind, run_at)
      RETURNING id
    )
    SELECT upload.*, EXISTS (SELECT 1 FROM free) AS free FROM (SELECT 1) AS one LEFT JOIN upload ON true`.execute(db);
  const row = result.rows[0];
  if (!row || !row.id) return row?.free ? 'raced' : 'full';
  const { free: _free, ...upload } = row;
  return upload;
}

export function findUpload(db: Kysely<DB>, id: string): Promise<PhotoUploadRow | undefined> {
  return db.selectFrom('photo_uploads').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The owner's upload, or undefined for anyone else's or a missing one (they answer alike). */
export function findOwnUpload(db: Kysely<DB>, id: string, ownerId: string): Promise<PhotoUploadRow | undefined> {
  return db
    .selectFrom('photo_uploads')
    .selectAll()
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .executeTakeFirst();
}

/**
 * The prepared versions, recorded if the upload still waits for them; the original's key is
 * answered so that it can be deleted. Undefined when the upload was removed meanwhile.
 */
export async function markUploadReady(
  db: Kysely<DB>,
  id: string,
  image: { display_key: string; thumbnail_key: string; width: number; height: number },
): Promise<{ original_key: string | null } | undefined> {
  const result = await sql<{ original_key: string | null }>`
    UPDATE photo_uploads AS u
    SET state = 'ready', display_key = ${image.display_key}, thumbnail_key = ${image.thumbnail_key},
        width = ${image.width}, height = ${image.height}, original_key = NULL
    FROM photo_uploads AS before
    WHERE u.id = ${id}::uuid AND before.id = u.id AND u.state = 'processing'
    RETURNING before.original_key`.execute(db);
  return result.rows[0];
}

/** A photo the pipeline refused: failed with its reason; the original's key is answered to delete. */
export async function markUploadFailed(
  db: Kysely<DB>,
  id: string,
  failure: string,
): Promise<{ original_key: string | null } | undefined> {
  const result = await sql<{ original_key: string | null }>`
    UPDATE photo_uploads AS u
    SET state = 'failed', failure = ${failure}, original_key = NULL
    FROM photo_uploads AS before
    WHERE u.id = ${id}::uuid AND before.id = u.id AND u.state = 'processing'
    RETURNING before.original_key`.execute(db);
  return result.rows[0];
}

/** Deletes an upload (its owner's, or any when `ownerId` is absent) and answers its files' keys. */
export async function deleteUpload(db: Kysely<DB>, id: string, ownerId?: string): Promise<string[] | undefined> {
  let query = db.deleteFrom('photo_uploads').where('id', '=', id);
  if (ownerId) query = query.where('owner_id', '=', ownerId);
  const row = await query.returning(['original_key', 'display_key', 'thumbnail_key']).executeTakeFirst();
  return row ? fileKeys([row]) : undefined;
}

/** The stored files of upload rows. */
export function fileKeys(
  rows: readonly { original_key: string | null; display_key: string | null; thumbnail_key: string | null }[],
): string[] {
  return rows.flatMap((row) => [row.original_key, row.display_key, row.thumbnail_key]).filter((key) => key !== null);
}

/**
 * Takes the owner's named ready uploads for a post, inside the caller's transaction: deletes their
 * rows and answers them in the order asked, or undefined unless every id was taken (the caller then
 * rolls back). Rows are taken under their row locks, so two posts never take one upload.
 */
export async function claimUploads(
  db: Kysely<DB>,
  ownerId: string,
  ids: readonly string[],
): Promise<ClaimedUpload[] | undefined> {
  if (ids.length === 0) return [];
  const rows = await db
    .deleteFrom('photo_uploads')
    .where('id', 'in', [...ids])
    .where('owner_id', '=', ownerId)
    .where('state', '=', 'ready')
    .returning(['id', 'display_key', 'thumbnail_key', 'width', 'height'])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  const claimed = ids.map((id) => byId.get(id));
  if (rows.length !== ids.length || claimed.some((row) => !row)) return undefined;
  return claimed.map((row) => ({
    id: row!.id,
    display_key: row!.display_key!,
    thumbnail_key: row!.thumbnail_key!,
    width: row!.width!,
    height: row!.height!,
  }));
}

/** The account's uploads' files, for its deletion (the rows go with the account's cascade). */
export async function uploadFilesOf(db: Kysely<DB>, ownerId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('photo_uploads')
    .select(['original_key', 'display_key', 'thumbnail_key'])
    .where('owner_id', '=', ownerId)
    .execute();
  return fileKeys(rows);
}
