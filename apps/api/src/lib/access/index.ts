// One policy (issue 38): "may this viewer see or act on this thing" is asked here, the same way
// from every feature, as Immich's requireAccess does with its permission enum. Services call
// `requireAccess` first; list queries put `visibleTo` in their WHERE. Nothing here imports a
// feature: the rules read tables, and shared conditions come from lib/blocks and lib/groups.
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import {
  EventMessages,
  GroupMessages,
  MarketplaceMessages,
  OrganizationMessages,
  PostMessages,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../app-error.js';
import { isUuid } from '../uuid.js';
import { Permission, type AccessViewer } from './permissions.js';
import { RULES } from './rules.js';

export { Permission, type AccessViewer } from './permissions.js';
export { visibleTo } from './filters.js';

/** Of `ids`, those the viewer may access with `permission` (one statement; none for no valid id). */
export async function mayAccess(
  db: Kysely<DB>,
  viewer: AccessViewer,
  permission: Permission,
  ids: string | readonly string[],
): Promise<Set<string>> {
  const wanted = [...new Set(typeof ids === 'string' ? [ids] : ids)].filter(isUuid);
  if (wanted.length === 0) return new Set();
  const { table, where } = RULES[permission];
  const result = await sql<{ id: string }>`SELECT ${sql.ref(`${table}.id`)} AS id FROM ${sql.table(table)}
    WHERE ${sql.ref(`${table}.id`)} IN (${sql.join(wanted)}) AND ${where(viewer)}`.execute(db);
  return new Set(result.rows.map((row) => row.id));
}

/**
 * The rule of `permission` as a WHERE condition, for a query that reads the thing's own rows with
 * its table in scope under its own name (`posts`, `groups`, `events`…): the row and the rule in
 * one statement, on hot detail routes and in lists.
 */
export function accessCondition(permission: Permission, viewer: AccessViewer): Expression<SqlBool> {
  return RULES[permission].where(viewer);
}

/** What a refusal says: the thing's own "not found", as every route answers for others' things. */
const NOT_FOUND: Record<Permission, string> = {
  [Permission.PostRead]: PostMessages.postNotFound,
  [Permission.PostComment]: PostMessages.postNotFound,
  [Permission.PostReport]: PostMessages.postNotFound,
  [Permission.PostDelete]: PostMessages.postNotFound,
  [Permission.CommentRead]: PostMessages.commentNotFound,
  [Permission.CommentReport]: PostMessages.commentNotFound,
  [Permission.GroupRead]: GroupMessages.groupNotFound,
  [Permission.GroupMembersRead]: GroupMessages.groupNotFound,
  [Permission.GroupModerate]: GroupMessages.groupNotFound,
  [Permission.OrganizationRead]: OrganizationMessages.organizationNotFound,
  [Permission.OrganizationManage]: OrganizationMessages.organizationNotFound,
  [Permission.EventRead]: EventMessages.eventNotFound,
  [Permission.MarketplaceItemRead]: MarketplaceMessages.itemNotFound,
};

/**
 * Throws 404 unless the viewer may access every one of `ids` with `permission`. Not allowed and
 * missing answer alike (never 403, which signs spec clients out), so nothing tells them apart.
 */
export async function requireAccess(
  db: Kysely<DB>,
  viewer: AccessViewer,
  permission: Permission,
  ids: string | readonly string[],
): Promise<void> {
  const wanted = typeof ids === 'string' ? [ids] : ids;
  const allowed = await mayAccess(db, viewer, permission, wanted);
  if (wanted.length === 0 || wanted.some((id) => !allowed.has(id))) {
    throw AppError.notFound(NOT_FOUND[permission]);
  }
}

/** The id of the organization the viewer owns; 404 for anyone without one (routes under /organization/me). */
export async function requireOwnOrganization(db: Kysely<DB>, viewer: AccessViewer): Promise<string> {
  const row = await db.selectFrom('organizations').select('id').where('owner_id', '=', viewer.id).executeTakeFirst();
  if (!row) throw AppError.notFound(OrganizationMessages.organizationNotFound);
  return row.id;
}
