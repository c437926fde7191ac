// The API's routes: Marketplace (marketplace-routes.ts).
import type {
  marketplaceConfigResponseSchema,
  marketplaceInterestResponseSchema,
  marketplaceItemFieldsSchema,
  marketplaceItemListResponseSchema,
  marketplaceItemQuerySchema,
  marketplaceItemResponseSchema,
  marketplacePageQuerySchema,
  reserveMarketplaceItemBodySchema,
  updateMarketplaceItemBodySchema,
} from '../index.js';
import type { MarketplaceId, Deleted } from './aliases.js';
import { route } from './route-kit.js';

export const getMarketplaceConfig = route<{ response: typeof marketplaceConfigResponseSchema }>()(
  'GET',
  '/marketplace/config',
);
export const listMarketplaceItems = route<{
  query: typeof marketplaceItemQuerySchema;
  response: typeof marketplaceItemListResponseSchema;
}>()('GET', '/marketplace/items');
/** Multipart with up to 6 `photos`, else JSON without photos. */
export const createMarketplaceItem = route<{
  body: typeof marketplaceItemFieldsSchema | 'multipart';
  response: typeof marketplaceItemResponseSchema;
}>()('POST', '/marketplace/items');
export const getMarketplaceItem = route<{ params: MarketplaceId; response: typeof marketplaceItemResponseSchema }>()(
  'GET',
  '/marketplace/items/:id',
);
export const updateMarketplaceItem = route<{
  params: MarketplaceId;
  body: typeof updateMarketplaceItemBodySchema;
  response: typeof marketplaceItemResponseSchema;
}>()('PATCH', '/marketplace/items/:id');
export const withdrawMarketplaceItem = route<{ params: MarketplaceId; response: Deleted }>()(
  'DELETE',
  '/marketplace/items/:id',
);
export const marketplaceInterest = route<{
  params: MarketplaceId;
  response: typeof marketplaceInterestResponseSchema;
}>()('POST', '/marketplace/items/:id/interest');
export const reserveMarketplaceItem = route<{
  params: MarketplaceId;
  body: typeof reserveMarketplaceItemBodySchema;
  response: typeof marketplaceItemResponseSchema;
}>()('POST', '/marketplace/items/:id/reserve');
export const markMarketplaceItemSold = route<{
  params: MarketplaceId;
  response: typeof marketplaceItemResponseSchema;
}>()('POST', '/marketplace/items/:id/sold');
export const saveMarketplaceItem = route<{ params: MarketplaceId; response: typeof marketplaceItemResponseSchema }>()(
  'PUT',
  '/marketplace/items/:id/save',
);
export const unsaveMarketplaceItem = route<{ params: MarketplaceId; response: typeof marketplaceItemResponseSchema }>()(
  'DELETE',
  '/marketplace/items/:id/save',
);
export const listSavedMarketplaceItems = route<{
  query: typeof marketplacePageQuerySchema;
  response: typeof marketplaceItemListResponseSchema;
}>()('GET', '/marketplace/saved');
export const listMyMarketplaceItems = route<{
  query: typeof marketplacePageQuerySchema;
  response: typeof marketplaceItemListResponseSchema;
}>()('GET', '/marketplace/mine');
