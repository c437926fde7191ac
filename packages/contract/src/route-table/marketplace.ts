// The API's routes: Marketplace (marketplace-routes.ts).
import {
  deletedResponseSchema,
  marketplaceConfigResponseSchema,
  marketplaceIdParamsSchema,
  marketplaceInterestResponseSchema,
  marketplaceItemFieldsSchema,
  marketplaceItemListResponseSchema,
  marketplaceItemQuerySchema,
  marketplaceItemResponseSchema,
  marketplacePageQuerySchema,
  reserveMarketplaceItemBodySchema,
  updateMarketplaceItemBodySchema,
} from '../index.js';
import { route } from './route-kit.js';

export const getMarketplaceConfig = route('GET', '/marketplace/config', {
  access: 'neighbour',
  response: marketplaceConfigResponseSchema,
});
export const listMarketplaceItems = route('GET', '/marketplace/items', {
  access: 'neighbour',
  query: marketplaceItemQuerySchema,
  response: marketplaceItemListResponseSchema,
});
/** Multipart with up to 6 `photos`, else JSON without photos. */
export const createMarketplaceItem = route('POST', '/marketplace/items', {
  access: 'neighbour',
  status: [201],
  body: { multipartOr: marketplaceItemFieldsSchema },
  response: marketplaceItemResponseSchema,
});
export const getMarketplaceItem = route('GET', '/marketplace/items/:id', {
  access: 'neighbour',
  params: marketplaceIdParamsSchema,
  response: marketplaceItemResponseSchema,
});
export const updateMarketplaceItem = route('PATCH', '/marketplace/items/:id', {
  access: 'neighbour',
  params: marketplaceIdParamsSchema,
  body: updateMarketplaceItemBodySchema,
  response: marketplaceItemResponseSchema,
});
export const withdrawMarketplaceItem = route('DELETE', '/marketplace/items/:id', {
  access: 'neighbour',
  params: marketplaceIdParamsSchema,
  response: deletedResponseSchema,
});
export const marketplaceInterest = route('POST', '/marketplace/items/:id/interest', {
  access: 'neighbour',
  status: [200, 201],
  params: marketplaceIdParamsSchema,
  response: marketplaceInterestResponseSchema,
});
export const reserveMarketplaceItem = route('POST', '/marketplace/items/:id/reserve', {
  access: 'neighbour',
  params: marketplaceIdParamsSchema,
  body: reserveMarketplaceItemBodySchema,
  response: marketplaceItemResponseSchema,
});
export const markMarketplaceItemSold = route('POST', '/marketplace/items/:id/sold', {
  access: 'neighbour',
  params: marketplaceIdParamsSchema,
  response: marketplaceItemResponseSchema,
});
export const saveMarketplaceItem = route('PUT', '/marketplace/items/:id/save', {
  access: 'neighbour',
  params: marketplaceIdParamsSchema,
  response: marketplaceItemResponseSchema,
});
export const unsaveMarketplaceItem = route('DELETE', '/marketplace/items/:id/save', {
  access: 'neighbour',
  params: marketplaceIdParamsSchema,
  response: marketplaceItemResponseSchema,
});
export const listSavedMarketplaceItems = route('GET', '/marketplace/saved', {
  access: 'neighbour',
  query: marketplacePageQuerySchema,
  response: marketplaceItemListResponseSchema,
});
export const listMyMarketplaceItems = route('GET', '/marketplace/mine', {
  access: 'neighbour',
  query: marketplacePageQuerySchema,
  response: marketplaceItemListResponseSchema,
});
