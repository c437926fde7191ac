// The API's routes: Community alerts (alerts-routes.ts).
import type {
  alertListQuerySchema,
  alertListResponseSchema,
  alertResponseSchema,
  createAlertBodySchema,
} from '../index.js';
import type { Id, Deleted } from './aliases.js';
import { route } from './route-kit.js';

export const listAlerts = route<{ query: typeof alertListQuerySchema; response: typeof alertListResponseSchema }>()(
  'GET',
  '/alerts',
);
/** Multipart with a photo, else JSON (createAlertBodySchema). */
export const createAlert = route<{
  body: typeof createAlertBodySchema | 'multipart';
  response: typeof alertResponseSchema;
}>()('POST', '/alerts');
export const getAlert = route<{ params: Id; response: typeof alertResponseSchema }>()('GET', '/alerts/:id');
export const resolveAlert = route<{ params: Id; response: typeof alertResponseSchema }>()(
  'POST',
  '/alerts/:id/resolve',
);
export const removeAlert = route<{ params: Id; response: Deleted }>()('DELETE', '/alerts/:id');
