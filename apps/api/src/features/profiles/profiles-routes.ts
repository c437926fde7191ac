import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  deleteAccountBodySchema,
  emptySuccessSchema,
  errorEnvelopeSchema,
  inviteResponseSchema,
  notificationPreferencesResponseSchema,
  profileMeResponseSchema,
  ProfileMessages,
  publicUserResponseSchema,
  updateNotificationPreferencesBodySchema,
  updateProfileBodySchema,
  userIdParamsSchema,
  userStatsResponseSchema,
} from '@ourhood/contract';
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

const errors = { 400: errorEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export async function profilesRoutes(fastify: FastifyInstance, options: ProfilesOptions): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // onRequest, not preHandler: a visitor gets 401 before any body is validated or read.
  app.addHook('onRequest', app.requireAuth);
  const tags = ['profiles'];
  const security = [{ bearerAuth: [] }];
  const deps = (log: FastifyInstance['log']) => profilesDeps(app, log, options);
  // Routes that hash a password are limited per address like the auth routes (argon2 is costly).
  const passwordRouteConfig = { rateLimit: { max: app.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } };

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        security,
        summary: "Someone's public profile (never e-mail, referral, role or coordinates).",
        params: userIdParamsSchema,
        response: { 200: publicUserResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ProfileMessages.userLoaded,
      data: await getPublicProfile(
        deps(request.log),
        request.params.id,
        signedIn(request).id,
        isModerator(request.user),
      ),
    }),
  );

  app.get(
    '/users/:id/stats',
    {
      schema: {
        tags,
        security,
        summary: 'Posts, followers and followings of a user, and whether the caller follows them.',
        params: userIdParamsSchema,
        response: { 200: userStatsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ProfileMessages.statsLoaded,
      data: await getStats(deps(request.log), signedIn(request).id, request.params.id),
    }),
  );

  for (const [action, following] of [
    ['follow', true],
    ['unfollow', false],
  ] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags,
          security,
          summary: `${following ? 'Follow' : 'Unfollow'} a user or organization (idempotent); answers their new stats.`,
          params: userIdParamsSchema,
          response: { 200: userStatsResponseSchema, ...errors },
        },
      },
      async (request) => ({
        status: 'success' as const,
        message: following ? ProfileMessages.followed : ProfileMessages.unfollowed,
        data: await setFollowing(deps(request.log), signedIn(request).id, request.params.id, following),
      }),
    );
  }

  app.patch(
    '/users/profile/me',
    {
      schema: {
        tags,
        security,
        summary: "Edit one's first name, last name and bio (the sign-up rules for names).",
        body: updateProfileBodySchema,
        response: { 200: profileMeResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ProfileMessages.profileUpdated,
      data: await updateProfile(deps(request.log), signedIn(request).id, request.body),
    }),
  );

  app.delete(
    '/users/profile/me',
    {
      config: passwordRouteConfig,
      schema: {
        tags,
        security,
        summary: "Delete one's account with the password: posts, comments, follows, pictures and sessions go.",
        body: deleteAccountBodySchema,
        response: {
          200: emptySuccessSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await deleteAccount(deps(request.log), signedIn(request).id, request.body);
      await app.notifications.announceSessionsEnded(signedIn(request).id);
      return { status: 'success' as const, message: ProfileMessages.accountDeleted, data: {} };
    },
  );

  app.post(
    '/users/profile/avatar',
    {
      schema: {
        tags,
        security,
        summary: 'Set the profile picture: multipart, one image in the file field `avatar`.',
        consumes: ['multipart/form-data'],
        response: {
          200: profileMeResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
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
      return {
        status: 'success' as const,
        message: ProfileMessages.avatarUpdated,
        data: await setAvatar(d, signedIn(request).id, upload),
      };
    },
  );

  app.delete(
    '/users/profile/avatar',
    {
      schema: {
        tags,
        security,
        summary: 'Remove the profile picture (back to initials).',
        response: { 200: profileMeResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ProfileMessages.avatarRemoved,
      data: await removeAvatar(deps(request.log), signedIn(request).id),
    }),
  );

  app.patch(
    '/users/profile/password',
    {
      config: passwordRouteConfig,
      schema: {
        tags,
        security,
        summary: 'Change the password: the current one is required; other sessions are revoked; a notice is e-mailed.',
        body: changePasswordBodySchema,
        response: {
          200: emptySuccessSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await changePassword(deps(request.log), signedIn(request), request.body);
      await app.notifications.announceSessionsEnded(signedIn(request).id);
      return { status: 'success' as const, message: ProfileMessages.passwordChanged, data: {} };
    },
  );

  app.get(
    '/users/profile/notification-preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Which events reach the caller, in the app and by e-mail.',
        response: { 200: notificationPreferencesResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ProfileMessages.preferencesLoaded,
      data: await getPreferences(deps(request.log), signedIn(request).id),
    }),
  );

  app.patch(
    '/users/profile/notification-preferences',
    {
      schema: {
        tags,
        security,
        summary: 'Change any subset of the notification preferences; answers all of them.',
        body: updateNotificationPreferencesBodySchema,
        response: { 200: notificationPreferencesResponseSchema, 400: errorEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ProfileMessages.preferencesSaved,
      data: await updatePreferences(deps(request.log), signedIn(request).id, request.body),
    }),
  );

  app.get(
    '/users/profile/invite',
    {
      schema: {
        tags,
        security,
        summary: 'The referral code, the sign-up link with `?ref=CODE`, and how many neighbours joined with it.',
        response: { 200: inviteResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({
      status: 'success' as const,
      message: ProfileMessages.inviteLoaded,
      data: await getInvite(deps(request.log), signedIn(request).id),
    }),
  );
}
