import {
  notificationEvents,
  type Invite,
  type NotificationPreferences,
  type UpdateNotificationPreferencesBody,
} from '@ourhood/contract';
import { AppError } from '../../lib/app-error.js';
import type { ProfilesDeps } from './profiles-deps.js';
import { preferencesRow, presentPreferences } from './profiles-presenter.js';
import {
  findInvite,
  findNotificationPreferences,
  lockUser,
  upsertNotificationPreferences,
} from './profiles-repository.js';

/** The stored preferences, or the defaults when the person never changed them. */
export async function getPreferences(deps: ProfilesDeps, userId: string): Promise<NotificationPreferences> {
  return presentPreferences(await findNotificationPreferences(deps.db, userId));
}

/** Merges a partial change into the current preferences and stores the whole set. */
export async function updatePreferences(
  deps: ProfilesDeps,
  userId: string,
  body: UpdateNotificationPreferencesBody,
): Promise<NotificationPreferences> {
  return deps.db.transaction().execute(async (trx) => {
    // The user's row is locked so two partial changes cannot overwrite each other.
    if (!(await lockUser(trx, userId))) throw AppError.unauthorized();
    const current = presentPreferences(await findNotificationPreferences(trx, userId));
    const merged = Object.fromEntries(
      notificationEvents.map((event) => [event, { ...current[event], ...body[event] }]),
    ) as NotificationPreferences;
    await upsertNotificationPreferences(trx, preferencesRow(userId, merged, deps.clock.now()));
    return merged;
  });
}

/** The referral code, the sign-up link of this site with `?ref=CODE`, and how many joined with it. */
export async function getInvite(deps: ProfilesDeps, userId: string): Promise<Invite> {
  const invite = await findInvite(deps.db, userId);
  if (!invite) return { referral_code: null, invite_link: null, joined_count: 0 };
  const base = deps.mail.publicUrl.replace(/\/+$/, '');
  return {
    referral_code: invite.code,
    invite_link: `${base}/signup?ref=${encodeURIComponent(invite.code)}`,
    joined_count: invite.joined,
  };
}
