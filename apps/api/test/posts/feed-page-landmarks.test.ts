import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { keptParkSloper, postLater, type neighbour } from '../helpers/posts.js';
import { statementsDuring } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Decision 0040: a numbered page a reader has reached before is read from where it begins, by
// keyset. Whatever changed since, it must hold exactly the rows the offset would give that reader.

const clock = manualClock(new Date('2031-04-01T09:00:00Z'));
let ctx: TestContext;
type Person = Awaited<ReturnType<typeof neighbour>>;
interface FeedAnswer {
  data: { id: string; content: string }[];
  metadata: { page: number; total: number; has_more: boolean; next_cursor: string | null };
}

const LIMIT = 4;

beforeAll(async () => {
  ctx = await createTestApp({ RATE_LIMIT_PER_MINUTE: '10000', VISITOR_RATE_LIMIT_PER_MINUTE: '10000' }, { clock });
});

afterAll(async () => {
  await ctx?.close();
});

const parkSloper = () => keptParkSloper(ctx.app);
const post = (person: Person, content: string) => postLater(ctx.app, clock, person.headers, content);

async function feed(person: Person, query: string): Promise<FeedAnswer> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/v1/posts${query}`, headers: person.headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as FeedAnswer;
}

/**
 * The reader's whole feed, walked by cursor: what every numbered page must be a slice of. In pages
 * of another size, whose first page leaves no landmark for the pages under test.
 */
async function wholeFeed(person: Person): Promise<string[]> {
  const ids: string[] = [];
  let answer = await feed(person, `?limit=50`);
  for (;;) {
    ids.push(...answer.data.map(({ id }) => id));
    const next = answer.metadata.next_cursor;
    if (!next) return ids;
    answer = await feed(person, `?limit=50&cursor=${encodeURIComponent(next)}`);
  }
}

/**
 * Page `page` by number: the slice of the reader's whole feed it must be, and the same answer as
 * the offset read without any landmark (`total` and `has_more` come from the area's counters).
 */
async function expectPage(person: Person, page: number): Promise<FeedAnswer> {
  const whole = await wholeFeed(person);
  const answer = await feed(person, `?limit=${LIMIT}&page=${page}`);
  expect(answer.data.map(({ id }) => id)).toEqual(whole.slice((page - 1) * LIMIT, page * LIMIT));
  ctx.app.feedCaches.landmarks.forgetReader(person.id);
  expect(await feed(person, `?limit=${LIMIT}&page=${page}`)).toEqual(answer);
  return answer;
}

function statementsOf(run: () => Promise<unknown>): Promise<number> {
  return statementsDuring(ctx.database, run);
}

describe('numbered feed pages read from where they begin', () => {
  it('reads a page again, and the next one by number, without reading past the rows before it', async () => {
    const [author, reader] = [await parkSloper(), await parkSloper()];
    for (let index = 0; index < 20; index++) await post(author, `Landmark post ${index}`);
    const byOffset = () => feed(reader, `?limit=${LIMIT}&page=3`);
    expect(await statementsOf(byOffset)).toBeGreaterThan(1);
    // Again: from where page 3 begins (one keyset statement, then the kept shared page).
    expect(await statementsOf(byOffset)).toBe(1);
    expect(await statementsOf(byOffset)).toBe(0);
    // Page 4 begins where page 3 ended.
    expect(await statementsOf(() => feed(reader, `?limit=${LIMIT}&page=4`))).toBe(1);
    // Another reader has no landmark of this one's: their own offset read first.
    const other = await parkSloper();
    expect(await statementsOf(() => feed(other, `?limit=${LIMIT}&page=3`))).toBeGreaterThan(1);
    // And each is the page the offset gives.
    await expectPage(reader, 3);
    await expectPage(reader, 4);
    await expectPage(reader, 5);
  });

  it('moves the pages at once when a post is written, hidden or deleted, for every reader', async () => {
    const [author, reader] = [await parkSloper(), await parkSloper()];
    for (let index = 0; index < 12; index++) await post(author, `Moving post ${index}`);
    const pageOne = await expectPage(reader, 1);
    const before = await expectPage(reader, 2);
    await post(author, 'Moving post, newest');
    // Everything moved one row down: page 1's last row now opens page 2.
    const after = await expectPage(reader, 2);
    expect(after.data[0]!.id).toBe(pageOne.data.at(-1)!.id);
    // A plain statement, as moderation or a database console would make it.
    const [top] = (await feed(reader, `?limit=${LIMIT}&page=1`)).data;
    await sql`UPDATE posts SET hidden_at = now() WHERE id = ${top!.id}`.execute(ctx.database.db);
    await expectPage(reader, 2);
    await sql`DELETE FROM posts WHERE id = ${before.data[0]!.id}`.execute(ctx.database.db);
    await expectPage(reader, 2);
  });

  it("moves one reader's pages when they block or mute someone, and nobody else's", async () => {
    const [author, chatty, reader, bystander] = [
      await parkSloper(),
      await parkSloper(),
      await parkSloper(),
      await parkSloper(),
    ];
    for (let index = 0; index < 6; index++) await post(author, `Steady post ${index}`);
    for (let index = 0; index < 6; index++) await post(chatty, `Chatty post ${index}`);
    await expectPage(reader, 2);
    const bystanders = await expectPage(bystander, 2);
    const mute = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${chatty.id}/mute`,
      headers: reader.headers,
    });
    expect(mute.statusCode, mute.body).toBe(200);
    const muted = await expectPage(reader, 2);
    expect(muted.data.map(({ content }) => content)).not.toContain('Chatty post 1');
    expect((await expectPage(bystander, 2)).data).toEqual(bystanders.data);
    const blocked = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/users/${reader.id}/block`,
      headers: author.headers,
    });
    expect(blocked.statusCode, blocked.body).toBe(200);
    const both = await expectPage(reader, 2);
    expect(both.data.map(({ content }) => content).join()).not.toMatch(/Steady|Chatty/);
  });
});
