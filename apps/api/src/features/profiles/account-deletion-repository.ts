import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/**
 * Deletes an account and everything it shared, inside the caller's transaction, and answers the
 * storage keys of its files (post images, avatar) for deletion after the commit; undefined when
 * the user is already gone. Counters kept by the application move with the rows (decision 0008):
 * the per-area post counters for the user's posts, and comments_count of the posts the user
 * commented on. The rest goes by cascade: sessions (every token dies), follows both ways,
 * preferences, referral codes, one-time codes, the organization profile with its listings, the
 * user's interests in listings and notifications to or from the user. The organization's files
 * (logo, cover, listing photos) are answered with the rest.
 */
export async function deleteAccountAndContent(db: Kysely<DB>, userId: string): Promise<string[] | undefined> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'avatar_key', 'avatar_thumbnail_key'])
    .where('id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!user) return undefined;

  const media = await db
    .selectFrom('post_media')
    .innerJoin('posts', 'posts.id', 'post_media.post_id')
    .select(['post_media.display_key', 'post_media.thumbnail_key'])
    .where('posts.author_id', '=', userId)
    .execute();

  // An organization account's logo, cover and listing photos (rows go by cascade with the profile).
  const organizationMedia = await db
    .selectFrom('organizations')
    .leftJoin('listings', 'listings.organization_id', 'organizations.id')
    .select([
      'organizations.logo_key',
      'organizations.logo_thumbnail_key',
      'organizations.cover_key',
      'organizations.cover_thumbnail_key',
      'listings.photo_key',
      'listings.photo_thumbnail_key',
    ])
    .where('organizations.owner_id', '=', userId)
    .execute();
  const organizationKeys = new Set(
    organizationMedia.flatMap((row) => [
      row.logo_key,
      row.logo_thumbnail_key,
      row.cover_key,
      row.cover_thumbnail_key,
      row.photo_key,
      row.photo_thumbnail_key,
    ]),
  );
  organizationKeys.delete(null);

  // The user's comments on other people's posts leave those posts' counts.
  await sql`
    UPDATE posts SET comments_count = greatest(0, posts.comments_count - mine.n)
    FROM (
      SELECT post_id, count(*) AS n FROM comments WHERE author_id = ${userId}::uuid GROUP BY post_id
    ) AS mine
    WHERE posts.id = mine.post_id AND posts.author_id <> ${userId}::uuid`.execute(db);
  await db.deleteFrom('comments').where('author_id', '=', userId).execute();

  // The user's posts leave the per-area counters; their images and comments go with them.
  await sql`
    UPDATE post_area_counts AS c SET posts_count = greatest(0, c.posts_count - mine.n)
    FROM (
      SELECT location_country, location_state, location_city, location_suburb, count(*) AS n
      FROM posts WHERE author_id = ${userId}::uuid
      GROUP BY location_country, location_state, location_city, location_suburb
    ) AS mine
    WHERE c.location_country = mine.location_country AND c.location_state = mine.location_state
      AND c.location_city = mine.location_city AND c.location_suburb = mine.location_suburb`.execute(db);
  await db.deleteFrom('posts').where('author_id', '=', userId).execute();

  // Rental requests go with their own photos (not media they borrowed by imageUrl); what the user had
  // agreed to lend and not yet handed back is open again for someone else. Keywords go by cascade.
  const rentalPhotos = await db
    .deleteFrom('rental_requests')
    .where('requester_id', '=', userId)
    .returning(['image_key', 'image_thumbnail_key', 'image_owned'])
    .execute();
  await db
    .updateTable('rental_requests')
    .set({ status: 'open', accepted_by: null, accepted_at: null, confirmed_at: null })
    .where('accepted_by', '=', userId)
    .where('status', '=', 'accepted')
    .execute();

  // Rate-limit counters and locally kept mail name the account or its address.
  await db.deleteFrom('auth_events').where('subject', 'in', [user.id, user.email]).execute();
  await db.deleteFrom('mail_outbox').where('recipient', '=', user.email).execute();

  await db.deleteFrom('users').where('id', '=', userId).execute();

  return [
    ...media.flatMap((item) => [item.display_key, item.thumbnail_key]),
    ...[user.avatar_key, user.avatar_thumbnail_key].filter((key): key is string => key !== null),
    ...[...organizationKeys].filter((key): key is string => key !== null),
    ...rentalPhotos
      .filter((row) => row.image_owned)
      .flatMap((row) => [row.image_key, row.image_thumbnail_key])
      .filter((key): key is string => key !== null),
  ];
}
