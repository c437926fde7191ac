// The API's routes: Organization updates (organization-updates-routes.ts, issue 19).
import type {
  organizationUpdateListQuerySchema,
  organizationUpdateListResponseSchema,
  organizationUpdateResponseSchema,
  updatesSeenBodySchema,
  updatesSeenResponseSchema,
} from '../index.js';
import type { Id, Deleted } from './aliases.js';
import { route } from './route-kit.js';

export const listMyOrganizationUpdates = route<{
  query: typeof organizationUpdateListQuerySchema;
  response: typeof organizationUpdateListResponseSchema;
}>()('GET', '/organization/me/updates');
export const publishOrganizationUpdate = route<{
  body: 'multipart';
  response: typeof organizationUpdateResponseSchema;
}>()('POST', '/organization/me/updates');
export const deleteOrganizationUpdate = route<{ params: Id; response: Deleted }>()(
  'DELETE',
  '/organization/me/updates/:id',
);
export const markOrganizationUpdatesSeen = route<{
  body: typeof updatesSeenBodySchema;
  response: typeof updatesSeenResponseSchema;
}>()('POST', '/organization/updates/seen');
