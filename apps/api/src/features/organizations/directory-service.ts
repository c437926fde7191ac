import { pageMetadata, type Organization, type OrganizationDirectoryQuery, type PageMetadata } from '@ourhood/contract';
import type { OrganizationsDeps } from './organizations-deps.js';
import { presentOrganization } from './organizations-presenter.js';
import { findOrganizationsByIds } from './organizations-repository.js';
import {
  countDirectorySearch,
  countOneWordSearch,
  countDirectoryTiers,
  findCandidateWords,
  findViewerArea,
  listDirectoryTier,
  listByRatingIds,
  searchDirectoryIds,
  searchOneWordIds,
  type DirectoryTier,
  type ViewerArea,
} from './directory-repository.js';
import { anyOf, everyGroup, searchTerms, wordsForTerm } from './directory-search-terms.js';

interface Page {
  ids: string[];
  total: number;
}

/** Word search with typo tolerance (directory-search-terms.ts): a handful of indexed statements. */
async function searchPage(deps: OrganizationsDeps, search: string, limit: number, offset: number): Promise<Page> {
  const terms = searchTerms(search);
  // Punctuation only: nothing to look for, so nothing is found.
  if (terms.length === 0) return { ids: [], total: 0 };
  const candidates = await findCandidateWords(deps.db, terms);
  const groups = terms.map((term) =>
    wordsForTerm(
      term,
      candidates.filter((row) => row.term === term).map((row) => row.word),
    ),
  );
  if (groups.length === 1) return oneWordPage(deps, terms[0]!, groups[0]!, candidates, limit, offset);
  const query = everyGroup(groups);
  const [ids, total] = await Promise.all([
    searchDirectoryIds(
      deps.db,
      { query, nameGroups: groups.map(anyOf), exact: everyGroup(terms.map((term) => [term])) },
      limit,
      offset,
    ),
    countDirectorySearch(deps.db, query),
  ]);
  return { ids, total };
}

/**
 * One typed word: its variants that exist in the dictionary (the typed word itself may not: a typo)
 * are read from the postings index, already in rank order.
 */
async function oneWordPage(
  deps: OrganizationsDeps,
  typed: string,
  variants: readonly string[],
  candidates: readonly { word: string }[],
  limit: number,
  offset: number,
): Promise<Page> {
  // Numbers are matched exactly and never enter the dictionary.
  const known = new Set(candidates.map((row) => row.word));
  const words = variants.filter((word) => known.has(word) || /^\p{N}+$/u.test(word));
  if (words.length === 0) return { ids: [], total: 0 };
  const [ids, total] = await Promise.all([
    searchOneWordIds(deps.db, { words, typed }, limit, offset),
    countOneWordSearch(deps.db, words),
  ]);
  return { ids, total };
}

/** The tiers of nearest first with their sizes; a viewer without an area reads one list by name. */
async function tiers(deps: OrganizationsDeps, area: ViewerArea): Promise<{ tier: DirectoryTier; size: number }[]> {
  const counts = await countDirectoryTiers(deps.db, area);
  if (area.state === '') return [{ tier: 'rest', size: counts.total }];
  const city = area.city === '' ? 0 : counts.city;
  const suburb = area.city === '' || area.suburb === '' ? 0 : counts.suburb;
  return [
    { tier: 'suburb', size: suburb },
    { tier: 'city', size: city - suburb },
    { tier: 'state', size: counts.state - city },
    { tier: 'rest', size: counts.total - counts.state },
  ];
}

/** Nearest first: whole tiers are skipped by their sizes, so a page reads one or two tiers. */
async function nearestPage(deps: OrganizationsDeps, viewerId: string, limit: number, offset: number): Promise<Page> {
  const area = await findViewerArea(deps.db, viewerId);
  const all = await tiers(deps, area);
  const ids: string[] = [];
  let skip = offset;
  for (const { tier, size } of all) {
    if (ids.length >= limit) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    ids.push(...(await listDirectoryTier(deps.db, tier, area, limit - ids.length, skip)));
    skip = 0;
  }
  return { ids, total: all.reduce((sum, { size }) => sum + size, 0) };
}

/** Issue 19: best rated first (`sort=rating` without a search), one index range and the area counts' total. */
async function ratingPage(deps: OrganizationsDeps, limit: number, offset: number): Promise<Page> {
  const [ids, counts] = await Promise.all([
    listByRatingIds(deps.db, limit, offset),
    countDirectoryTiers(deps.db, { state: '', city: '', suburb: '', lat: null, lng: null }),
  ]);
  return { ids, total: counts.total };
}

/** GET /organization/all: typo-tolerant search, or nearest (or best rated) first. */
export async function getDirectory(
  deps: OrganizationsDeps,
  viewerId: string,
  query: OrganizationDirectoryQuery,
): Promise<{ data: Organization[]; metadata: PageMetadata }> {
  const offset = (query.page - 1) * query.limit;
  const search = query.search ?? '';
  const { ids, total } =
    search !== ''
      ? await searchPage(deps, search, query.limit, offset)
      : query.sort === 'rating'
        ? await ratingPage(deps, query.limit, offset)
        : await nearestPage(deps, viewerId, query.limit, offset);
  const rows = await findOrganizationsByIds(deps.db, viewerId, ids);
  return {
    data: rows.map((row) => presentOrganization(row, deps.urlFor)),
    metadata: pageMetadata(query.page, query.limit, total),
  };
}
