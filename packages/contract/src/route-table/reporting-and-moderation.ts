// The API's routes: Reporting and moderation (moderation-routes.ts).
import {
  accountAppealBodySchema,
  appealResponseSchema,
  createAppealBodySchema,
  createReportBodySchema,
  moderationAccountsResponseSchema,
  moderationActionBodySchema,
  moderationActionResponseSchema,
  moderationLogQuerySchema,
  moderationLogResponseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  reportResponseSchema,
  setModeratorBodySchema,
  setModeratorResponseSchema,
  setTrustLevelBodySchema,
  setTrustLevelResponseSchema,
  userIdParamsSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const createReport = route('POST', '/reports', {
  status: [201, 200],
  body: createReportBodySchema,
  response: reportResponseSchema,
});
export const moderationQueue = route('GET', '/moderation/queue', {
  access: 'moderator',
  query: moderationQueueQuerySchema,
  response: moderationQueueResponseSchema,
});
export const moderationAction = route('POST', '/moderation/actions', {
  access: 'moderator',
  body: moderationActionBodySchema,
  response: moderationActionResponseSchema,
});
export const createAppeal = route('POST', '/moderation/appeals', {
  status: [201],
  body: createAppealBodySchema,
  response: appealResponseSchema,
});
/** No bearer: the account's e-mail and password (a suspended account cannot sign in). */
export const appealAccountSanction = route('POST', '/moderation/appeals/account', {
  access: 'public',
  status: [201],
  body: accountAppealBodySchema,
  response: appealResponseSchema,
});
export const moderationLog = route('GET', '/moderation/log', {
  access: 'public',
  query: moderationLogQuerySchema,
  response: moderationLogResponseSchema,
});

/** Admins only (404 to others). */
export const moderationAccounts = route('GET', '/admin/moderation/accounts', {
  access: 'admin',
  response: moderationAccountsResponseSchema,
});
export const setModerator = route('POST', '/admin/moderators', {
  access: 'admin',
  body: setModeratorBodySchema,
  response: setModeratorResponseSchema,
});

/** Moderators and admins: keep an account at a trust level, or let it be earned again (null). */
export const setTrustLevel = route('PATCH', '/moderation/users/:id/trust-level', {
  access: 'moderator',
  params: userIdParamsSchema,
  body: setTrustLevelBodySchema,
  response: setTrustLevelResponseSchema,
});
