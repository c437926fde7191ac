// The API's routes: Organization updates (organization-updates-routes.ts, issue 19).
import {
  deletedResponseSchema,
  idParamsSchema,
  organizationUpdateListQuerySchema,
  organizationUpdateListResponseSchema,
  organizationUpdateResponseSchema,
  updatesSeenBodySchema,
  updatesSeenResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listMyOrganizationUpdates = route('GET', '/organization/me/updates', {
  access: 'organization',
  query: organizationUpdateListQuerySchema,
  response: organizationUpdateListResponseSchema,
});
export const publishOrganizationUpdate = route('POST', '/organization/me/updates', {
  access: 'organization',
  status: [201],
  body: 'multipart',
  response: organizationUpdateResponseSchema,
});
export const deleteOrganizationUpdate = route('DELETE', '/organization/me/updates/:id', {
  access: 'organization',
  params: idParamsSchema,
  response: deletedResponseSchema,
});
export const markOrganizationUpdatesSeen = route('POST', '/organization/updates/seen', {
  body: updatesSeenBodySchema,
  response: updatesSeenResponseSchema,
});
