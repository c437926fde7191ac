import type { Kysely } from 'kysely';
import {
  pageMetadata,
  SEARCH_SUGGEST_PER_TYPE,
  searchTypes,
  textPreview,
  type PageMetadata,
  type SearchHit,
  type SearchQuery,
  type SearchSuggestions,
  type SearchType,
} from '@ourhood/contract';
import type { DB } from '../../db/schema.js';
import type { UrlFor } from '../../lib/storage/index.js';
import { searchPage, searchSuggestions, type SearchRow } from './search-repository.js';

export interface SearchDeps {
  db: Kysely<DB>;
  urlFor: UrlFor;
}

const pathOf: Record<SearchType, (id: string) => string> = {
  posts: (id) => `/dashboard/post/${id}`,
  people: (id) => `/dashboard/profile/${id}`,
  organizations: (id) => `/dashboard/discover/${id}`,
  rentals: () => '/dashboard/rentals',
  groups: (id) => `/dashboard/groups/${id}`,
  events: (id) => `/dashboard/events/${id}`,
};

function present(type: SearchType, row: SearchRow, urlFor: UrlFor): SearchHit {
  return {
    type,
    id: row.id,
    // A post's hit shows the start of its text, cut at a word.
    title: type === 'posts' ? textPreview(row.title, 120) : row.title,
    subtitle: row.subtitle,
    image_url: row.image_key ? urlFor(row.image_key) : null,
    path: pathOf[type](row.id),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function search(
  deps: SearchDeps,
  viewerId: string,
  query: SearchQuery,
): Promise<{ hits: SearchHit[]; metadata: PageMetadata & { type: SearchType } }> {
  const { rows, total } = await searchPage(deps.db, query.type, query.q, viewerId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    hits: rows.map((row) => present(query.type, row, deps.urlFor)),
    metadata: { ...pageMetadata(query.page, query.limit, total), type: query.type },
  };
}

export async function suggest(deps: SearchDeps, viewerId: string, q: string): Promise<SearchSuggestions> {
  const grouped = await searchSuggestions(deps.db, q, viewerId, SEARCH_SUGGEST_PER_TYPE);
  const result = {} as SearchSuggestions;
  for (const type of searchTypes) result[type] = grouped[type].map((row) => present(type, row, deps.urlFor));
  return result;
}
