import { sql } from 'kysely';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

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
};
