import { describe, expect, it } from 'vitest';
import { ChangeNotices } from '../../src/db/change-notices.js';
import { FeedPageStore, type FeedPageShape } from '../../src/features/posts/feed-page-store.js';
import { sharedPageOf, type SharedFeedPage } from '../../src/features/posts/feed-page.js';
import type { FeedRow } from '../../src/features/posts/posts-repository.js';

// Decision 0071: kept feed pages take changes in — a new post where it belongs, a changed post read
// once and replaced — without a database (the rows are plain objects, the notices hand-written).

const PARK_SLOPE = { country: 'United States', state: 'New York', city: 'Brooklyn', suburb: 'Park Slope' };
const BUSHWICK = { ...PARK_SLOPE, suburb: 'Bushwick' };
const IKEJA = { country: 'Nigeria', state: 'Lagos', city: 'Ikeja', suburb: 'Ikeja' };
type Area = typeof PARK_SLOPE;

let clock = Date.parse('2031-04-01T09:00:00Z');
let sequence = 0;
/** A post as a shared page holds it: only what the store reads of it, the rest left out. */
function post(area: Area, extra: Partial<FeedRow> = {}): FeedRow {
  sequence += 1;
  clock += 1000;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    local: true,
    created_at: new Date(clock),
    location_country: area.country,
    location_state: area.state,
    location_city: area.city,
    location_suburb: area.suburb,
    reaction_counts: {},
    hidden_at: null,
    comments_count: 0,
    ...extra,
  } as unknown as FeedRow;
}

const newestFirst = (rows: FeedRow[]) => [...rows].sort((a, b) => +b.created_at - +a.created_at);
const segmented = (segment: number, rows: FeedRow[]) => newestFirst(rows).map((row) => ({ row, segment }));
const COUNTS = { total: 0, city: 0, suburb: 0 };

function setup(options: { maxChanges?: number } = {}) {
  const notices = new ChangeNotices(true);
  notices.schema = 'app';
  const database = new Map<string, FeedRow>();
  const asked: string[][] = [];
  const store = new FeedPageStore(
    notices,
    async (ids) => {
      asked.push([...ids]);
      return ids.flatMap((id) => (database.has(id) ? [database.get(id)!] : []));
    },
    options,
  );
  const write = (row: FeedRow) => {
    database.set(row.id, row);
    notices.receive(`app:post-new:${row.id}`);
  };
  const change = (row: FeedRow) => {
    database.set(row.id, row);
    notices.receive(`app:post:${row.id}`);
  };
  return { notices, store, write, change, asked };
}

const parkSlopeFirstPage = (capacity: number): FeedPageShape => ({
  scope: { kind: 'area', area: PARK_SLOPE },
  after: undefined,
  capacity,
});
const ids = (page: SharedFeedPage) => page.rows.map(({ row }) => row.id);

describe('feed page store', () => {
  it("puts a new post of the reader's suburb on top, the page's last row out, reading the post once", async () => {
    const { store, write, asked } = setup();
    const own = [post(PARK_SLOPE), post(PARK_SLOPE), post(PARK_SLOPE)];
    let reads = 0;
    const read = async () => {
      reads++;
      return sharedPageOf(segmented(0, own), COUNTS, false);
    };
    const first = await store.page('a', parkSlopeFirstPage(3), read);
    await store.page('b', parkSlopeFirstPage(10), read);
    const fresh = post(PARK_SLOPE);
    write(fresh);
    const caught = await store.page('a', parkSlopeFirstPage(3), read);
    expect(reads).toBe(2);
    expect(ids(caught)).toEqual([fresh.id, own[2]!.id, own[1]!.id]);
    expect(caught.complete).toBe(false);
    // Unchanged rows are the same objects: their presentation and JSON are kept (feed-kept-posts.ts).
    expect(caught.rows[1]).toBe(first.rows[0]);
    // Another page of the same area takes the same row in, without reading it again.
    const other = await store.page('b', parkSlopeFirstPage(10), read);
    expect(ids(other)).toEqual([fresh.id, ...ids(first)]);
    expect(reads).toBe(2);
    expect(asked).toEqual([[fresh.id]]);
    expect(await store.page('a', parkSlopeFirstPage(3), read)).toBe(caught);
  });

  it("places a post by segment: after the suburb's rows, and only on a page that reaches its place", async () => {
    const { store, write } = setup();
    const suburb = [post(PARK_SLOPE), post(PARK_SLOPE)];
    const elsewhere = [post(IKEJA)];
    const whole = async () => sharedPageOf([...segmented(0, suburb), ...segmented(2, elsewhere)], COUNTS, true);
    const full = async () => sharedPageOf(segmented(0, suburb), COUNTS, false);
    await store.page('whole', parkSlopeFirstPage(10), whole);
    const fullBefore = await store.page('full', parkSlopeFirstPage(2), full);
    const city = post(BUSHWICK);
    write(city);
    const caughtWhole = await store.page('whole', parkSlopeFirstPage(10), whole);
    expect(caughtWhole.rows.map(({ row, segment }) => [row.id, segment])).toEqual([
      [suburb[1]!.id, 0],
      [suburb[0]!.id, 0],
      [city.id, 1],
      [elsewhere[0]!.id, 2],
    ]);
    // The full page holds the suburb only: the rest of the city begins on a later page.
    const fullAfter = await store.page('full', parkSlopeFirstPage(2), full);
    expect(ids(fullAfter)).toEqual([suburb[1]!.id, suburb[0]!.id]);
    // A post that lands on no row of a page leaves it the same object: its readers' rows and its
    // JSON are kept (decision 0092), not rebuilt for every post of another place.
    expect(fullAfter).toBe(fullBefore);
    // A private group's post is no one's local feed.
    write(post(PARK_SLOPE, { local: false }));
    expect(ids(await store.page('whole', parkSlopeFirstPage(10), whole))).toHaveLength(4);
  });

  it("takes a post past the last row in at the end of the feed's last page, and nowhere before it", async () => {
    const { store, write } = setup();
    const suburb = [post(PARK_SLOPE), post(PARK_SLOPE), post(PARK_SLOPE)];
    const last = async () => sharedPageOf(segmented(0, suburb), COUNTS, true);
    const full = async () => sharedPageOf(segmented(0, suburb.slice(1)), COUNTS, false);
    await store.page('last', parkSlopeFirstPage(10), last);
    const fullBefore = await store.page('full', parkSlopeFirstPage(2), full);
    const city = post(BUSHWICK);
    const own = post(PARK_SLOPE);
    write(city);
    write(own);
    const caught = await store.page('last', parkSlopeFirstPage(10), last);
    expect(caught.rows.map(({ row, segment }) => [row.id, segment])).toEqual([
      [own.id, 0],
      [suburb[2]!.id, 0],
      [suburb[1]!.id, 0],
      [suburb[0]!.id, 0],
      [city.id, 1],
    ]);
    expect(caught.complete).toBe(true);
    // A full page takes the suburb's post on top, and leaves the city's for a later page.
    expect(ids(await store.page('full', parkSlopeFirstPage(2), full))).toEqual([own.id, suburb[2]!.id]);
    expect(ids(fullBefore)).toEqual([suburb[2]!.id, suburb[1]!.id]);
  });

  it("replaces a changed post where it stands, and leaves a keyset page's newer posts out", async () => {
    const { store, write, change } = setup();
    const rows = [post(PARK_SLOPE), post(PARK_SLOPE), post(PARK_SLOPE)];
    const read = async () => sharedPageOf(segmented(0, rows.slice(0, 2)), COUNTS, true);
    const shape: FeedPageShape = {
      scope: { kind: 'area', area: PARK_SLOPE },
      after: { segment: 0, createdAt: new Date(rows[2]!.created_at), id: rows[2]!.id },
      capacity: 5,
    };
    await store.page('next', shape, read);
    const commented = { ...rows[0]!, comments_count: 4 } as FeedRow;
    change(commented);
    write(post(PARK_SLOPE));
    const caught = await store.page('next', shape, read);
    expect(ids(caught)).toEqual([rows[1]!.id, rows[0]!.id]);
    expect(caught.rows[1]!.row.comments_count).toBe(4);
  });

  it('reads a query page again when a post is written, and everything after a feed notice', async () => {
    const { notices, store, write } = setup();
    let reads = 0;
    const read = async () => {
      reads++;
      return sharedPageOf([], COUNTS, true);
    };
    const byAuthor: FeedPageShape = { scope: { kind: 'query', authorId: 'someone' }, after: undefined, capacity: 5 };
    await store.page('author', byAuthor, read);
    await store.page('area', parkSlopeFirstPage(5), read);
    write(post(IKEJA));
    await store.page('author', byAuthor, read);
    await store.page('area', parkSlopeFirstPage(5), read);
    expect(reads).toBe(3);
    notices.receive('app:feed');
    await store.page('area', parkSlopeFirstPage(5), read);
    expect(reads).toBe(4);
  });

  it('takes in a change heard while its page was being read (the read may or may not hold it)', async () => {
    const { store, write } = setup();
    const rows = [post(PARK_SLOPE)];
    const fresh = post(PARK_SLOPE);
    let release!: () => void;
    const read = () =>
      new Promise<SharedFeedPage>((resolve) => {
        release = () => resolve(sharedPageOf(segmented(0, rows), COUNTS, true));
      });
    const reading = store.page('a', parkSlopeFirstPage(5), read);
    write(fresh);
    release();
    expect(ids(await reading)).toEqual([fresh.id, rows[0]!.id]);
    // Twice is the same as once: a read that already held the post does not get it twice.
    const again = store.page('b', parkSlopeFirstPage(5), async () =>
      sharedPageOf(segmented(0, [...rows, fresh]), COUNTS, true),
    );
    expect(ids(await again)).toEqual([fresh.id, rows[0]!.id]);
  });

  it('keeps nothing while notices may be missed, and forgets pages too far behind', async () => {
    const notices = new ChangeNotices(false);
    notices.schema = 'app';
    let reads = 0;
    const read = async () => {
      reads++;
      return sharedPageOf([], COUNTS, true);
    };
    const deaf = new FeedPageStore(notices, async () => []);
    await deaf.page('a', parkSlopeFirstPage(5), read);
    await deaf.page('a', parkSlopeFirstPage(5), read);
    expect(reads).toBe(2);

    const { store, write } = setup({ maxChanges: 2 });
    await store.page('a', parkSlopeFirstPage(5), read);
    await store.page('a', parkSlopeFirstPage(5), read);
    expect(reads).toBe(3);
    for (let index = 0; index < 3; index++) write(post(IKEJA));
    await store.page('a', parkSlopeFirstPage(5), read);
    expect(reads).toBe(4);
  });
});
