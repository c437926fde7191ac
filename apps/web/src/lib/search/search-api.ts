import type { SearchType } from '@ourhood/contract';
import { apiRoutes } from '@ourhood/contract/routes';
import { call } from '../api-client';

/** The one search (issue 18): a page of one kind, and the typeahead's top hits of every kind. */
export const searchApi = {
  search: (params: { q: string; type: SearchType; page: number; limit?: number }, signal?: AbortSignal) =>
    call(apiRoutes.search, {
      query: { q: params.q, type: params.type, page: params.page, limit: params.limit ?? 20 },
      signal,
    }),
  suggest: (q: string, signal?: AbortSignal) => call(apiRoutes.searchSuggest, { query: { q }, signal }),
  /** People by name, for the '@' typeahead of the composer and comments. */
  people: (q: string, signal?: AbortSignal) =>
    call(apiRoutes.search, { query: { q, type: 'people', page: 1, limit: 5 }, signal }),
};

export const searchKeys = {
  all: ['search'] as const,
  page: (type: SearchType, q: string) => ['search', 'page', type, q] as const,
  suggest: (q: string) => ['search', 'suggest', q] as const,
};
