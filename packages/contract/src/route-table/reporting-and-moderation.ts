// The API's routes: Reporting and moderation (moderation-routes.ts).
import type {
  appealResponseSchema,
  accountAppealBodySchema,
  createAppealBodySchema,
  createReportBodySchema,
  moderationAccountsResponseSchema,
  moderationActionBodySchema,
  setModeratorBodySchema,
  setModeratorResponseSchema,
  moderationActionResponseSchema,
  moderationLogQuerySchema,
  moderationLogResponseSchema,
  moderationQueueQuerySchema,
  moderationQueueResponseSchema,
  reportResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const createReport = route<{ body: typeof createReportBodySchema; response: typeof reportResponseSchema }>()(
  'POST',
  '/reports',
);
export const moderationQueue = route<{
  query: typeof moderationQueueQuerySchema;
  response: typeof moderationQueueResponseSchema;
}>()('GET', '/moderation/queue');
export const moderationAction = route<{
  body: typeof moderationActionBodySchema;
  response: typeof moderationActionResponseSchema;
}>()('POST', '/moderation/actions');
export const createAppeal = route<{ body: typeof createAppealBodySchema; response: typeof appealResponseSchema }>()(
  'POST',
  '/moderation/appeals',
);
/** No bearer: the account's e-mail and password (a suspended account cannot sign in). */
export const appealAccountSanction = route<{
  body: typeof accountAppealBodySchema;
  response: typeof appealResponseSchema;
}>()('POST', '/moderation/appeals/account');
export const moderationLog = route<{
  query: typeof moderationLogQuerySchema;
  response: typeof moderationLogResponseSchema;
}>()('GET', '/moderation/log');

/** Admins only (404 to others). */
export const moderationAccounts = route<{ response: typeof moderationAccountsResponseSchema }>()(
  'GET',
  '/admin/moderation/accounts',
);
export const setModerator = route<{
  body: typeof setModeratorBodySchema;
  response: typeof setModeratorResponseSchema;
}>()('POST', '/admin/moderators');
