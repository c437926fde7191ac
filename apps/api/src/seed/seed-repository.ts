import { sql, type Insertable, type Kysely } from 'kysely';
import type {
  DB,
  GroupMembersTable,
  GroupsTable,
  ListingsTable,
  MarketplaceInterestsTable,
  MarketplaceItemsTable,
  MarketplaceSavesTable,
  OrganizationsTable,
  RentalKeywordsTable,
  RentalRequestsTable,
  UsersTable,
} from '../db/schema.js';

/**
 * Whether any account exists: one row looked at. Counting them all was 45 ms of every start on
 * PGlite with 130,000 accounts (decision 0039).
 */
export async function hasUsers(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function insertDemoUser(db: Kysely<DB>, user: Insertable<UsersTable>): Promise<string> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoOrganization(
  db: Kysely<DB>,
  organization: Insertable<OrganizationsTable>,
): Promise<string> {
  const row = await db.insertInto('organizations').values(organization).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoPost(
  db: Kysely<DB>,
  values: { author_id: string; content: string; at: Date; group?: { id: string; local: boolean } },
): Promise<string> {
  // The post is written in its author's area, as the create-post route does; a private group's
  // post is not `local` (it stays out of the neighbourhood feed).
  const row = await db
    .insertInto('posts')
    .columns([
      'author_id',
      'content',
      'location_suburb',
      'location_city',
      'location_state',
      'location_country',
      'created_at',
      'updated_at',
      'group_id',
      'local',
    ])
    .expression((eb) =>
      eb
        .selectFrom('users')
        .select([
          'users.id',
          eb.val(values.content).as('content'),
          'users.location_suburb',
          'users.location_city',
          'users.location_state',
          'users.location_country',
          eb.val(values.at).as('created_at'),
          eb.val(values.at).as('updated_at'),
          eb.val(values.group?.id ?? null).as('group_id'),
          eb.val(values.group?.local ?? true).as('local'),
        ])
        .where('users.id', '=', values.author_id),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoPostMedia(
  db: Kysely<DB>,
  postId: string,
  images: readonly { keys: { display: string; thumbnail: string }; width: number; height: number }[],
): Promise<void> {
  if (images.length === 0) return;
  await db
    .insertInto('post_media')
    .values(
      images.map((image, position) => ({
        post_id: postId,
        position,
        display_key: image.keys.display,
        thumbnail_key: image.keys.thumbnail,
        width: image.width,
        height: image.height,
      })),
    )
    .execute();
}

export async function insertDemoComment(
  db: Kysely<DB>,
  values: { post_id: string; author_id: string; content: string; at: Date },
): Promise<void> {
  await db
    .insertInto('comments')
    .values({
      post_id: values.post_id,
      author_id: values.author_id,
      content: values.content,
      created_at: values.at,
      updated_at: values.at,
    })
    .execute();
}

/** Sets the counters the routes keep (comments per post, posts per area) from the seeded rows. */
export async function recountDemoCounters(db: Kysely<DB>): Promise<void> {
  await sql`
    UPDATE posts SET comments_count = (SELECT count(*) FROM comments WHERE comments.post_id = posts.id)`.execute(db);
  await sql`DELETE FROM post_area_counts`.execute(db);
  await sql`
    INSERT INTO post_area_counts (location_country, location_state, location_city, location_suburb, posts_count)
    SELECT location_country, location_state, location_city, location_suburb, count(*)
    FROM posts WHERE local GROUP BY 1, 2, 3, 4`.execute(db);
}

export async function insertDemoFollow(
  db: Kysely<DB>,
  values: { follower_id: string; followee_id: string; created_at: Date },
): Promise<void> {
  await db.insertInto('follows').values(values).execute();
}

export async function insertDemoListing(db: Kysely<DB>, listing: Insertable<ListingsTable>): Promise<string> {
  const row = await db.insertInto('listings').values(listing).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoInterest(
  db: Kysely<DB>,
  values: { listing_id: string; user_id: string; created_at: Date },
): Promise<void> {
  await db.insertInto('listing_interests').values(values).execute();
}

export async function insertDemoRentalRequest(
  db: Kysely<DB>,
  request: Insertable<RentalRequestsTable>,
): Promise<string> {
  const row = await db.insertInto('rental_requests').values(request).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoMarketplaceItem(
  db: Kysely<DB>,
  item: Insertable<MarketplaceItemsTable>,
): Promise<string> {
  const row = await db.insertInto('marketplace_items').values(item).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoMarketplaceRows(
  db: Kysely<DB>,
  rows: { interests: Insertable<MarketplaceInterestsTable>[]; saves: Insertable<MarketplaceSavesTable>[] },
): Promise<void> {
  if (rows.interests.length > 0) await db.insertInto('marketplace_interests').values(rows.interests).execute();
  if (rows.saves.length > 0) await db.insertInto('marketplace_saves').values(rows.saves).execute();
}

export async function insertDemoRentalKeyword(db: Kysely<DB>, keyword: Insertable<RentalKeywordsTable>): Promise<void> {
  await db.insertInto('rental_keywords').values(keyword).execute();
}

export async function insertDemoGroup(db: Kysely<DB>, group: Insertable<GroupsTable>): Promise<string> {
  const row = await db.insertInto('groups').values(group).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertDemoGroupMember(db: Kysely<DB>, member: Insertable<GroupMembersTable>): Promise<void> {
  await db.insertInto('group_members').values(member).execute();
}
