/** The endpoints `npm run bench` measures. Each feature adds its own scenarios here. */
export interface Scenario {
  name: string;
  path: string;
  /** Send the bearer token of a seeded demo neighbour. */
  authenticated?: boolean;
  /**
   * Computes the path at run time from the server's answers (e.g. a keyset cursor deep in the
   * feed); `get` calls the API as the signed-in neighbour and returns the parsed JSON.
   */
  resolvePath?: (get: (path: string) => Promise<unknown>) => Promise<string>;
  /** Paths each connection asks in turn instead of `path` alone (e.g. a map panned about). */
  paths?: readonly string[];
}

/** The neighbour the feed scenarios read as (Park Slope, Brooklyn: suburb, city, rest buckets). */
export const BENCH_READER_EMAIL = 'diego@demo.ourhood.app';

function nextCursor(body: unknown): string {
  const cursor = (body as { metadata?: { next_cursor?: string | null } }).metadata?.next_cursor;
  if (!cursor) throw new Error('the feed returned no next_cursor');
  return cursor;
}

export const scenarios: Scenario[] = [
  { name: 'health', path: '/api/v1/health' },
  { name: 'readiness (database round trip)', path: '/api/v1/ready' },
  { name: 'SPA index.html', path: '/' },
];

/**
 * The local feed over `postCount` seeded posts (bench/feed-seed.ts): 2 % in the reader's suburb,
 * 5 % in their city, the rest elsewhere, so deep pages cross into the "everything else" bucket.
 */
export function feedScenarios(postCount: number): Scenario[] {
  const fmt = (value: number) => value.toLocaleString('en');
  const deepOffsetPage = Math.max(2, Math.floor(postCount / 10 / 20));
  const middlePage = Math.max(2, Math.floor(postCount / 2 / 20));
  return [
    { name: 'feed, first page', path: '/api/v1/posts', authenticated: true },
    { name: 'feed, page 500 (offset 9,980)', path: '/api/v1/posts?page=500', authenticated: true },
    {
      name: `feed, page ${fmt(deepOffsetPage)} (offset ${fmt((deepOffsetPage - 1) * 20)})`,
      path: `/api/v1/posts?page=${deepOffsetPage}`,
      authenticated: true,
    },
    {
      name: `feed, keyset page after row ${fmt(middlePage * 20)}`,
      path: '/api/v1/posts',
      authenticated: true,
      // One slow offset read to get there, then the cursor page that follows it is measured.
      resolvePath: async (get) =>
        `/api/v1/posts?cursor=${encodeURIComponent(nextCursor(await get(`/api/v1/posts?page=${middlePage}`)))}`,
    },
    { name: 'feed, search "bicycles" (newest first)', path: '/api/v1/posts?search=bicycles', authenticated: true },
  ];
}

/** The organizations directory over `count` seeded organizations (bench/organizations-seed.ts). */
export function organizationScenarios(count: number): Scenario[] {
  const fmt = count.toLocaleString('en');
  return [
    { name: `directory, nearest first, page 1 (${fmt} orgs)`, path: '/api/v1/organization/all', authenticated: true },
    { name: 'directory, search "bakery"', path: '/api/v1/organization/all?search=bakery', authenticated: true },
    { name: 'directory, typo search "bakry"', path: '/api/v1/organization/all?search=bakry', authenticated: true },
  ];
}
