import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

// The archive's boards and organization parts (decision 0077): the account's own items, requests,
// reviews and organization, and of others no more than their public names.

const nameOf = (user: string) =>
  sql<string>`concat_ws(' ', ${sql.ref(`${user}.first_name`)}, ${sql.ref(`${user}.last_name`)})`;

export async function marketplaceOf(db: Kysely<DB>, userId: string) {
  const [items, interested, saved] = await Promise.all([
    db
      .selectFrom('marketplace_items')
      .select([
        'id',
        'title',
        'description',
        'category',
        'condition',
        'price_minor',
        'currency',
        'photos',
        'status',
        'reserved_at',
        'sold_at',
        'withdrawn_at',
        'created_at',
        'updated_at',
      ])
      .where('seller_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('marketplace_interests')
      .innerJoin('marketplace_items', 'marketplace_items.id', 'marketplace_interests.item_id')
      .select(['marketplace_items.id as item_id', 'marketplace_items.title', 'marketplace_interests.created_at'])
      .where('marketplace_interests.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('marketplace_saves')
      .innerJoin('marketplace_items', 'marketplace_items.id', 'marketplace_saves.item_id')
      .select(['marketplace_items.id as item_id', 'marketplace_items.title', 'marketplace_saves.created_at'])
      .where('marketplace_saves.user_id', '=', userId)
      .execute(),
  ]);
  return {
    items: items.map(({ photos, ...item }) => ({ ...item, media_keys: photos.map((photo) => photo.display) })),
    interested_in: interested,
    saved,
  };
}

export async function rentalsOf(db: Kysely<DB>, userId: string) {
  const [requested, lent] = await Promise.all([
    db
      .selectFrom('rental_requests')
      .leftJoin('users as lender', 'lender.id', 'rental_requests.accepted_by')
      .select([
        'rental_requests.id',
        'rental_requests.item_name',
        'rental_requests.description',
        'rental_requests.duration',
        'rental_requests.status',
        'rental_requests.image_key',
        'rental_requests.image_owned',
        sql<string | null>`CASE WHEN lender.id IS NULL THEN NULL ELSE ${nameOf('lender')} END`.as('lender_name'),
        'rental_requests.accepted_at',
        'rental_requests.completed_at',
        'rental_requests.created_at',
      ])
      .where('rental_requests.requester_id', '=', userId)
      .orderBy('rental_requests.created_at')
      .execute(),
    db
      .selectFrom('rental_requests')
      .innerJoin('users as requester', 'requester.id', 'rental_requests.requester_id')
      .select([
        'rental_requests.id',
        'rental_requests.item_name',
        'rental_requests.status',
        nameOf('requester').as('requester_name'),
        'rental_requests.accepted_at',
        'rental_requests.completed_at',
      ])
      .where('rental_requests.accepted_by', '=', userId)
      .execute(),
  ]);
  return {
    // An image the requester uploaded is theirs; a stock image (not owned) is not exported.
    requested: requested.map(({ image_key, image_owned, ...request }) => ({
      ...request,
      media_keys: image_owned && image_key ? [image_key] : [],
    })),
    lent,
  };
}

/** Reviews the account wrote, and for an organization those it received (with public names). */
export async function reviewsOf(db: Kysely<DB>, userId: string) {
  const [written, received] = await Promise.all([
    db
      .selectFrom('organization_reviews')
      .innerJoin('organizations', 'organizations.id', 'organization_reviews.organization_id')
      .select([
        'organization_reviews.id',
        'organizations.business_name as organization',
        'organization_reviews.rating',
        'organization_reviews.text',
        'organization_reviews.reply_text',
        'organization_reviews.created_at',
        'organization_reviews.updated_at',
      ])
      .where('organization_reviews.author_id', '=', userId)
      .execute(),
    db
      .selectFrom('organization_reviews')
      .innerJoin('organizations', 'organizations.id', 'organization_reviews.organization_id')
      .innerJoin('users as author', 'author.id', 'organization_reviews.author_id')
      .select([
        'organization_reviews.id',
        nameOf('author').as('author_name'),
        'organization_reviews.rating',
        'organization_reviews.text',
        'organization_reviews.reply_text',
        'organization_reviews.replied_at',
        'organization_reviews.created_at',
      ])
      .where('organizations.owner_id', '=', userId)
      .where('organization_reviews.hidden_at', 'is', null)
      .execute(),
  ]);
  return { written, received };
}

/** An organization account's profile, listings and updates (empty for a neighbour). */
export async function organizationOf(db: Kysely<DB>, userId: string) {
  const profile = await db
    .selectFrom('organizations')
    .select([
      'id',
      'business_name',
      'description',
      'category',
      'contact_email',
      'contact_phone',
      'contact_email_public',
      'contact_phone_public',
      'website',
      'address',
      'city',
      'state',
      'opening_hours',
      'logo_key',
      'cover_key',
      'location_suburb',
      'location_city',
      'location_state',
      'location_country',
      'rating_count',
      'rating_average',
      'created_at',
      'updated_at',
    ])
    .where('owner_id', '=', userId)
    .executeTakeFirst();
  if (!profile) return null;
  const [listings, updates] = await Promise.all([
    db
      .selectFrom('listings')
      .select(['id', 'title', 'description', 'price_cents', 'photo_key', 'active', 'created_at', 'updated_at'])
      .where('organization_id', '=', profile.id)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('posts')
      .select(['id', 'content', 'offer_ends_at', 'reaction_counts', 'comments_count', 'created_at'])
      .where('organization_id', '=', profile.id)
      .orderBy('created_at')
      .execute(),
  ]);
  return { profile, listings, updates };
}
