import type { RentalRequestFields } from '@ourhood/contract';
import { RentalLimits } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/** The rentals calls, typed by the contract's route table. */
export const rentalsApi = {
  requests: (signal?: AbortSignal) =>
    call(apiRoutes.listRentalRequests, { query: { page: 1, limit: RentalLimits.requestPageSize }, signal }),
  /** Multipart when a photo is chosen, JSON otherwise (docs/api.md, Uploads). */
  create: (fields: RentalRequestFields, image: File | null, signal?: AbortSignal) => {
    if (!image) return call(apiRoutes.createRentalRequest, { body: fields, signal });
    const form = new FormData();
    form.append('itemName', fields.itemName);
    form.append('description', fields.description);
    form.append('duration', fields.duration);
    form.append('image', image, image.name);
    return call(apiRoutes.createRentalRequest, { body: form, signal });
  },
  accept: (id: string) => call(apiRoutes.acceptRentalRequest, { params: { id } }),
  /** The requester confirms the lender's offer (contacts show from then on) or declines it (open again). */
  confirm: (id: string) => call(apiRoutes.confirmRentalRequest, { params: { id } }),
  decline: (id: string) => call(apiRoutes.declineRentalRequest, { params: { id } }),
  complete: (id: string) => call(apiRoutes.completeRentalRequest, { params: { id } }),
  cancel: (id: string) => call(apiRoutes.cancelRentalRequest, { params: { id } }),
  keywords: (signal?: AbortSignal) => call(apiRoutes.listRentalKeywords, { signal }),
  addKeyword: (keyword: string) => call(apiRoutes.addRentalKeyword, { body: { keyword } }),
  removeKeyword: (id: string) => call(apiRoutes.removeRentalKeyword, { params: { id } }),
};
