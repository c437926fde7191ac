// Generated from route-table/search.ts by `npm run routes`: do not edit.
import type * as declared from '../route-table/search.js';
import type { RoutePath } from '../route-table/route-kit.js';

export const search: RoutePath<typeof declared.search> = { method: 'GET', path: '/search' };
export const searchSuggest: RoutePath<typeof declared.searchSuggest> = { method: 'GET', path: '/search/suggest' };
