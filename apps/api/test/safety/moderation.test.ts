// Moderation (issue 17): who may do what, reports, hiding, appeals and the public log. Suspension,
// ban, approval, hidden content on every route and the admin screen: moderation-sanctions.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guidelineRules, ModerationMessages } from '@ourhood/contract';
import { manualClock } from '../../src/lib/clock.js';
import { createEvent, eventBody } from '../helpers/events.js';
import { createGroup, createGroupPostRequest } from '../helpers/groups.js';
import { organization } from '../helpers/organizations.js';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { act, notificationKinds, oldNeighbour, report, staff } from '../helpers/safety.js';
import { statementsDuring } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const clock = manualClock(new Date());
const DAY = 24 * 60 * 60 * 1000;
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false, clock });
});

afterAll(async () => {
  await ctx?.close();
});

type Headers = { authorization: string };
const get = (url: string, headers?: Headers) => ctx.app.inject({ method: 'GET', url: `/api/v1${url}`, headers });
const appeal = (headers: Headers, body: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/moderation/appeals', headers, payload: body });

describe('the permission matrix', () => {
  it('lets visitors read the log only, everyone signed in report and appeal, and staff alone work the queue', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const postId = await createPost(ctx.app, author.headers, 'A post to report');
    const callers = {
      neighbour: (await neighbour(ctx.app, PARK_SLOPE)).headers,
      organization: (await organization(ctx.app, { business_name: 'Corner Shop' })).headers,
      moderator: (await staff(ctx.app, 'moderator')).headers,
      admin: (await staff(ctx.app, 'admin')).headers,
    };
    // Visitors: the public log; 401 for the signed-in routes; 404 for the staff routes (as for a missing route).
    expect((await get('/moderation/log')).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/reports', payload: {} })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/moderation/appeals', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await get('/moderation/queue')).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/moderation/actions', payload: {} })).statusCode).toBe(
      404,
    );
    for (const [who, headers] of Object.entries(callers)) {
      const staffer = who === 'moderator' || who === 'admin';
      expect((await report(ctx.app, headers, 'post', postId)).statusCode, who).toBe(201);
      expect((await get('/moderation/log', headers)).statusCode, who).toBe(200);
      expect((await get('/moderation/queue', headers)).statusCode, who).toBe(staffer ? 200 : 404);
      const dismissed = await act(ctx.app, headers, { target_type: 'post', target_id: postId, action: 'dismiss' });
      expect(dismissed.statusCode, who).toBe(staffer ? 200 : 404);
    }
  });
});

describe('reports', () => {
  it('keeps one open report per reporter and item (a repeat answers it with 200) and refuses own, unknown and unbuilt items', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reporter = await neighbour(ctx.app, PARK_SLOPE);
    const postId = await createPost(ctx.app, author.headers, 'Buy cheap watches');
    const first = await report(ctx.app, reporter.headers, 'post', postId);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ target_type: 'post', target_id: postId, reason: 'spam', status: 'open' });
    const again = await report(ctx.app, reporter.headers, 'post', postId, 'scam');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(again.json().message).toBe(ModerationMessages.reportExists);
    expect((await report(ctx.app, author.headers, 'post', postId)).statusCode).toBe(404);
    expect((await report(ctx.app, reporter.headers, 'post', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    // A post's id is no event; reviews and messages do not exist yet.
    for (const kind of ['event', 'review', 'message']) {
      expect((await report(ctx.app, reporter.headers, kind, postId)).statusCode, kind).toBe(404);
    }
    expect((await report(ctx.app, reporter.headers, 'user', author.id, 'harassment')).statusCode).toBe(201);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/reports',
      headers: reporter.headers,
      payload: { target_type: 'planet', target_id: postId, reason: 'boring' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('hides a reported event for everyone but its organizer, and restores it', async () => {
    const organizer = await neighbour(ctx.app, PARK_SLOPE);
    const reporter = await neighbour(ctx.app, PARK_SLOPE);
    const moderator = await staff(ctx.app, 'moderator');
    const eventId = await createEvent(
      ctx.app,
      organizer.headers,
      eventBody(clock.now(), { title: 'Free crypto seminar' }),
    );
    expect((await report(ctx.app, reporter.headers, 'event', eventId)).statusCode).toBe(201);
    const hide = await act(ctx.app, moderator.headers, {
      target_type: 'event',
      target_id: eventId,
      action: 'hide',
      reason: 'scam',
    });
    expect(hide.statusCode).toBe(200);
    expect((await get(`/events/${eventId}`, reporter.headers)).statusCode).toBe(404);
    const listed = await get('/events?scope=area', reporter.headers);
    expect(JSON.stringify(listed.json().data)).not.toContain(eventId);
    expect((await get(`/events/${eventId}`, organizer.headers)).statusCode).toBe(200);
    const restore = await act(ctx.app, moderator.headers, {
      target_type: 'event',
      target_id: eventId,
      action: 'restore',
      reason: 'scam',
    });
    expect(restore.statusCode).toBe(200);
    expect((await get(`/events/${eventId}`, reporter.headers)).statusCode).toBe(200);
  });

  it('hides an item automatically when 3 unlinked neighbours report it, until a moderator reviews it', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reader = await neighbour(ctx.app, PARK_SLOPE);
    const moderator = await staff(ctx.app, 'moderator');
    const postId = await createPost(ctx.app, author.headers, 'Controversial take');
    // Established accounts made months apart, each reporting from their own address (issue 39:
    // linked reports and new accounts' reports count for little; test/safety/report-scores.test.ts).
    const reporters = await Promise.all(
      [60, 90, 120].map((days) =>
        oldNeighbour(ctx.app, undefined, { created_at: new Date(clock.now().getTime() - days * DAY) }),
      ),
    );
    await report(ctx.app, reporters[0]!.headers, 'post', postId, 'spam', '10.0.0.1');
    // The same reporter twice counts once.
    await report(ctx.app, reporters[0]!.headers, 'post', postId, 'spam', '10.0.0.1');
    await report(ctx.app, reporters[1]!.headers, 'post', postId, 'hate', '10.0.0.2');
    expect((await get(`/posts/${postId}`, reader.headers)).statusCode).toBe(200);
    await report(ctx.app, reporters[2]!.headers, 'post', postId, 'hate', '10.0.0.3');
    expect((await get(`/posts/${postId}`, reader.headers)).statusCode).toBe(404);
    expect((await get(`/posts/${postId}`, author.headers)).statusCode).toBe(200);
    expect((await get(`/posts/${postId}`, moderator.headers)).statusCode).toBe(200);
    expect(await notificationKinds(ctx.app, author.headers)).toContain('moderation_notice');
    const queue = (await get('/moderation/queue', moderator.headers)).json().data as {
      target_id: string;
      report_count: number;
      content: { hidden: boolean; text: string };
      reasons: { reason: string; count: number }[];
    }[];
    const item = queue.find((entry) => entry.target_id === postId)!;
    expect(item.report_count).toBe(3);
    expect(item.content).toMatchObject({ hidden: true, text: 'Controversial take' });
    expect(item.reasons[0]).toEqual({ reason: 'hate', count: 2 });
    // A review that finds nothing wrong ends the automatic hide.
    expect(
      (await act(ctx.app, moderator.headers, { target_type: 'post', target_id: postId, action: 'dismiss' })).statusCode,
    ).toBe(200);
    expect((await get(`/posts/${postId}`, reader.headers)).statusCode).toBe(200);
    expect(await notificationKinds(ctx.app, reporters[1]!.headers)).toEqual(['report_outcome']);
  });
});

describe('hide, appeal, restore and the public log', () => {
  it('hides for everyone but the author, takes one appeal, restores, and logs both without reporters', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const reporter = await neighbour(ctx.app, PARK_SLOPE);
    const moderator = await staff(ctx.app, 'moderator');
    const postId = await createPost(ctx.app, author.headers, 'Rude words about the baker');
    await report(ctx.app, reporter.headers, 'post', postId, 'harassment');
    // The log orders by time: this test's actions come after every earlier one.
    clock.advance(1000);
    const hidden = await act(ctx.app, moderator.headers, {
      target_type: 'post',
      target_id: postId,
      action: 'hide',
      reason: 'harassment',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ action: 'hide', rule: guidelineRules.harassment });
    const feed = (await get('/posts?limit=50', reporter.headers)).json().data as { id: string }[];
    expect(feed.map((post) => post.id)).not.toContain(postId);
    expect((await get(`/posts/${postId}`, reporter.headers)).statusCode).toBe(404);
    expect(
      (await get(`/posts?author_id=${author.id}`, author.headers)).json().data.map((p: { id: string }) => p.id),
    ).toContain(postId);
    expect(await notificationKinds(ctx.app, author.headers)).toEqual(['moderation_notice']);
    expect(await notificationKinds(ctx.app, reporter.headers)).toEqual(['report_outcome']);

    // Only the author appeals, once.
    expect(
      (await appeal(reporter.headers, { target_type: 'post', target_id: postId, note: 'Me too' })).statusCode,
    ).toBe(404);
    const appealed = await appeal(author.headers, { target_type: 'post', target_id: postId, note: 'It was a joke' });
    expect(appealed.statusCode, appealed.body).toBe(201);
    expect((await appeal(author.headers, { action_id: hidden.json().data.id, note: 'Again' })).statusCode).toBe(409);
    const queue = (await get('/moderation/queue?sort=newest', moderator.headers)).json().data as {
      target_id: string;
      appeals: { note: string }[];
    }[];
    expect(queue.find((entry) => entry.target_id === postId)?.appeals.map((a) => a.note)).toEqual(['It was a joke']);

    clock.advance(1000);
    expect(
      (await act(ctx.app, moderator.headers, { target_type: 'post', target_id: postId, action: 'restore' })).statusCode,
    ).toBe(200);
    expect((await get(`/posts/${postId}`, reporter.headers)).statusCode).toBe(200);
    const queueAfter = (await get('/moderation/queue', moderator.headers)).json().data as { target_id: string }[];
    expect(queueAfter.map((entry) => entry.target_id)).not.toContain(postId);

    const log = await get('/moderation/log?limit=50');
    expect(log.statusCode).toBe(200);
    const entries = log.json().data as { action: string; content_kind: string; rule: string }[];
    expect(entries.slice(0, 2)).toEqual([
      expect.objectContaining({ action: 'restore', content_kind: 'post' }),
      expect.objectContaining({ action: 'hide', content_kind: 'post', rule: guidelineRules.harassment }),
    ]);
    // Never the reporter, the moderator, the author or the content.
    for (const secret of [reporter.id, moderator.id, author.id, postId, 'Rude words'])
      expect(log.body).not.toContain(secret);
  });

  it('leaves private-group content out of the public log', async () => {
    const owner = await neighbour(ctx.app, PARK_SLOPE);
    const moderator = await staff(ctx.app, 'moderator');
    const groupId = await createGroup(ctx.app, owner.headers, 'Secret Garden', 'private');
    const created = await createGroupPostRequest(ctx.app, owner.headers, groupId, 'Members only');
    const postId = created.json().data.id as string;
    const before = (await get('/moderation/log?limit=50')).json().metadata.total as number;
    expect(
      (await act(ctx.app, moderator.headers, { target_type: 'post', target_id: postId, action: 'hide' })).statusCode,
    ).toBe(200);
    const after = await get('/moderation/log?limit=50');
    expect(after.json().metadata.total).toBe(before);
    expect(after.body).not.toContain(postId);
  });
});

describe('the queue', () => {
  it('reads reports, appeals, authors and trust for a whole page at once (one statement per entry at most)', async () => {
    const moderator = await staff(ctx.app, 'moderator');
    const reporter = await neighbour(ctx.app, PARK_SLOPE);
    for (let index = 0; index < 8; index += 1) {
      const author = await neighbour(ctx.app, PARK_SLOPE);
      const postId = await createPost(ctx.app, author.headers, `Queue entry ${index}`);
      expect((await report(ctx.app, reporter.headers, 'post', postId)).statusCode).toBe(201);
    }
    await get('/moderation/queue?limit=2', moderator.headers);
    const few = await statementsDuring(ctx.database, () => get('/moderation/queue?limit=2', moderator.headers));
    const many = await statementsDuring(ctx.database, () => get('/moderation/queue?limit=8', moderator.headers));
    expect((await get('/moderation/queue?limit=8', moderator.headers)).json().data).toHaveLength(8);
    // Each entry's content is read by its own kind; nothing else grows with the page.
    expect(many - few).toBeLessThanOrEqual(6);
  });
});
