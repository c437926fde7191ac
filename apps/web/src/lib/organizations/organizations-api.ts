import type {
  Customer,
  Listing,
  Organization,
  OrganizationOwner,
  UpdateListingBody,
  UpdateOrganizationBody,
} from '@ourhood/contract';
import { api } from '../api-client';

/** Page size of the dashboard's own lists (listings, customers), read with 'Load more'. */
const OWN_LIST_PAGE = 20;

const org = (id: string) => `/organization/${encodeURIComponent(id)}`;
const myListing = (id: string) => `/organization/me/listings/${encodeURIComponent(id)}`;

function imageForm(field: string, file: File): FormData {
  const form = new FormData();
  form.append(field, file, file.name);
  return form;
}

/** The organization calls of the contract (packages/contract/src/organizations.ts). */
export const organizationsApi = {
  directory: (query: { page: number; limit: number; search?: string }, signal?: AbortSignal) =>
    api<Organization[]>('/organization/all', { query, signal }),
  get: (id: string, signal?: AbortSignal) => api<Organization>(org(id), { signal }),
  listings: (id: string, signal?: AbortSignal) => api<Listing[]>(`${org(id)}/listings`, { signal }),
  interest: (listingId: string, interested: boolean) =>
    api<Listing>(`/organization/listings/${encodeURIComponent(listingId)}/interest`, {
      method: interested ? 'POST' : 'DELETE',
    }),

  me: (signal?: AbortSignal) => api<OrganizationOwner>('/organization/me', { signal }),
  updateMe: (body: UpdateOrganizationBody) => api<OrganizationOwner>('/organization/me', { method: 'PATCH', body }),
  uploadImage: (kind: 'logo' | 'cover', file: File) =>
    api<OrganizationOwner>(`/organization/me/${kind}`, { method: 'POST', body: imageForm('image', file) }),
  removeImage: (kind: 'logo' | 'cover') => api<OrganizationOwner>(`/organization/me/${kind}`, { method: 'DELETE' }),

  myListings: (page: number, signal?: AbortSignal) =>
    api<Listing[]>('/organization/me/listings', { query: { page, limit: OWN_LIST_PAGE }, signal }),
  createListing: (fields: { title: string; description: string; price_cents: string }, photo?: File) => {
    const form = new FormData();
    form.append('title', fields.title);
    form.append('description', fields.description);
    form.append('price_cents', fields.price_cents);
    if (photo) form.append('photo', photo, photo.name);
    return api<Listing>('/organization/me/listings', { method: 'POST', body: form });
  },
  updateListing: (id: string, body: UpdateListingBody) => api<Listing>(myListing(id), { method: 'PATCH', body }),
  uploadListingPhoto: (id: string, photo: File) =>
    api<Listing>(`${myListing(id)}/photo`, { method: 'POST', body: imageForm('photo', photo) }),
  deleteListing: (id: string) => api<unknown>(myListing(id), { method: 'DELETE' }),

  customers: (page: number, signal?: AbortSignal) =>
    api<Customer[]>('/organization/me/customers', { query: { page, limit: OWN_LIST_PAGE }, signal }),
};
