import type { RentalKeyword, RentalRequest, RentalRequestFields } from '@ourhood/contract';
import { RentalLimits } from '@ourhood/contract';
import { api } from '../api-client';

const request = (id: string) => `/rentals/requests/${encodeURIComponent(id)}`;

/** The rentals calls of the contract (packages/contract/src/rentals.ts). */
export const rentalsApi = {
  requests: (signal?: AbortSignal) =>
    api<RentalRequest[]>('/rentals/requests', { query: { page: 1, limit: RentalLimits.requestPageSize }, signal }),
  /** Multipart when a photo is chosen, JSON otherwise (api-v1). */
  create: (fields: RentalRequestFields, image: File | null, signal?: AbortSignal) => {
    if (!image) return api<RentalRequest>('/rentals/requests', { method: 'POST', body: fields, signal });
    const form = new FormData();
    form.append('itemName', fields.itemName);
    form.append('description', fields.description);
    form.append('duration', fields.duration);
    form.append('image', image, image.name);
    return api<RentalRequest>('/rentals/requests', { method: 'POST', body: form, signal });
  },
  accept: (id: string) => api<RentalRequest>(`${request(id)}/accept`, { method: 'POST' }),
  /** The requester confirms the lender's offer (contacts show from then on) or declines it (open again). */
  confirm: (id: string) => api<RentalRequest>(`${request(id)}/confirm`, { method: 'POST' }),
  decline: (id: string) => api<RentalRequest>(`${request(id)}/decline`, { method: 'POST' }),
  complete: (id: string) => api<RentalRequest>(`${request(id)}/complete`, { method: 'POST' }),
  cancel: (id: string) => api<unknown>(request(id), { method: 'DELETE' }),
  keywords: (signal?: AbortSignal) => api<RentalKeyword[]>('/rentals/keywords', { signal }),
  addKeyword: (keyword: string) => api<RentalKeyword>('/rentals/keywords', { method: 'POST', body: { keyword } }),
  removeKeyword: (id: string) => api<unknown>(`/rentals/keywords/${encodeURIComponent(id)}`, { method: 'DELETE' }),
};
