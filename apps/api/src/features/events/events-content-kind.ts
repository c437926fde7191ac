import { sql } from 'kysely';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

/** An event, of the neighbourhood or of a group; a closed one is private content. */
export const eventContentKind: ContentKind = {
  type: 'event',
  table: 'events',
  label: 'event',
  find: findByStatement(
    (
      id,
    ) => sql<ContentRow>`SELECT e.organizer_id AS author_id, e.hidden_at, trim(e.title || E'\n' || e.description) AS text,
      'Event' || coalesce(' of the group ' || g.name, '') || ' at ' || e.place_name AS context,
      e.created_at, NOT e.open AS private_content, false AS pending
    FROM events e LEFT JOIN groups g ON g.id = e.group_id WHERE e.id = ${id}::uuid`,
  ),
  url: (id) => `/dashboard/events/${id}`,
  inPublicLog: true,
};
