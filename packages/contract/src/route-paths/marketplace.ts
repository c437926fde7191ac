// Generated from route-table/marketplace.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/marketplace.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const createMarketplaceItem: RoutePath<typeof declared.createMarketplaceItem> = {
  method: 'POST',
  path: '/marketplace/items',
};
export const getMarketplaceConfig: RoutePath<typeof declared.getMarketplaceConfig> = {
  method: 'GET',
  path: '/marketplace/config',
};
export const getMarketplaceItem: RoutePath<typeof declared.getMarketplaceItem> = {
  method: 'GET',
  path: '/marketplace/items/:id',
};
export const listMarketplaceItems: RoutePath<typeof declared.listMarketplaceItems> = {
  method: 'GET',
  path: '/marketplace/items',
};
export const listMyMarketplaceItems: RoutePath<typeof declared.listMyMarketplaceItems> = {
  method: 'GET',
  path: '/marketplace/mine',
};
export const listSavedMarketplaceItems: RoutePath<typeof declared.listSavedMarketplaceItems> = {
  method: 'GET',
  path: '/marketplace/saved',
};
export const markMarketplaceItemSold: RoutePath<typeof declared.markMarketplaceItemSold> = {
  method: 'POST',
  path: '/marketplace/items/:id/sold',
};
export const marketplaceInterest: RoutePath<typeof declared.marketplaceInterest> = {
  method: 'POST',
  path: '/marketplace/items/:id/interest',
};
export const reserveMarketplaceItem: RoutePath<typeof declared.reserveMarketplaceItem> = {
  method: 'POST',
  path: '/marketplace/items/:id/reserve',
};
export const saveMarketplaceItem: RoutePath<typeof declared.saveMarketplaceItem> = {
  method: 'PUT',
  path: '/marketplace/items/:id/save',
};
export const unsaveMarketplaceItem: RoutePath<typeof declared.unsaveMarketplaceItem> = {
  method: 'DELETE',
  path: '/marketplace/items/:id/save',
};
export const updateMarketplaceItem: RoutePath<typeof declared.updateMarketplaceItem> = {
  method: 'PATCH',
  path: '/marketplace/items/:id',
};
export const withdrawMarketplaceItem: RoutePath<typeof declared.withdrawMarketplaceItem> = {
  method: 'DELETE',
  path: '/marketplace/items/:id',
};
