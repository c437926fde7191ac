import { sql } from 'kysely';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

/** An item for sale; its author is the seller. */
export const marketplaceItemContentKind: ContentKind = {
  type: 'marketplace_item',
  table: 'marketplace_items',
  label: 'marketplace item',
  find: findByStatement(
    (
      id,
    ) => sql<ContentRow>`SELECT i.seller_id AS author_id, i.hidden_at, trim(i.title || E'\n' || i.description) AS text,
      'Marketplace item' || CASE WHEN i.location_city <> '' THEN ' in ' || i.location_city ELSE '' END AS context,
      i.created_at, false AS private_content, false AS pending
    FROM marketplace_items i WHERE i.id = ${id}::uuid`,
  ),
  url: (id) => `/dashboard/marketplace/${id}`,
  inPublicLog: true,
};
