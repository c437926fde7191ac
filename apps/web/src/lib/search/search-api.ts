import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/** The one search (issue 18): the typeahead's top hits of every kind. */
export const searchApi = {
  suggest: (q: string, signal?: AbortSignal) => call(apiRoutes.searchSuggest, { query: { q }, signal }),
  /** People by name, for the '@' typeahead of the composer and comments. */
  people: (q: string, signal?: AbortSignal) =>
    call(apiRoutes.search, { query: { q, type: 'people', page: 1, limit: 5 }, signal }),
};
