import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationFilterMessages } from '@ourhood/contract';
import { manualClock } from '../../src/lib/clock.js';
import { listItem } from '../helpers/marketplace.js';
import { createPost, createPostRequest, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { statementsDuring } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 39, filtered notifications (decision 0069): what new accounts do unasked, and mentions from
// people the recipient does not follow, wait in a box of their own: not in the list, the bell, the
// stream, e-mail or push; the person allows or dismisses each sender, or turns a rule off.

const DAY = 24 * 60 * 60 * 1000;
const clock = manualClock(new Date());
let ctx: TestContext;
type Headers = { authorization: string };
type Person = { id: string; headers: Headers };

beforeAll(async () => {
  ctx = await createTestApp(
    { TRUST_NEW_ACCOUNT_DAYS: '2', RATE_LIMIT_PER_MINUTE: '100000' },
    { startJobs: false, clock },
  );
});
afterAll(async () => ctx?.close());

const settled = (overrides: Record<string, unknown> = {}) =>
  neighbour(ctx.app, PARK_SLOPE, { created_at: new Date(clock.now().getTime() - 30 * DAY), ...overrides });
const fresh = (overrides: Record<string, unknown> = {}) => neighbour(ctx.app, PARK_SLOPE, overrides);
/** A read, once the jobs the writes queued have run (a comment's or reaction's notification: decision 0087). */
const get = async (url: string, headers: Headers) => {
  await ctx.app.jobs.drain();
  return ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
};
const post = (url: string, headers: Headers, payload?: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, ...(payload === undefined ? {} : { payload }) });
const patchPolicy = (headers: Headers, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/notifications/filter-policy', headers, payload });

const listed = async (person: Person) =>
  (await get('/notifications?limit=50', person.headers)).json() as {
    data: { kind: string; actor: { id: string } }[];
    metadata: { unread_count: number; total: number };
  };
const filteredSenders = async (person: Person) =>
  (await get('/notifications/filtered', person.headers)).json() as {
    data: { actor: { id: string; name: string }; notification_count: number; notifications: { kind: string }[] }[];
    metadata: { total: number };
  };
const policyOf = async (person: Person) => (await get('/notifications/filter-policy', person.headers)).json().data;

async function mention(author: Person, target: Person, name: string): Promise<string> {
  const response = await createPostRequest(ctx.app, author.headers, `Thanks @${name} for the ladder`, [
    { name: 'mention_ids', value: target.id },
  ]);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}
const comment = (author: Person, postId: string) =>
  post('/comments/create-comment', author.headers, { post_id: postId, content: 'Nice one' });

describe('filtered notifications', () => {
  it("keeps a new account's comment, reaction and follow out of the list, the bell, e-mail and push", async () => {
    const ada = await settled({ email: 'ada@filtered.test' });
    const postId = await createPost(ctx.app, ada.headers, 'Lost cat near the park');
    const newcomer = await fresh({ first_name: 'Nora', last_name: 'New' });
    const neighbourly = await settled();

    expect((await comment(newcomer, postId)).statusCode).toBe(201);
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: `/api/v1/posts/${postId}/reactions`,
          headers: newcomer.headers,
          payload: { kind: 'like' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await post(`/users/${ada.id}/follow`, newcomer.headers)).statusCode).toBe(200);
    expect((await comment(neighbourly, postId)).statusCode).toBe(201);

    const list = await listed(ada);
    expect(list.data.map((n) => n.actor.id)).toEqual([neighbourly.id]);
    expect(list.metadata.unread_count).toBe(1);
    expect((await get('/notifications/unread-count', ada.headers)).json().data.unread_count).toBe(1);

    const box = await filteredSenders(ada);
    expect(box.metadata.total).toBe(1);
    expect(box.data[0]).toMatchObject({ actor: { id: newcomer.id, name: 'Nora New' }, notification_count: 3 });
    expect(box.data[0]!.notifications.map((n) => n.kind).sort()).toEqual([
      'comment_on_post',
      'new_follower',
      'reaction',
    ]);
    expect(await policyOf(ada)).toEqual({ filter_not_following: true, filter_new_accounts: true, filtered_count: 3 });

    // Nothing of the filtered ones was queued to e-mail or push: only the neighbour's comment.
    const jobs = await ctx.database.db.selectFrom('jobs').select(['kind', 'payload']).execute();
    const aboutAda = jobs.filter((job) => JSON.stringify(job.payload).includes(ada.id));
    expect(aboutAda.every((job) => !JSON.stringify(job.payload).includes(newcomer.id))).toBe(true);
  });

  it('files a mention from someone the recipient does not follow, and lets it through once they follow', async () => {
    const bo = await settled({ first_name: 'Bo', last_name: 'Reyes' });
    const stranger = await settled();
    const friend = await settled();
    expect((await post(`/users/${friend.id}/follow`, bo.headers)).statusCode).toBe(200);
    await mention(stranger, bo, 'Bo Reyes');
    await mention(friend, bo, 'Bo Reyes');
    expect((await listed(bo)).data.filter((n) => n.kind === 'mention').map((n) => n.actor.id)).toEqual([friend.id]);
    expect((await filteredSenders(bo)).data.map((sender) => sender.actor.id)).toEqual([stranger.id]);
    // A stranger's comment on Bo's own post is an answer to what he published: in the list.
    const own = await createPost(ctx.app, bo.headers, 'Spare seedlings to give away');
    expect((await comment(stranger, own)).statusCode).toBe(201);
    expect((await listed(bo)).data.some((n) => n.kind === 'comment_on_post' && n.actor.id === stranger.id)).toBe(true);
  });

  it('"Allow" moves a sender into the list and lets them through from then on; "Dismiss" deletes', async () => {
    const cleo = await settled({ first_name: 'Cleo', last_name: 'Diaz' });
    const allowed = await settled();
    const dismissed = await settled();
    await mention(allowed, cleo, 'Cleo Diaz');
    await mention(dismissed, cleo, 'Cleo Diaz');
    expect((await filteredSenders(cleo)).metadata.total).toBe(2);

    const allow = await post(`/notifications/filtered/${allowed.id}/allow`, cleo.headers);
    expect(allow.statusCode, allow.body).toBe(200);
    expect(allow.json()).toMatchObject({ message: NotificationFilterMessages.senderAllowed, data: { moved: 1 } });
    const dismiss = await post(`/notifications/filtered/${dismissed.id}/dismiss`, cleo.headers);
    expect(dismiss.json()).toMatchObject({ data: { removed: 1 } });
    expect((await listed(cleo)).data.map((n) => n.actor.id)).toEqual([allowed.id]);
    expect((await filteredSenders(cleo)).data).toEqual([]);

    // Allowed: the next mention goes straight to the list; dismissed: filtered again.
    await mention(allowed, cleo, 'Cleo Diaz');
    await mention(dismissed, cleo, 'Cleo Diaz');
    expect((await listed(cleo)).data.filter((n) => n.actor.id === allowed.id)).toHaveLength(2);
    expect((await filteredSenders(cleo)).data.map((sender) => sender.actor.id)).toEqual([dismissed.id]);

    // Nothing waits from them any more, someone else's sender, a malformed id: 404, nothing changes.
    for (const id of [allowed.id, 'not-an-id', '00000000-0000-4000-8000-000000000000']) {
      const again = await post(`/notifications/filtered/${id}/allow`, cleo.headers);
      expect(again.statusCode).toBe(404);
      expect(again.json().message).toBe(NotificationFilterMessages.senderNotFound);
    }
    const other = await settled();
    expect((await post(`/notifications/filtered/${dismissed.id}/dismiss`, other.headers)).statusCode).toBe(404);
    expect((await filteredSenders(cleo)).metadata.total).toBe(1);
  });

  it('turning a rule off moves what it held into the list, and new ones stay there', async () => {
    const dana = await settled({ first_name: 'Dana', last_name: 'Ito' });
    const newcomer = await fresh();
    const stranger = await settled();
    const postId = await createPost(ctx.app, dana.headers, 'Street party on Saturday');
    expect((await comment(newcomer, postId)).statusCode).toBe(201);
    await mention(stranger, dana, 'Dana Ito');
    expect((await policyOf(dana)).filtered_count).toBe(2);

    const off = await patchPolicy(dana.headers, { filter_new_accounts: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data).toEqual({ filter_not_following: true, filter_new_accounts: false, filtered_count: 1 });
    expect((await listed(dana)).data.map((n) => n.actor.id)).toEqual([newcomer.id]);

    expect((await patchPolicy(dana.headers, { filter_not_following: false })).json().data.filtered_count).toBe(0);
    await mention(stranger, dana, 'Dana Ito');
    expect((await comment(newcomer, postId)).statusCode).toBe(201);
    expect((await listed(dana)).data).toHaveLength(4);
    expect((await policyOf(dana)).filtered_count).toBe(0);

    // Hostile bodies: unknown fields, wrong types, null: 400 and the rules stay as they are.
    for (const payload of [
      { filter_everything: true },
      { filter_new_accounts: 'yes' },
      { filter_not_following: null },
    ]) {
      expect((await patchPolicy(dana.headers, payload)).statusCode).toBe(400);
    }
    expect(await policyOf(dana)).toMatchObject({ filter_not_following: false, filter_new_accounts: false });
  });

  it('lists senders a page at a time in a fixed number of statements', async () => {
    const eve = await settled({ first_name: 'Eve', last_name: 'Park' });
    const senders = await Promise.all([1, 2, 3, 4, 5].map(() => settled()));
    for (const sender of senders) {
      await mention(sender, eve, 'Eve Park');
      await mention(sender, eve, 'Eve Park');
      clock.advance(1000);
    }
    const first = await get('/notifications/filtered?limit=2', eve.headers);
    expect(first.json().metadata).toMatchObject({ total: 5, has_more: true });
    expect(first.json().data.map((s: { actor: { id: string } }) => s.actor.id)).toEqual([
      senders[4]!.id,
      senders[3]!.id,
    ]);
    expect(first.json().data[0].notification_count).toBe(2);
    await get('/notifications/filtered?limit=2', eve.headers);
    const few = await statementsDuring(ctx.database, () => get('/notifications/filtered?limit=2', eve.headers));
    const many = await statementsDuring(ctx.database, () => get('/notifications/filtered?limit=5', eve.headers));
    expect(many).toBe(few);
  });

  it('never files what the recipient asked to hear (an item they are selling aside)', async () => {
    const seller = await settled();
    const newcomer = await fresh();
    const itemId = await listItem(ctx.app, seller.headers);
    expect((await post(`/marketplace/items/${itemId}/interest`, newcomer.headers)).statusCode).toBe(201);
    // A new account's "I'm interested" waits; a settled stranger's does not.
    const stranger = await settled();
    expect((await post(`/marketplace/items/${itemId}/interest`, stranger.headers)).statusCode).toBe(201);
    expect((await listed(seller)).data.map((n) => n.actor.id)).toEqual([stranger.id]);
    expect((await filteredSenders(seller)).data.map((s) => s.actor.id)).toEqual([newcomer.id]);
  });
});
