import { sql } from 'kysely';
import { notBlockedBetween } from '../../lib/blocks/index.js';
import {
  containsPattern,
  findByStatement,
  type ContentKind,
  type ContentRow,
  type SearchRow,
} from '../../lib/content-kinds/index.js';

/** A profile: its author is the account itself, the one kind a moderator can suspend or ban. */
export const profileContentKind: ContentKind = {
  type: 'user',
  table: 'users',
  label: 'profile',
  find: findByStatement(
    (
      id,
    ) => sql<ContentRow>`SELECT u.id AS author_id, u.hidden_at, trim(u.first_name || ' ' || u.last_name || E'\n' || u.bio) AS text,
      'Profile' || CASE WHEN u.location_city <> '' THEN ' in ' || u.location_city ELSE '' END AS context,
      u.created_at, false AS private_content, false AS pending
    FROM users u WHERE u.id = ${id}::uuid`,
  ),
  url: (id) => `/dashboard/profile/${id}`,
  inPublicLog: true,
  account: true,
  // Verified neighbours found by name, never by e-mail (which no query reads).
  search: {
    type: 'people',
    hits: (q, viewerId) => sql<SearchRow>`
      SELECT u.id, u.first_name || ' ' || u.last_name AS title,
        nullif(concat_ws(', ', nullif(u.location_suburb, ''), nullif(u.location_city, '')), '') AS subtitle,
        u.avatar_thumbnail_key AS image_key, u.created_at
      FROM users u
      WHERE u.account_type = 'user' AND u.email_verified_at IS NOT NULL
        AND (u.first_name || ' ' || u.last_name) ILIKE ${containsPattern(q)}
        AND u.hidden_at IS NULL AND ${notBlockedBetween(viewerId, 'u.id')}`,
    path: (id) => `/dashboard/profile/${id}`,
  },
};
