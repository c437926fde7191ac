import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationLimits } from '@ourhood/contract';
import { bearer, PASSWORD, signUpAndLogin, uniqueEmail } from '../helpers/auth.js';
import { openEventStream } from '../helpers/event-stream.js';
import { neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' }, { startJobs: false });
  base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => ctx?.close());

const streamUrl = () => `${base}/api/v1/notifications/stream`;

describe('a notification stream ends with its session', () => {
  it('on logout, whether opened with the token or with a ticket', async () => {
    const person = await neighbour(ctx.app);
    const withToken = await openEventStream(streamUrl(), person.headers);
    await withToken.next('ready');
    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/stream-ticket',
      headers: person.headers,
    });
    const { ticket } = issued.json<{ data: { ticket: string } }>().data;
    const withTicket = await openEventStream(`${streamUrl()}?ticket=${encodeURIComponent(ticket)}`);
    await withTicket.next('ready');

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: person.headers });
    expect(logout.statusCode).toBe(200);
    await withToken.untilEnded();
    await withTicket.untilEnded();
    expect(ctx.app.notifications.openStreams).toBe(0);
  });

  it('refuses a ticket minted before its session logged out (issue 39)', async () => {
    const person = await neighbour(ctx.app);
    const issued = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/notifications/stream-ticket',
      headers: person.headers,
    });
    const { ticket } = issued.json<{ data: { ticket: string } }>().data;
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: person.headers });
    expect(logout.statusCode).toBe(200);
    const refused = await fetch(`${streamUrl()}?ticket=${encodeURIComponent(ticket)}`);
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 'error' });
    // Used up all the same: it is gone from the table.
    expect(
      await ctx.database.db.selectFrom('stream_tickets').select('user_id').where('user_id', '=', person.id).execute(),
    ).toEqual([]);
    expect(ctx.app.notifications.openStreams).toBe(0);
  });

  it("on a password change, the other sessions' streams end and the changer's stays", async () => {
    const email = uniqueEmail();
    const changer = await signUpAndLogin(ctx.app, ctx.database.db, email);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
    });
    const other = login.json<{ data: { token: string } }>().data.token;
    const kept = await openEventStream(streamUrl(), bearer(changer));
    const ended = await openEventStream(streamUrl(), bearer(other));
    await kept.next('ready');
    await ended.next('ready');

    const change = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/password',
      headers: bearer(changer),
      payload: { current_password: PASSWORD, new_password: 'a-brand-new-secret-5' },
    });
    expect(change.statusCode).toBe(200);
    await ended.untilEnded();
    expect(kept.ended).toBe(false);
    await kept.close();
  });

  it(`holds at most ${NotificationLimits.streamsPerSession} streams per session`, async () => {
    const person = await neighbour(ctx.app);
    const streams = [];
    for (let index = 0; index < NotificationLimits.streamsPerSession; index += 1) {
      const stream = await openEventStream(streamUrl(), person.headers);
      await stream.next('ready');
      streams.push(stream);
    }
    const refused = await fetch(streamUrl(), { headers: person.headers });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    expect(await refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    // Another session of someone else is not affected; closing a tab frees a place.
    const someoneElse = await openEventStream(streamUrl(), (await neighbour(ctx.app)).headers);
    await someoneElse.next('ready');
    await someoneElse.close();
    await streams[0]!.close();
    await expect.poll(() => ctx.app.notifications.openStreams).toBe(NotificationLimits.streamsPerSession - 1);
    const again = await openEventStream(streamUrl(), person.headers);
    await again.next('ready');
    for (const stream of [...streams.slice(1), again]) await stream.close();
  });
});
