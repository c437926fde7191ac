import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, CreatedAtSet, UpdatedAt, UpdatedAtSet } from './common.js';

// Listings, rental requests and the neighbour marketplace.

export interface ListingsTable {
  id: Generated<string>;
  organization_id: string;
  title: string;
  description: Generated<string>;
  price_cents: number | null;
  photo_key: string | null;
  photo_thumbnail_key: string | null;
  active: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface ListingInterestsTable {
  listing_id: string;
  user_id: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface RentalRequestsTable {
  id: Generated<string>;
  requester_id: string;
  item_name: string;
  description: string;
  duration: string;
  image_key: string | null;
  image_thumbnail_key: string | null;
  image_owned: Generated<boolean>;
  status: Generated<'open' | 'accepted' | 'completed'>;
  accepted_by: string | null;
  accepted_at: Date | null;
  completed_at: Date | null;
  location_suburb: Generated<string>;
  location_city: Generated<string>;
  location_state: Generated<string>;
  location_country: Generated<string>;
  /** The grid cell's centre of the poster's saved location (issue 44, never finer): lib/geo/map-grid.ts. */
  map_lat: ColumnType<number | null, number | null | undefined, number | null>;
  map_lng: ColumnType<number | null, number | null | undefined, number | null>;
  matched_at: Date | null;
  /** When the requester confirmed the lender (0013); contacts are shown from then on. */
  confirmed_at: Date | null;
  created_at: CreatedAtSet;
  updated_at: UpdatedAtSet;
  /** Hidden by moderation (0017): only the author and moderators see it. */
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

export interface RentalKeywordsTable {
  id: Generated<string>;
  user_id: string;
  keyword: string;
  match_key: string;
  created_at: CreatedAtSet;
}

/** The neighbour marketplace (migration 0028, decision 0030). */
export interface MarketplaceItemsTable {
  id: Generated<string>;
  seller_id: string;
  title: string;
  description: string;
  category: string;
  condition: string;
  /** Minor units of `currency`; bigint, read as a string by node-postgres and a number by PGlite. */
  price_minor: ColumnType<number, number, number>;
  currency: string;
  /** [{ display, thumbnail }] storage keys in order. */
  photos: ColumnType<MarketplacePhotoKeys[], string, string>;
  status: Generated<string>;
  buyer_id: string | null;
  reserved_at: Date | null;
  sold_at: Date | null;
  withdrawn_at: Date | null;
  location_suburb: string;
  location_city: string;
  location_state: string;
  location_country: string;
  /** The grid cell's centre of the poster's saved location (issue 44, never finer): lib/geo/map-grid.ts. */
  map_lat: ColumnType<number | null, number | null | undefined, number | null>;
  map_lng: ColumnType<number | null, number | null | undefined, number | null>;
  hidden_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  matched_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: ColumnType<Date, Date, never>;
  updated_at: Date;
}

export interface MarketplacePhotoKeys {
  display: string;
  thumbnail: string;
}

export interface MarketplaceInterestsTable {
  item_id: string;
  user_id: string;
  created_at: ColumnType<Date, Date, never>;
}

export interface MarketplaceSavesTable {
  user_id: string;
  item_id: string;
  created_at: ColumnType<Date, Date, never>;
}
