// Generated from route-table/map.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/map.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const mapPoints: RoutePath<typeof declared.mapPoints> = { method: 'GET', path: '/map' };
export const mapTiles: RoutePath<typeof declared.mapTiles> = { method: 'GET', path: '/map/tiles' };
export const searchPlaces: RoutePath<typeof declared.searchPlaces> = { method: 'GET', path: '/places/search' };
