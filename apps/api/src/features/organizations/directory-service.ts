import { pageMetadata, type Organization, type OrganizationDirectoryQuery, type PageMetadata } from '@ourhood/contract';
import type { OrganizationsDeps } from './organizations-deps.js';
import { presentOrganization } from './organizations-presenter.js';
import { findOrganizationsInOrder, type OrganizationRow } from './organizations-repository.js';
import {
  countDirectorySearch,
  countOneWordSearch,
  directorySearchCount,
  findCandidateWords,
  findViewerAreaCounts,
  listDirectoryTier,
  listByRating,
  oneWordSearchCount,
  searchCountLimit,
  searchDirectoryIds,
  searchOneWordIds,
  type AreaCounts,
  type DirectoryTier,
  type ViewerArea,
} from './directory-repository.js';
import { anyOf, everyGroup, searchTerms, wordsForTerm } from './directory-search-terms.js';

/** A page's full rows, in order (ids and rows are read in one statement: decision 0032). */
interface Page {
  rows: OrganizationRow[];
  total: number;
}

/** Word search with typo tolerance (directory-search-terms.ts): a handful of indexed statements. */
async function searchPage(
  deps: OrganizationsDeps,
  viewerId: string,
  search: string,
  limit: number,
  offset: number,
): Promise<Page> {
  const terms = searchTerms(search);
  // Punctuation only: nothing to look for, so nothing is found.
  if (terms.length === 0) return { rows: [], total: 0 };
  const candidates = await findCandidateWords(deps.db, terms);
  const groups = terms.map((term) =>
    wordsForTerm(
      term,
      candidates.filter((row) => row.term === term).map((row) => row.word),
    ),
  );
  if (groups.length === 1) return oneWordPage(deps, viewerId, terms[0]!, groups[0]!, candidates, limit, offset);
  const query = everyGroup(groups);
  const upTo = searchCountLimit(offset, limit);
  // The total rides along with the page; a page past the end counts apart.
  const page = await findOrganizationsInOrder(
    deps.db,
    viewerId,
    searchDirectoryIds(
      deps.db,
      { query, nameGroups: groups.map(anyOf), exact: everyGroup(terms.map((term) => [term])) },
      limit,
      offset,
    ),
    directorySearchCount(deps.db, query, upTo),
  );
  return { rows: page.rows, total: page.total ?? (await countDirectorySearch(deps.db, query, upTo)) };
}

/**
 * One typed word: its variants that exist in the dictionary (the typed word itself may not: a typo)
 * are read from the postings index, already in rank order.
 */
async function oneWordPage(
  deps: OrganizationsDeps,
  viewerId: string,
  typed: string,
  variants: readonly string[],
  candidates: readonly { word: string }[],
  limit: number,
  offset: number,
): Promise<Page> {
  // Numbers are matched exactly and never enter the dictionary.
  const known = new Set(candidates.map((row) => row.word));
  const words = variants.filter((word) => known.has(word) || /^\p{N}+$/u.test(word));
  if (words.length === 0) return { rows: [], total: 0 };
  const upTo = searchCountLimit(offset, limit);
  const page = await findOrganizationsInOrder(
    deps.db,
    viewerId,
    searchOneWordIds(deps.db, { words, typed }, limit, offset),
    oneWordSearchCount(deps.db, words, upTo),
  );
  return { rows: page.rows, total: page.total ?? (await countOneWordSearch(deps.db, words, upTo)) };
}

/** The tiers of nearest first with their sizes; a viewer without an area reads one list by name. */
function tiers(area: ViewerArea, counts: AreaCounts): { tier: DirectoryTier; size: number }[] {
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

/**
 * Nearest first: whole tiers are skipped by their sizes, so a page reads one or two tiers. The
 * area and the sizes come in one statement, each tier's page with its rows in another.
 */
async function nearestPage(deps: OrganizationsDeps, viewerId: string, limit: number, offset: number): Promise<Page> {
  const { area, counts } = await findViewerAreaCounts(deps.db, viewerId);
  const all = tiers(area, counts);
  const rows: OrganizationRow[] = [];
  let read = 0;
  let skip = offset;
  for (const { tier, size } of all) {
    if (read >= limit) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const page = await findOrganizationsInOrder(
      deps.db,
      viewerId,
      listDirectoryTier(deps.db, tier, area, limit - read, skip),
    );
    rows.push(...page.rows);
    read += page.read;
    skip = 0;
  }
  return { rows, total: all.reduce((sum, { size }) => sum + size, 0) };
}

/** Issue 19: best rated first (`sort=rating` without a search), one index range and the area counts' total. */
async function ratingPage(deps: OrganizationsDeps, viewerId: string, limit: number, offset: number): Promise<Page> {
  const { counts } = await findViewerAreaCounts(deps.db, viewerId);
  const page = await findOrganizationsInOrder(deps.db, viewerId, listByRating(deps.db, limit, offset));
  return { rows: page.rows, total: counts.total };
}

/** GET /organization/all: typo-tolerant search, or nearest (or best rated) first. */
export async function getDirectory(
  deps: OrganizationsDeps,
  viewerId: string,
  query: OrganizationDirectoryQuery,
): Promise<{ data: Organization[]; metadata: PageMetadata }> {
  const offset = (query.page - 1) * query.limit;
  const search = query.search ?? '';
  const { rows, total } =
    search !== ''
      ? await searchPage(deps, viewerId, search, query.limit, offset)
      : query.sort === 'rating'
        ? await ratingPage(deps, viewerId, query.limit, offset)
        : await nearestPage(deps, viewerId, query.limit, offset);
  return {
    data: rows.map((row) => presentOrganization(row, deps.urlFor)),
    metadata: pageMetadata(query.page, query.limit, total),
  };
}
