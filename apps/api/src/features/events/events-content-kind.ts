import { sql } from 'kysely';
import { notBlockedBetween } from '../../lib/blocks/index.js';
import {
  containsPattern,
  findByStatement,
  type ContentKind,
  type ContentRow,
  type SearchRow,
} from '../../lib/content-kinds/index.js';

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
  // Open events (the neighbourhood's and public groups'), a private group's only for its members,
  // and one's own; never a hidden event or one of a hidden group.
  search: {
    type: 'events',
    hits: (q, viewerId) => sql<SearchRow>`
      SELECT e.id, e.title,
        CASE WHEN e.status = 'cancelled' THEN 'Cancelled · ' || e.place_name ELSE e.place_name END AS subtitle,
        e.cover_thumbnail_key AS image_key, e.created_at
      FROM events e
      WHERE (e.title ILIKE ${containsPattern(q)} OR e.description ILIKE ${containsPattern(q)} OR e.place_name ILIKE ${containsPattern(q)})
        AND e.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'e.organizer_id')}
        AND (e.group_id IS NULL OR NOT EXISTS (
          SELECT 1 FROM groups eg WHERE eg.id = e.group_id AND eg.hidden_at IS NOT NULL))
        AND (e.open OR e.organizer_id = ${viewerId}::uuid OR EXISTS (
          SELECT 1 FROM group_members m
          WHERE m.group_id = e.group_id AND m.user_id = ${viewerId}::uuid AND m.role <> 'pending'))`,
    path: (id) => `/dashboard/events/${id}`,
  },
};
