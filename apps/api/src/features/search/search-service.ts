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
import type { ContentKinds, ContentSearch } from '../../lib/content-kinds/index.js';
import type { UrlFor } from '../../lib/storage/index.js';
import { searchPage, searchSuggestions, type SearchRow } from './search-repository.js';

/** What the composition root hands the search routes (routes.ts). */
export interface SearchOptions {
  /** Every kind of content; those with a `search` are search's kinds (src/content-kinds.ts, decision 0046). */
  contentKinds: ContentKinds;
}

export interface SearchDeps extends SearchOptions {
  db: Kysely<DB>;
  urlFor: UrlFor;
}

/** The kind behind a search type; src/content-kinds.ts declares one for each (a test checks). */
function searchOf(deps: SearchDeps, type: SearchType): ContentSearch {
  const search = deps.contentKinds.searchOf(type);
  if (!search) throw new Error(`No content kind searches ${type}`);
  return search;
}

function present(search: ContentSearch, row: SearchRow, urlFor: UrlFor): SearchHit {
  return {
    type: search.type,
    id: row.id,
    // A post's hit shows the start of its text, cut at a word.
    title: search.titlePreview ? textPreview(row.title, search.titlePreview) : row.title,
    subtitle: row.subtitle,
    image_url: row.image_key ? urlFor(row.image_key) : null,
    path: search.path(row.id),
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function search(
  deps: SearchDeps,
  viewerId: string,
  query: SearchQuery,
): Promise<{ hits: SearchHit[]; metadata: PageMetadata & { type: SearchType } }> {
  const kind = searchOf(deps, query.type);
  const { rows, total } = await searchPage(deps.db, kind, query.q, viewerId, {
    limit: query.limit,
    offset: (query.page - 1) * query.limit,
  });
  return {
    hits: rows.map((row) => present(kind, row, deps.urlFor)),
    metadata: { ...pageMetadata(query.page, query.limit, total), type: query.type },
  };
}

export async function suggest(deps: SearchDeps, viewerId: string, q: string): Promise<SearchSuggestions> {
  const searches = searchTypes.map((type) => searchOf(deps, type));
  const grouped = await searchSuggestions(deps.db, searches, q, viewerId, SEARCH_SUGGEST_PER_TYPE);
  const result = {} as SearchSuggestions;
  for (const search of searches)
    result[search.type] = grouped[search.type].map((row) => present(search, row, deps.urlFor));
  return result;
}
