import { randomBytes } from 'node:crypto';
import {
  GroupMessages,
  pageMetadata,
  type Group,
  type GroupMember,
  type GroupMembersQuery,
  type PageMetadata,
  type UpdateGroupMemberBody,
} from '@ourhood/contract';
import type { GroupRole } from '../../db/schema.js';
import { Permission, requireAccess } from '../../lib/access/index.js';
import { AppError } from '../../lib/app-error.js';
import { isMemberRole, isModeratorRole } from '../../lib/groups/group-access.js';
import { createNotification, createNotifications, type CreatedNotifications } from '../../lib/notifications/index.js';
import { isUuid } from '../../lib/uuid.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { presentMember } from './groups-presenter.js';
import { findGroupIdByInviteToken, lockGroup, setInviteToken } from './groups-repository.js';
import {
  deleteMembership,
  findMember,
  findMembership,
  insertMembership,
  listMemberIds,
  listMembers,
  setMemberRole,
} from './group-members-repository.js';
import { groupNotFound, loadGroup, type GroupsDeps } from './groups-service.js';

const memberNotFound = () => AppError.notFound(GroupMessages.memberNotFound);

/**
 * Joins a group: a public one at once, a private one as a request its owner and admins hear of.
 * Idempotent: a second call (or fifty at once) changes nothing and answers the same.
 */
export async function joinGroup(deps: GroupsDeps, user: AuthUser, id: string): Promise<Group> {
  // Organizations do not join neighbourhood groups (issue 15).
  if (user.accountType !== 'user' || !isUuid(id)) throw groupNotFound();
  const created = await deps.db.transaction().execute(async (trx): Promise<CreatedNotifications | null> => {
    const group = await lockGroup(trx, id);
    if (!group) throw groupNotFound();
    if (await findMembership(trx, id, user.id)) return null;
    const now = deps.clock.now();
    if (group.visibility === 'public') {
      await insertMembership(trx, { groupId: id, userId: user.id, role: 'member', at: now });
      return null;
    }
    await insertMembership(trx, { groupId: id, userId: user.id, role: 'pending', at: now });
    return createNotifications(trx, {
      recipientIds: await listMemberIds(trx, id, ['owner', 'admin']),
      kind: 'group_join_request',
      actorId: user.id,
      subject: { type: 'group', id, title: group.name },
      at: now,
      filterWith: deps.trust,
    });
  });
  if (created) await deps.notifications.announce(created);
  return loadGroup(deps, user.id, id);
}

/** Opening an invite link: the same as joining the group it belongs to; a rotated link is dead. */
export async function joinByInvite(deps: GroupsDeps, user: AuthUser, token: string): Promise<Group> {
  if (user.accountType !== 'user') throw groupNotFound();
  const id = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await findGroupIdByInviteToken(deps.db, token) : undefined;
  if (!id) throw AppError.notFound(GroupMessages.inviteInvalid);
  return joinGroup(deps, user, id);
}

/** Leaves a group, or cancels a request to join. The owner hands the group over first (409). */
export async function leaveGroup(deps: GroupsDeps, userId: string, id: string): Promise<{ role: GroupRole }> {
  if (!isUuid(id)) throw groupNotFound();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockGroup(trx, id))) throw groupNotFound();
    const membership = await findMembership(trx, id, userId);
    if (!membership) throw groupNotFound();
    if (membership.role === 'owner') throw AppError.conflict(GroupMessages.ownerMustHandOver);
    await deleteMembership(trx, id, userId);
    return membership;
  });
}

/**
 * Members of a group (anyone may list a public group's; a private group's only its members), or
 * the pending requests (owners and admins only). Everyone else: 404.
 */
export async function listGroupMembers(
  deps: GroupsDeps,
  viewerId: string,
  id: string,
  query: GroupMembersQuery,
): Promise<{ data: GroupMember[]; metadata: PageMetadata }> {
  if (!isUuid(id)) throw groupNotFound();
  // The same question posting asks: the group's visibility and the viewer's role in it.
  // Requests to owners and admins; members as the group's posts are (hidden: its owner only).
  const permission = query.status === 'pending' ? Permission.GroupModerate : Permission.GroupMembersRead;
  await requireAccess(deps.db, { id: viewerId }, permission, id);
  const { page, limit } = query;
  const { rows, total } = await listMembers(deps.db, id, viewerId, query.status, { limit, offset: (page - 1) * limit });
  return {
    data: rows.map((row) => presentMember(row, (key) => deps.storage.urlFor(key))),
    metadata: pageMetadata(page, limit, total),
  };
}

/**
 * Runs a moderator's change to one member in a transaction that holds the group's lock, after
 * checking the actor's role (404 when they may not act) and that the target exists.
 */
async function moderate<T>(
  deps: GroupsDeps,
  actorId: string,
  id: string,
  targetId: string,
  work: (context: {
    trx: GroupsDeps['db'];
    group: { name: string };
    actorRole: GroupRole;
    targetRole: GroupRole;
  }) => Promise<T>,
): Promise<T> {
  if (!isUuid(id) || !isUuid(targetId)) throw groupNotFound();
  return deps.db.transaction().execute(async (trx) => {
    const group = await lockGroup(trx, id);
    if (!group) throw groupNotFound();
    const actor = await findMembership(trx, id, actorId);
    if (!actor || !isModeratorRole(actor.role)) throw groupNotFound();
    const target = await findMembership(trx, id, targetId);
    if (!target) throw memberNotFound();
    return work({ trx, group, actorRole: actor.role, targetRole: target.role });
  });
}

/** An owner or admin approves a request; the person hears of it. Approving a member again changes nothing. */
export async function approveMember(
  deps: GroupsDeps,
  actorId: string,
  id: string,
  targetId: string,
): Promise<GroupMember> {
  const created = await moderate(deps, actorId, id, targetId, async ({ trx, group, targetRole }) => {
    if (targetRole !== 'pending') return null;
    const now = deps.clock.now();
    await setMemberRole(trx, id, targetId, 'member', now);
    return createNotification(trx, {
      recipientId: targetId,
      kind: 'group_join_approved',
      actorId,
      subject: { type: 'group', id, title: group.name },
      at: now,
    });
  });
  if (created) await deps.notifications.announce(created);
  return loadMember(deps, id, targetId);
}

/**
 * Removes a member or refuses a request. Admins remove members and requests; only the owner
 * removes an admin; nobody removes the owner (404 as for anything one may not do).
 */
export async function removeMember(deps: GroupsDeps, actorId: string, id: string, targetId: string): Promise<void> {
  if (actorId === targetId) throw memberNotFound();
  await moderate(deps, actorId, id, targetId, async ({ trx, actorRole, targetRole }) => {
    if (targetRole === 'owner' || (targetRole === 'admin' && actorRole !== 'owner')) throw memberNotFound();
    await deleteMembership(trx, id, targetId);
  });
}

/**
 * The owner promotes a member to admin or back, or hands the group over (`owner`): the new owner
 * must already belong, and the old owner stays on as an admin.
 */
export async function updateMemberRole(
  deps: GroupsDeps,
  actorId: string,
  id: string,
  targetId: string,
  body: UpdateGroupMemberBody,
): Promise<GroupMember> {
  if (actorId === targetId) throw memberNotFound();
  await moderate(deps, actorId, id, targetId, async ({ trx, actorRole, targetRole }) => {
    if (actorRole !== 'owner' || !isMemberRole(targetRole)) throw memberNotFound();
    if (body.role === 'owner') {
      // One owner at a time (a unique index says so): step down first, then hand over.
      await setMemberRole(trx, id, actorId, 'admin');
      await setMemberRole(trx, id, targetId, 'owner');
      return;
    }
    await setMemberRole(trx, id, targetId, body.role);
  });
  return loadMember(deps, id, targetId);
}

async function loadMember(deps: GroupsDeps, id: string, userId: string): Promise<GroupMember> {
  const row = await findMember(deps.db, id, userId);
  if (!row) throw memberNotFound();
  return presentMember(row, (key) => deps.storage.urlFor(key));
}

/** A new invite token for the group; the old link stops working at once. Owners and admins only. */
export async function rotateInviteLink(deps: GroupsDeps, actorId: string, id: string): Promise<string> {
  if (!isUuid(id)) throw groupNotFound();
  return deps.db.transaction().execute(async (trx) => {
    if (!(await lockGroup(trx, id))) throw groupNotFound();
    const actor = await findMembership(trx, id, actorId);
    if (!actor || !isModeratorRole(actor.role)) throw groupNotFound();
    // 24 random bytes: unguessable, and short enough for a link.
    const token = randomBytes(24).toString('base64url');
    await setInviteToken(trx, id, token, deps.clock.now());
    return token;
  });
}
