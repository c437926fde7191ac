import { pageMetadata, type Organization, type OrganizationDirectoryQuery, type PageMetadata } from '@ourhood/contract';
import type { OrganizationsDeps } from './organizations-deps.js';
import { presentOrganization } from './organizations-presenter.js';
import type { AuthUser } from '../../plugins/authenticate.js';
import { cutDirectoryPage } from './directory-cut.js';
import { findSharedOrganizationsInOrder, type SharedOrganizationRow } from './organizations-repository.js';
import {
  countDirectorySearch,
  countOneWordSearch,
  directorySearchCount,
  findAreaCounts,
  findCandidateWords,
  findViewerRelations,
  listDirectoryTier,
  listByRating,
  oneWordSearchCount,
  searchCountLimit,
  searchDirectoryIds,
  searchOneWordIds,
  type AreaCounts,
  type DirectoryTier,
  type ViewerArea,
  type ViewerPlace,
} from './directory-repository.js';
import { anyOf, everyGroup, searchTerms, wordsForTerm } from './directory-search-terms.js';

/**
 * A page's full rows, in order, as every viewer shares them (ids and rows are read in one
 * statement: decision 0032), and the total. Kept in `deps.directoryPages` and cut per viewer
 * (decision 0039).
 */
export interface SharedDirectoryPage {
  rows: readonly SharedOrganizationRow[];
  total: number;
}

/** Word search with typo tolerance (directory-search-terms.ts): a handful of indexed statements. */
async function searchPage(
  deps: OrganizationsDeps,
  search: string,
  limit: number,
  offset: number,
): Promise<SharedDirectoryPage> {
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
  if (groups.length === 1) return oneWordPage(deps, terms[0]!, groups[0]!, candidates, limit, offset);
  const query = everyGroup(groups);
  const upTo = searchCountLimit(offset, limit);
  // The total rides along with the page; a page past the end counts apart.
  const page = await findSharedOrganizationsInOrder(
    deps.db,
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
  typed: string,
  variants: readonly string[],
  candidates: readonly { word: string }[],
  limit: number,
  offset: number,
): Promise<SharedDirectoryPage> {
  // Numbers are matched exactly and never enter the dictionary.
  const known = new Set(candidates.map((row) => row.word));
  const words = variants.filter((word) => known.has(word) || /^\p{N}+$/u.test(word));
  if (words.length === 0) return { rows: [], total: 0 };
  const upTo = searchCountLimit(offset, limit);
  const page = await findSharedOrganizationsInOrder(
    deps.db,
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
async function nearestPage(
  deps: OrganizationsDeps,
  place: ViewerPlace,
  limit: number,
  offset: number,
): Promise<SharedDirectoryPage> {
  const { area, counts } = await findAreaCounts(deps.db, place);
  const all = tiers(area, counts);
  const rows: SharedOrganizationRow[] = [];
  let skip = offset;
  for (const { tier, size } of all) {
    if (rows.length >= limit) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const page = await findSharedOrganizationsInOrder(
      deps.db,
      listDirectoryTier(deps.db, tier, area, limit - rows.length, skip),
    );
    rows.push(...page.rows);
    skip = 0;
  }
  return { rows, total: all.reduce((sum, { size }) => sum + size, 0) };
}

/** Issue 19: best rated first (`sort=rating` without a search), one index range and the area counts' total. */
async function ratingPage(
  deps: OrganizationsDeps,
  place: ViewerPlace,
  limit: number,
  offset: number,
): Promise<SharedDirectoryPage> {
  const { counts } = await findAreaCounts(deps.db, place);
  const page = await findSharedOrganizationsInOrder(deps.db, listByRating(deps.db, limit, offset));
  return { rows: page.rows, total: counts.total };
}

/** A page as every viewer shares it, read now (the key below says what it depends on). */
function readSharedPage(
  deps: OrganizationsDeps,
  place: ViewerPlace,
  query: OrganizationDirectoryQuery,
): Promise<SharedDirectoryPage> {
  const offset = (query.page - 1) * query.limit;
  const search = query.search ?? '';
  if (search !== '') return searchPage(deps, search, query.limit, offset);
  if (query.sort === 'rating') return ratingPage(deps, place, query.limit, offset);
  return nearestPage(deps, place, query.limit, offset);
}

/**
 * What a shared page depends on: the search, or (nearest first) the viewer's area and
 * coordinates as their session carries them, and the page. The rating order and its total
 * depend on no viewer.
 */
function sharedPageKey(place: ViewerPlace, query: OrganizationDirectoryQuery): string {
  const page = `${query.limit}\u0000${query.page}`;
  const search = query.search ?? '';
  if (search !== '') return `search\u0000${search}\u0000${page}`;
  if (query.sort === 'rating') return `rating\u0000${page}`;
  const { area, coordinates } = place;
  return `nearest\u0000${area.state}\u0000${area.city}\u0000${area.suburb}\u0000${coordinates?.lat ?? ''}\u0000${coordinates?.lng ?? ''}\u0000${page}`;
}

/**
 * GET /organization/all: typo-tolerant search, or nearest (or best rated) first. The page is read
 * once for every viewer asking the same (decision 0039) and cut for this one: their hidden-from
 * and blocked owners out, whether they follow each owner (one statement).
 */
export async function getDirectory(
  deps: OrganizationsDeps,
  viewer: Pick<AuthUser, 'id' | 'area' | 'coordinates'>,
  query: OrganizationDirectoryQuery,
): Promise<{ data: Organization[]; metadata: PageMetadata }> {
  const place: ViewerPlace = { area: viewer.area, coordinates: viewer.coordinates };
  const shared = await deps.directoryPages.page(sharedPageKey(place, query), async () => {
    const page = await readSharedPage(deps, place, query);
    // Shared by every viewer from now on: frozen, so no request can change it for the others.
    for (const row of page.rows) Object.freeze(row);
    return Object.freeze({ rows: Object.freeze(page.rows), total: page.total });
  });
  const relations = await findViewerRelations(
    deps.db,
    viewer.id,
    shared.rows.map((row) => row.owner_id),
  );
  const rows = cutDirectoryPage(shared.rows, viewer.id, relations);
  return {
    data: rows.map((row) => presentOrganization(row, deps.urlFor)),
    metadata: pageMetadata(query.page, query.limit, shared.total),
  };
}
