import {
  ProfileMessages,
  type PublicUser,
  type UpdateProfileBody,
  type UserSelf,
  type UserStats,
} from '@ourhood/contract';
import { isBlockedEitherWay } from '../../lib/blocks/index.js';
import { AppError } from '../../lib/app-error.js';
import { deleteStoredImages, type MultipartUpload } from '../../lib/images/index.js';
import { createNotification, notifiedSince } from '../../lib/notifications/index.js';
import { presentUserSelf } from '../../lib/users/user-self-presenter.js';
import { findUserSelf } from '../../lib/users/user-self-repository.js';
import { isUuid } from '../../lib/uuid.js';
import type { ProfilesDeps } from './profiles-deps.js';

/** A follow undone and redone within this time does not notify again. */
const FOLLOW_NOTICE_INTERVAL_MS = 24 * 60 * 60 * 1000;
import { presentPublicUser, presentStats } from './profiles-presenter.js';
import {
  deleteFollow,
  findPublicUser,
  findUserStats,
  insertFollow,
  replaceAvatarKeys,
  updateProfileFields,
} from './profiles-repository.js';

const userNotFound = () => AppError.notFound(ProfileMessages.userNotFound);

/**
 * A profile is 404 across a block (both ways) and, once hidden by a moderator, to everyone but its
 * owner and moderators (decision 0020).
 */
async function assertProfileVisible(
  deps: ProfilesDeps,
  viewerId: string,
  id: string,
  moderator = false,
): Promise<void> {
  if (viewerId === id) return;
  if (await isBlockedEitherWay(deps.db, viewerId, id)) throw userNotFound();
  if (!moderator) {
    const hidden = await deps.db.selectFrom('users').select('hidden_at').where('id', '=', id).executeTakeFirst();
    if (hidden?.hidden_at) throw userNotFound();
  }
}

export async function getPublicProfile(
  deps: ProfilesDeps,
  id: string,
  viewerId?: string,
  moderator = false,
): Promise<PublicUser> {
  if (!isUuid(id)) throw userNotFound();
  if (viewerId) await assertProfileVisible(deps, viewerId, id, moderator);
  const row = await findPublicUser(deps.db, id);
  if (!row) throw userNotFound();
  return presentPublicUser(row, deps.urlFor);
}

export async function getStats(deps: ProfilesDeps, viewerId: string, id: string): Promise<UserStats> {
  if (!isUuid(id)) throw userNotFound();
  await assertProfileVisible(deps, viewerId, id);
  const row = await findUserStats(deps.db, id, viewerId);
  if (!row) throw userNotFound();
  return presentStats(row);
}

/** Follows (or unfollows) a user; doing it twice changes nothing. Answers the target's new stats. */
export async function setFollowing(
  deps: ProfilesDeps,
  viewerId: string,
  id: string,
  following: boolean,
): Promise<UserStats> {
  if (!isUuid(id)) throw userNotFound();
  if (id === viewerId) throw AppError.badRequest(ProfileMessages.cannotFollowSelf);
  // No follow across a block: the account does not exist for either side (decision 0020).
  if (following) await assertProfileVisible(deps, viewerId, id);
  if (following) {
    const at = deps.clock.now();
    // The notification is written with the follow, and only for a new one (not a repeated call),
    // and not again for a follow undone and redone within a day (issue 18: calm notifications).
    const created = await deps.db.transaction().execute(async (trx) => {
      if (!(await insertFollow(trx, viewerId, id, at))) return undefined;
      const since = new Date(at.getTime() - FOLLOW_NOTICE_INTERVAL_MS);
      if (await notifiedSince(trx, { recipientId: id, kind: 'new_follower', actorId: viewerId, since })) {
        return undefined;
      }
      return createNotification(trx, {
        recipientId: id,
        kind: 'new_follower',
        actorId: viewerId,
        subject: null,
        at,
        filterWith: deps.trust,
      });
    });
    if (created) await deps.notifications.announce(created);
  } else if (await deleteFollow(deps.db, viewerId, id)) deps.insights.followerLost(id);
  // Unknown users: the insert selected nothing, and there are no stats to answer.
  return getStats(deps, viewerId, id);
}

/** The caller's own view (with e-mail and referral); a session whose user is gone is a dead token. */
export async function getSelf(deps: ProfilesDeps, userId: string): Promise<UserSelf> {
  const row = await findUserSelf(deps.db, userId);
  if (!row) throw AppError.unauthorized();
  return presentUserSelf(row, deps.urlFor);
}

export async function updateProfile(deps: ProfilesDeps, userId: string, body: UpdateProfileBody): Promise<UserSelf> {
  const fields: UpdateProfileBody = {};
  if (body.first_name !== undefined) fields.first_name = body.first_name;
  if (body.last_name !== undefined) fields.last_name = body.last_name;
  if (body.bio !== undefined) fields.bio = body.bio;
  if (body.locale !== undefined) fields.locale = body.locale;
  if (Object.keys(fields).length > 0) {
    if (!(await updateProfileFields(deps.db, userId, fields, deps.clock.now()))) throw AppError.unauthorized();
  }
  return getSelf(deps, userId);
}

/**
 * Sets the profile picture from an upload whose images are already stored (readMultipart). The
 * new keys are written in one locked update; the old files are deleted only after the commit, and
 * a failure deletes the new files, so nothing is ever orphaned or left dangling.
 */
export async function setAvatar(deps: ProfilesDeps, userId: string, upload: MultipartUpload): Promise<UserSelf> {
  let oldKeys: string[];
  try {
    const image = upload.images[0];
    if (!image) {
      throw AppError.badRequest(ProfileMessages.avatarRequired, { avatar: ProfileMessages.avatarRequired });
    }
    const replaced = await deps.db
      .transaction()
      .execute((trx) => replaceAvatarKeys(trx, userId, image.keys, deps.clock.now()));
    if (!replaced) throw AppError.unauthorized();
    oldKeys = replaced;
  } catch (error) {
    await upload.discard();
    throw error;
  }
  await deleteFiles(deps, oldKeys);
  return getSelf(deps, userId);
}

/** Back to initials: the avatar's files are deleted after the commit. */
export async function removeAvatar(deps: ProfilesDeps, userId: string): Promise<UserSelf> {
  const oldKeys = await deps.db.transaction().execute((trx) => replaceAvatarKeys(trx, userId, null, deps.clock.now()));
  if (!oldKeys) throw AppError.unauthorized();
  await deleteFiles(deps, oldKeys);
  return getSelf(deps, userId);
}

async function deleteFiles(deps: ProfilesDeps, keys: string[]): Promise<void> {
  const failed = await deleteStoredImages(deps.storage, keys);
  if (failed.length > 0) deps.log.warn({ keys: failed }, 'could not delete replaced profile picture');
}
