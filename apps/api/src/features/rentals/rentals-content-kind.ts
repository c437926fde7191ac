import { sql } from 'kysely';
import { notBlockedBetween } from '../../lib/blocks/index.js';
import {
  containsPattern,
  findByStatement,
  type ContentKind,
  type ContentRow,
  type SearchRow,
} from '../../lib/content-kinds/index.js';

/** A rental request; its author is the one who asks to borrow. */
export const rentalRequestContentKind: ContentKind = {
  type: 'rental_request',
  table: 'rental_requests',
  label: 'rental request',
  find: findByStatement(
    (
      id,
    ) => sql<ContentRow>`SELECT r.requester_id AS author_id, r.hidden_at, trim(r.item_name || E'\n' || r.description) AS text,
      'Rental request' AS context, r.created_at, false AS private_content, false AS pending
    FROM rental_requests r WHERE r.id = ${id}::uuid`,
  ),
  url: () => '/dashboard/rentals',
  inPublicLog: true,
  // Open rental requests only.
  search: {
    type: 'rentals',
    hits: (q, viewerId) => sql<SearchRow>`
      SELECT r.id, r.item_name AS title,
        nullif(concat_ws(', ', nullif(r.location_suburb, ''), nullif(r.location_city, '')), '') AS subtitle,
        r.image_thumbnail_key AS image_key, r.created_at
      FROM rental_requests r
      WHERE r.status = 'open' AND (r.item_name ILIKE ${containsPattern(q)} OR r.description ILIKE ${containsPattern(q)})
        AND r.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'r.requester_id')}`,
    path: () => '/dashboard/rentals',
  },
};
