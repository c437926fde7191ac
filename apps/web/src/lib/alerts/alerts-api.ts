import type { CreateAlertBody } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

export { alertKeys } from './alert-keys';

/** Community alerts (issue 17), typed by the contract's route table. */
export const alertsApi = {
  list: (signal?: AbortSignal) => call(apiRoutes.listAlerts, { query: { page: 1, limit: 50 }, signal }),
  /** Multipart when a photo is chosen, JSON otherwise. */
  create: (fields: CreateAlertBody, photo: File | null, signal?: AbortSignal) => {
    if (!photo) return call(apiRoutes.createAlert, { body: fields, signal });
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value !== undefined) form.append(name, String(value));
    form.append('photo', photo, photo.name);
    return call(apiRoutes.createAlert, { body: form, signal });
  },
  resolve: (id: string) => call(apiRoutes.resolveAlert, { params: { id } }),
  remove: (id: string) => call(apiRoutes.removeAlert, { params: { id } }),
};
