import * as apiRoutes from '@ourhood/contract/route-table';
import { routeServer } from '../../lib/routes/serve-route.js';
import { ok } from '../../lib/success.js';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProfileMessages } from '@ourhood/contract';
import { imageLimitsFrom, readMultipart } from '../../lib/images/index.js';
import { changePassword, deleteAccount } from './account-service.js';
import { profilesDeps, type ProfilesOptions } from './profiles-deps.js';
import {
  getPublicProfile,
  getStats,
  removeAvatar,
  setAvatar,
  setFollowing,
  updateProfile,
} from './profiles-service.js';
import { getInvite, getPreferences, updatePreferences } from './settings-service.js';
import { isModerator, signedIn } from '../../plugins/authenticate.js';

/** Square-ish avatars: the display version for profiles, the thumbnail for author blocks. */
const AVATAR_DISPLAY_SIZE = 512;
const AVATAR_THUMBNAIL_SIZE = 128;

export async function profilesRoutes(fastify: FastifyInstance, options: ProfilesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const serve = routeServer(app, ['profiles']);
  const deps = (log: FastifyInstance['log']) => profilesDeps(app, log, options);
  // Routes that hash a password are limited per address like the auth routes (argon2 is costly).
  const passwordRouteConfig = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  serve(
    apiRoutes.getUser,
    { summary: "Someone's public profile (never e-mail, referral, role or coordinates)." },
    async (request) =>
      ok(
        ProfileMessages.userLoaded,
        await getPublicProfile(deps(request.log), request.params.id, signedIn(request).id, isModerator(request.user)),
      ),
  );

  serve(
    apiRoutes.getUserStats,
    { summary: 'Posts, followers and followings of a user, and whether the caller follows them.' },
    async (request) =>
      ok(ProfileMessages.statsLoaded, await getStats(deps(request.log), signedIn(request).id, request.params.id)),
  );

  for (const [route, following] of [
    [apiRoutes.followUser, true],
    [apiRoutes.unfollowUser, false],
  ] as const) {
    serve(
      route,
      { summary: `${following ? 'Follow' : 'Unfollow'} a user or organization (idempotent); answers their new stats.` },
      async (request) =>
        ok(
          following ? ProfileMessages.followed : ProfileMessages.unfollowed,
          await setFollowing(deps(request.log), signedIn(request).id, request.params.id, following),
        ),
    );
  }

  serve(
    apiRoutes.updateMe,
    { summary: "Edit one's first name, last name and bio (the sign-up rules for names)." },
    async (request) =>
      ok(ProfileMessages.profileUpdated, await updateProfile(deps(request.log), signedIn(request).id, request.body)),
  );

  serve(
    apiRoutes.deleteMe,
    {
      summary: "Delete one's account with the password: posts, comments, follows, pictures and sessions go.",
      errors: [429],
      config: passwordRouteConfig,
    },
    async (request) => {
      await deleteAccount(deps(request.log), signedIn(request).id, request.body);
      await app.notifications.announceSessionsEnded(signedIn(request).id);
      return ok(ProfileMessages.accountDeleted, {});
    },
  );

  serve(
    apiRoutes.uploadAvatar,
    { summary: 'Set the profile picture: multipart, one image in the file field `avatar`.', errors: [413, 415] },
    async (request) => {
      const d = deps(request.log);
      const upload = await readMultipart(request, {
        storage: d.storage,
        limits: imageLimitsFrom(app.config),
        maxFiles: 1,
        fileField: 'avatar',
        displaySize: AVATAR_DISPLAY_SIZE,
        thumbnailSize: AVATAR_THUMBNAIL_SIZE,
      });
      return ok(ProfileMessages.avatarUpdated, await setAvatar(d, signedIn(request).id, upload));
    },
  );

  serve(apiRoutes.removeAvatar, { summary: 'Remove the profile picture (back to initials).' }, async (request) =>
    ok(ProfileMessages.avatarRemoved, await removeAvatar(deps(request.log), signedIn(request).id)),
  );

  serve(
    apiRoutes.changePassword,
    {
      summary: 'Change the password: the current one is required; other sessions are revoked; a notice is e-mailed.',
      errors: [429],
      config: passwordRouteConfig,
    },
    async (request) => {
      await changePassword(deps(request.log), signedIn(request), request.body);
      await app.notifications.announceSessionsEnded(signedIn(request).id);
      return ok(ProfileMessages.passwordChanged, {});
    },
  );

  serve(
    apiRoutes.getNotificationPreferences,
    { summary: 'Which events reach the caller, in the app and by e-mail.' },
    async (request) =>
      ok(ProfileMessages.preferencesLoaded, await getPreferences(deps(request.log), signedIn(request).id)),
  );

  serve(
    apiRoutes.updateNotificationPreferences,
    { summary: 'Change any subset of the notification preferences; answers all of them.' },
    async (request) =>
      ok(
        ProfileMessages.preferencesSaved,
        await updatePreferences(deps(request.log), signedIn(request).id, request.body),
      ),
  );

  serve(
    apiRoutes.getInvite,
    { summary: 'The referral code, the sign-up link with `?ref=CODE`, and how many neighbours joined with it.' },
    async (request) => ok(ProfileMessages.inviteLoaded, await getInvite(deps(request.log), signedIn(request).id)),
  );
}
