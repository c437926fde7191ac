import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';

/** What the setup checklist is made of, read from the organization's own rows. */
export interface SetupRow {
  location: boolean;
  logo: boolean;
  description: boolean;
  opening_hours: unknown;
  first_listing: boolean;
  first_update: boolean;
}

/**
 * One statement (decision 0075): the organization by its owner (unique), its first listing and
 * first update each an index probe (listings_organization_newest, posts_organization_newest).
 * "Location" is what publishing an update asks for: an area (location_city), as the update's
 * service checks.
 */
export async function findSetup(db: Kysely<DB>, ownerId: string): Promise<SetupRow | undefined> {
  return db
    .selectFrom('organizations as o')
    .select([
      sql<boolean>`o.location_city <> ''`.as('location'),
      sql<boolean>`o.logo_key IS NOT NULL`.as('logo'),
      sql<boolean>`btrim(o.description) <> ''`.as('description'),
      'o.opening_hours',
      sql<boolean>`EXISTS (SELECT 1 FROM listings l WHERE l.organization_id = o.id)`.as('first_listing'),
      sql<boolean>`EXISTS (SELECT 1 FROM posts p WHERE p.organization_id = o.id)`.as('first_update'),
    ])
    .where('o.owner_id', '=', ownerId)
    .executeTakeFirst();
}
