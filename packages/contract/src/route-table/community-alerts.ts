// The API's routes: Community alerts (alerts-routes.ts).
import {
  alertListQuerySchema,
  alertListResponseSchema,
  alertResponseSchema,
  createAlertBodySchema,
  deletedResponseSchema,
  idParamsSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const listAlerts = route('GET', '/alerts', { query: alertListQuerySchema, response: alertListResponseSchema });
/** Multipart with a photo, else JSON (createAlertBodySchema). */
export const createAlert = route('POST', '/alerts', {
  status: [201],
  body: { multipartOr: createAlertBodySchema },
  response: alertResponseSchema,
});
export const getAlert = route('GET', '/alerts/:id', { params: idParamsSchema, response: alertResponseSchema });
export const resolveAlert = route('POST', '/alerts/:id/resolve', {
  params: idParamsSchema,
  response: alertResponseSchema,
});
export const removeAlert = route('DELETE', '/alerts/:id', { params: idParamsSchema, response: deletedResponseSchema });
