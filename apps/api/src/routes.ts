import type { FastifyInstance } from 'fastify';
import { accountDeletionParts } from './account-deletion-parts.js';
import { alertsRoutes } from './features/alerts/alerts-routes.js';
import { authRoutes } from './features/auth/auth-routes.js';
import { blocksRoutes } from './features/blocks/blocks-routes.js';
import { commentsRoutes } from './features/comments/comments-routes.js';
import { devOutboxRoutes } from './features/dev-outbox/dev-outbox-routes.js';
import { calendarFeedRoutes, eventsRoutes } from './features/events/events-routes.js';
import { groupsRoutes } from './features/groups/groups-routes.js';
import { healthRoutes } from './features/health/health-routes.js';
import { moderationRoutes } from './features/moderation/moderation-routes.js';
import { notificationsRoutes } from './features/notifications/notifications-routes.js';
import { organizationMeRoutes } from './features/organizations/organization-me-routes.js';
import { organizationsRoutes } from './features/organizations/organizations-routes.js';
import { profilesRoutes } from './features/profiles/profiles-routes.js';
import { postsRoutes } from './features/posts/posts-routes.js';
import { pushRoutes } from './features/push/push-routes.js';
import { reactionsRoutes } from './features/reactions/reactions-routes.js';
import { searchRoutes } from './features/search/search-routes.js';
import { rentalsRoutes } from './features/rentals/rentals-routes.js';
import { referralRoutes } from './features/referrals/referral-routes.js';
import { usersRoutes } from './features/users/users-routes.js';

/** Every feature's routes, mounted under /api/v1. A new feature adds one line here. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(usersRoutes);
  await app.register(profilesRoutes, { accountDeletionParts });
  await app.register(referralRoutes);
  await app.register(postsRoutes);
  await app.register(commentsRoutes);
  await app.register(reactionsRoutes);
  await app.register(searchRoutes);
  await app.register(organizationsRoutes);
  await app.register(organizationMeRoutes);
  await app.register(notificationsRoutes);
  await app.register(pushRoutes);
  await app.register(rentalsRoutes);
  await app.register(groupsRoutes);
  await app.register(eventsRoutes);
  await app.register(calendarFeedRoutes);
  await app.register(alertsRoutes);
  await app.register(moderationRoutes);
  await app.register(blocksRoutes);
  await app.register(devOutboxRoutes);
}
