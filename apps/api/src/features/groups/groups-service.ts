import type { TrustSettings } from '../../lib/trust/index.js';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import {
  createGroupBodySchema,
  GroupLimits,
  GroupMessages,
  pageMetadata,
  updateGroupBodySchema,
  type Group,
  type GroupListQuery,
  type PageMetadata,
  type UpdateGroupBody,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isModeratorRole } from '../../lib/groups/group-access.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import type { NotificationHub } from '../../lib/notifications/index.js';
import { parseFields } from '../../lib/parse-fields.js';
import { assertUnderLimit, recordEvent, withEventLock, type EventLimit } from '../../lib/rate-limits/event-limits.js';
import type { MediaStorage } from '../../lib/storage/index.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { presentGroup } from './groups-presenter.js';
import {
  deleteGroups,
  findGroup,
  findReadableGroup,
  groupFileKeys,
  insertGroup,
  listGroups,
  lockGroup,
  updateGroup,
  type NewGroup,
} from './groups-repository.js';

export interface GroupsDeps {
  db: Kysely<DB>;
  storage: MediaStorage;
  log: FastifyBaseLogger;
  clock: Clock;
  notifications: NotificationHub;
  /** Trust settings: a new account's join request waits in a filtered box (decision 0069). */
  trust: TrustSettings;
}

export const groupNotFound = () => AppError.notFound(GroupMessages.groupNotFound);

/** Groups a neighbour may create in a day: a spam wave is refused (429) before any photo is processed. */
export const GROUP_CREATE_LIMIT: EventLimit = {
  kind: 'group_create',
  max: GroupLimits.createdPerDay,
  windowMs: 24 * 60 * 60 * 1000,
  message: GroupMessages.tooManyGroups,
};

/** Text fields through the contract's schema; every failing field becomes a field error (400). */
const parseGroupFields = <T>(schema: z.ZodType<T>, input: unknown): T =>
  parseFields(schema, input ?? {}, { fallback: { field: 'name', message: GroupMessages.nameRequired } });

const urlFor = (deps: GroupsDeps) => (key: string) => deps.storage.urlFor(key);

/**
 * One group as the viewer may see it. A private group is invisible from outside (404) except to
 * someone who asked to join; its name and description are found through search only.
 */
export async function getGroup(deps: GroupsDeps, viewerId: string, id: string): Promise<Group> {
  if (!isUuid(id)) throw groupNotFound();
  // Permission.GroupRead, asked in the row's own statement: hidden (but to its owner) and private
  // (but to someone with a row) answer the same 404 as a missing group.
  const row = await findReadableGroup(deps.db, id, viewerId);
  if (!row) throw groupNotFound();
  return presentGroup(row, urlFor(deps));
}

/** Reads a group for the viewer after a change, whatever its visibility (they have a row, or it is public). */
export async function loadGroup(deps: GroupsDeps, viewerId: string, id: string): Promise<Group> {
  const row = await findGroup(deps.db, id, viewerId);
  if (!row) throw groupNotFound();
  return presentGroup(row, urlFor(deps));
}

export async function listGroupsFor(
  deps: GroupsDeps,
  viewer: AuthUser,
  query: GroupListQuery,
): Promise<{ data: Group[]; metadata: PageMetadata }> {
  const { page, limit } = query;
  const { rows, total } = await listGroups(
    deps.db,
    {
      viewerId: viewer.id,
      area: viewer.area.city === '' ? null : viewer.area,
      search: query.search || undefined,
      mine: query.mine,
    },
    { limit, offset: (page - 1) * limit },
  );
  return { data: rows.map((row) => presentGroup(row, urlFor(deps))), metadata: pageMetadata(page, limit, total) };
}

/** Refused early, before a cover is processed; the insert checks again under the lock. */
export async function assertMayCreateGroup(deps: GroupsDeps, user: AuthUser): Promise<void> {
  // Organizations do not run neighbourhood groups (issue 15): the route does not exist for them.
  if (user.accountType !== 'user') throw AppError.notFound();
  if (user.area.city === '') throw AppError.badRequest(GroupMessages.noLocation);
  await assertUnderLimit(deps.db, deps.clock, GROUP_CREATE_LIMIT, user.id);
}

/**
 * Creates a group owned by its creator, in the creator's area. Multipart fields or JSON; a failure
 * leaves neither rows nor the cover's files.
 */
export async function createGroup(
  deps: GroupsDeps,
  user: AuthUser,
  input: unknown,
  upload?: MultipartUpload,
): Promise<Group> {
  let id: string;
  try {
    await assertMayCreateGroup(deps, user);
    const fields = parseGroupFields(createGroupBodySchema, input);
    const image = upload?.images[0];
    const cover: NewGroup['cover'] = image
      ? { display: image.keys.display, thumbnail: image.keys.thumbnail, width: image.width, height: image.height }
      : null;
    id = await withEventLock(deps.db, GROUP_CREATE_LIMIT, user.id, async (trx) => {
      await assertUnderLimit(trx, deps.clock, GROUP_CREATE_LIMIT, user.id);
      await recordEvent(trx, deps.clock, GROUP_CREATE_LIMIT, user.id);
      return insertGroup(trx, {
        ...fields,
        area: user.area,
        cover,
        ownerId: user.id,
        at: deps.clock.now(),
      });
    });
  } catch (error) {
    await upload?.discard();
    throw error;
  }
  return loadGroup(deps, user.id, id);
}

/** Owners and admins edit the name, the description and the cover; anyone else gets 404. */
export async function updateGroupDetails(
  deps: GroupsDeps,
  userId: string,
  id: string,
  input: unknown,
  upload?: MultipartUpload,
): Promise<Group> {
  let replaced: string[] = [];
  try {
    if (!isUuid(id)) throw groupNotFound();
    const fields: UpdateGroupBody = parseGroupFields(updateGroupBodySchema, input);
    const image = upload?.images[0];
    const cover: NewGroup['cover'] | undefined = image
      ? { display: image.keys.display, thumbnail: image.keys.thumbnail, width: image.width, height: image.height }
      : fields.remove_cover
        ? null
        : undefined;
    replaced = await deps.db.transaction().execute(async (trx) => {
      const group = await findGroup(trx, id, userId);
      if (!group || !isModeratorRole(group.viewer_role)) throw groupNotFound();
      return updateGroup(trx, id, {
        name: fields.name,
        description: fields.description,
        eventCreators: fields.event_creators,
        cover,
        at: deps.clock.now(),
      });
    });
  } catch (error) {
    await upload?.discard();
    throw error;
  }
  await removeFiles(deps, replaced, 'a replaced group cover');
  return loadGroup(deps, userId, id);
}

/** The owner deletes the group: its posts, comments, memberships, notifications and files. */
export async function deleteGroup(deps: GroupsDeps, userId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw groupNotFound();
  const keys = await deps.db.transaction().execute(async (trx) => {
    if (!(await lockGroup(trx, id))) throw groupNotFound();
    const group = await findGroup(trx, id, userId);
    if (group?.viewer_role !== 'owner') throw groupNotFound();
    const files = await groupFileKeys(trx, [id]);
    await deleteGroups(trx, [id]);
    return files;
  });
  await removeFiles(deps, keys, 'a deleted group');
}

async function removeFiles(deps: GroupsDeps, keys: string[], what: string): Promise<void> {
  if (keys.length === 0) return;
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, `could not delete the files of ${what}`);
}
