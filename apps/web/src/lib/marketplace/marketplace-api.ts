import type { MarketplaceCategory, UpdateMarketplaceItemBody } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

export interface MarketplaceFilters {
  category?: MarketplaceCategory;
  free?: boolean;
  minPrice?: string;
  maxPrice?: string;
  search?: string;
  page?: number;
}

/** The new item's fields as the form holds them (price as typed). */
export interface NewMarketplaceItem {
  title: string;
  description: string;
  category: MarketplaceCategory;
  condition: string;
  price: string;
}

export const MARKETPLACE_PAGE_SIZE = 24;

/** The marketplace calls, typed by the contract's route table. */
export const marketplaceApi = {
  config: (signal?: AbortSignal) => call(apiRoutes.getMarketplaceConfig, { signal }),
  browse: (filters: MarketplaceFilters, signal?: AbortSignal) =>
    call(apiRoutes.listMarketplaceItems, {
      query: {
        category: filters.category,
        free: filters.free ? 'true' : undefined,
        min_price: filters.minPrice || undefined,
        max_price: filters.maxPrice || undefined,
        search: filters.search || undefined,
        page: filters.page ?? 1,
        limit: MARKETPLACE_PAGE_SIZE,
      },
      signal,
    }),
  get: (id: string, signal?: AbortSignal) => call(apiRoutes.getMarketplaceItem, { params: { id }, signal }),
  /** Always multipart (the photos ride along when chosen). */
  create: (fields: NewMarketplaceItem, photos: readonly File[], signal?: AbortSignal) => {
    const form = new FormData();
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    for (const photo of photos) form.append('photos', photo, photo.name);
    return call(apiRoutes.createMarketplaceItem, { body: form, signal });
  },
  update: (id: string, body: UpdateMarketplaceItemBody) =>
    call(apiRoutes.updateMarketplaceItem, { params: { id }, body }),
  withdraw: (id: string) => call(apiRoutes.withdrawMarketplaceItem, { params: { id } }),
  interest: (id: string) => call(apiRoutes.marketplaceInterest, { params: { id } }),
  reserve: (id: string, buyerId: string) =>
    call(apiRoutes.reserveMarketplaceItem, { params: { id }, body: { buyer_id: buyerId } }),
  sold: (id: string) => call(apiRoutes.markMarketplaceItemSold, { params: { id } }),
  save: (id: string, saved: boolean) =>
    saved
      ? call(apiRoutes.saveMarketplaceItem, { params: { id } })
      : call(apiRoutes.unsaveMarketplaceItem, { params: { id } }),
  saved: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listSavedMarketplaceItems, { query: { page, limit: MARKETPLACE_PAGE_SIZE }, signal }),
  mine: (page: number, signal?: AbortSignal) =>
    call(apiRoutes.listMyMarketplaceItems, { query: { page, limit: MARKETPLACE_PAGE_SIZE }, signal }),
};
