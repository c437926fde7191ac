// The API's routes: Search (search-routes.ts).
import type {
  searchQuerySchema,
  searchResponseSchema,
  searchSuggestQuerySchema,
  searchSuggestResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const search = route<{ query: typeof searchQuerySchema; response: typeof searchResponseSchema }>()(
  'GET',
  '/search',
);
export const searchSuggest = route<{
  query: typeof searchSuggestQuerySchema;
  response: typeof searchSuggestResponseSchema;
}>()('GET', '/search/suggest');
