import { sql } from 'kysely';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

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
};
