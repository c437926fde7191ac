import { sql } from 'kysely';
import { findByStatement, type ContentKind, type ContentRow } from '../../lib/content-kinds/index.js';

/** An organization's page; its author is its owner. */
export const organizationContentKind: ContentKind = {
  type: 'organization',
  table: 'organizations',
  label: 'organization page',
  find: findByStatement(
    (
      id,
    ) => sql<ContentRow>`SELECT o.owner_id AS author_id, o.hidden_at, trim(o.business_name || E'\n' || o.description) AS text,
      'Organization' AS context, o.created_at, false AS private_content, false AS pending
    FROM organizations o WHERE o.id = ${id}::uuid`,
  ),
  url: () => null,
  inPublicLog: true,
};
