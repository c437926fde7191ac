// The API's routes: Search (search-routes.ts).
import {
  searchQuerySchema,
  searchResponseSchema,
  searchSuggestQuerySchema,
  searchSuggestResponseSchema,
} from '../index.js';
import { route } from './route-kit.js';

export const search = route('GET', '/search', { query: searchQuerySchema, response: searchResponseSchema });
export const searchSuggest = route('GET', '/search/suggest', {
  query: searchSuggestQuerySchema,
  response: searchSuggestResponseSchema,
});
