import type { SeriesPeriod, UpdateListingBody, UpdateOrganizationBody } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/** Page size of the dashboard's own lists (listings, customers), read with 'Load more'. */
const OWN_LIST_PAGE = 20;

const imageRoutes = {
  logo: { upload: apiRoutes.uploadOrganizationLogo, remove: apiRoutes.removeOrganizationLogo },
  cover: { upload: apiRoutes.uploadOrganizationCover, remove: apiRoutes.removeOrganizationCover },
};

function imageForm(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

/** The organization calls, typed by the contract's route table. */
export const organizationsApi = {
  directory: (
    query: { page: number; limit: number; search?: string; sort?: 'nearest' | 'rating' },
    signal?: AbortSignal,
  ) => call(apiRoutes.listOrganizations, { query, signal }),
  get: (id: string, signal?: AbortSignal) => call(apiRoutes.getOrganization, { params: { id }, signal }),
  listings: (id: string, signal?: AbortSignal) => call(apiRoutes.listOrganizationListings, { params: { id }, signal }),
  interest: (listingId: string, interested: boolean) =>
    call(interested ? apiRoutes.addListingInterest : apiRoutes.removeListingInterest, { params: { id: listingId } }),

  me: (signal?: AbortSignal) => call(apiRoutes.getMyOrganization, { signal }),
  /** The setup checklist and the completeness figure made of it (issue 42). */
  setup: (signal?: AbortSignal) => call(apiRoutes.getMyOrganizationSetup, { signal }),
  /** Daily series over the last 7, 30 or 90 days (issue 43). */
  insights: (days: SeriesPeriod, signal?: AbortSignal) =>
    call(apiRoutes.getMyOrganizationInsights, { query: { days }, signal }),
  updateMe: (body: UpdateOrganizationBody) => call(apiRoutes.updateMyOrganization, { body }),
  uploadImage: (kind: 'logo' | 'cover', file: File) =>
    call(imageRoutes[kind].upload, { body: imageForm('image', file) }),
  removeImage: (kind: 'logo' | 'cover') => call(imageRoutes[kind].remove),

  myListings: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listMyListings, { query: { page, limit: OWN_LIST_PAGE }, signal }),
  createListing: (fields: { title: string; description: string; price_cents: string }, photo?: File) => {
    const form = new FormData();
    form.append('title', fields.title);
    form.append('description', fields.description);
    form.append('price_cents', fields.price_cents);
    if (photo) form.append('photo', photo, photo.name);
    return call(apiRoutes.createListing, { body: form });
  },
  updateListing: (id: string, body: UpdateListingBody) => call(apiRoutes.updateListing, { params: { id }, body }),
  uploadListingPhoto: (id: string, photo: File) =>
    call(apiRoutes.uploadListingPhoto, { params: { id }, body: imageForm('photo', photo) }),
  deleteListing: (id: string) => call(apiRoutes.deleteListing, { params: { id } }),

  customers: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listMyCustomers, { query: { page, limit: OWN_LIST_PAGE }, signal }),
};
