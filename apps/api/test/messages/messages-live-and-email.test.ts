import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../src/lib/clock.js';
import { openEventStream } from '../helpers/event-stream.js';
import { api, follow, send, startConversation, unread, type Person } from '../helpers/messages.js';
import { neighbour } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const MINUTE = 60 * 1000;
const clock = manualClock(new Date('2031-05-05T12:00:00Z'));
let ctx: TestContext;
let base: string;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: 'https://ourhood.example' }, { clock, startJobs: false });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  http = api(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

async function mailTo(person: Person) {
  const user = await ctx.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', person.id)
    .executeTakeFirstOrThrow();
  return ctx.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body', 'headers'])
    .where('recipient', '=', user.email)
    .orderBy('created_at')
    .execute();
}

const seenAgo = (person: Person, minutes: number) =>
  ctx.database.db
    .updateTable('users')
    .set({ seen_at: new Date(clock.now().getTime() - minutes * MINUTE) })
    .where('id', '=', person.id)
    .execute();

describe('live delivery', () => {
  it('sends `message` to every open tab of both sides and `conversation_read` as a read receipt', async () => {
    const ana = await neighbour(ctx.app);
    const ben = await neighbour(ctx.app);
    await follow(ctx.app, ben, ana);
    const benTab1 = await openEventStream(`${base}/api/v1/notifications/stream`, ben.headers);
    const benTab2 = await openEventStream(`${base}/api/v1/notifications/stream`, ben.headers);
    const anaTab = await openEventStream(`${base}/api/v1/notifications/stream`, ana.headers);
    await Promise.all([benTab1.next('ready'), benTab2.next('ready'), anaTab.next('ready')]);

    const { conversation, message } = await startConversation(ctx.app, ana, ben, 'Ladder tonight?');
    for (const tab of [benTab1, benTab2]) {
      expect((await tab.next('message')).data).toMatchObject({
        conversation_id: conversation.id,
        message: { id: message.id, text: 'Ladder tonight?', mine: false, sender_id: ana.id },
        unread: { unread_count: 1, requests_count: 0 },
      });
    }
    expect((await anaTab.next('message')).data).toMatchObject({ message: { id: message.id, mine: true } });

    const read = await http.post(`/conversations/${conversation.id}/read`, ben.headers, { message_id: message.id });
    expect(read.statusCode).toBe(200);
    expect((await anaTab.next('conversation_read')).data).toMatchObject({
      conversation_id: conversation.id,
      reader_id: ben.id,
      last_read_message_id: message.id,
    });
    // The reader's other tab clears its badge.
    expect((await benTab2.next('conversation_read')).data).toMatchObject({ unread: { unread_count: 0 } });

    // A deletion is told too, as the message now reads.
    expect((await http.del(`/messages/${message.id}`, ana.headers)).statusCode).toBe(200);
    expect((await benTab1.next('message', 2)).data).toMatchObject({
      message: { id: message.id, deleted: true, text: '' },
    });

    // An outsider's stream hears nothing of it.
    const eve = await neighbour(ctx.app);
    const eveTab = await openEventStream(`${base}/api/v1/notifications/stream`, eve.headers);
    await eveTab.next('ready');
    await send(ctx.app, ben, conversation.id, 'Yes, at 7');
    await anaTab.next('message', 2);
    expect(eveTab.events.filter((event) => event.event !== 'ready')).toEqual([]);
    for (const tab of [benTab1, benTab2, anaTab, eveTab]) await tab.close();
  });

  it('keeps presence from the stream: seen when it opens and when it closes', async () => {
    const ana = await neighbour(ctx.app);
    const seen = async () =>
      (await ctx.database.db.selectFrom('users').select('seen_at').where('id', '=', ana.id).executeTakeFirstOrThrow())
        .seen_at;
    expect(await seen()).toBeNull();
    const tab = await openEventStream(`${base}/api/v1/notifications/stream`, ana.headers);
    await tab.next('ready');
    await expect.poll(seen).toEqual(clock.now());
    clock.advance(5 * MINUTE);
    await tab.close();
    await expect.poll(seen).toEqual(clock.now());
  });
});

describe('e-mail for new messages', () => {
  it('e-mails a recipient away for 10 minutes, at most once per conversation an hour, never the text', async () => {
    const ana = await neighbour(ctx.app);
    const ben = await neighbour(ctx.app);
    await follow(ctx.app, ben, ana);
    // Ben was online 5 minutes ago: no e-mail.
    await seenAgo(ben, 5);
    const { conversation } = await startConversation(ctx.app, ana, ben, 'Secret plans for Saturday');
    await ctx.app.jobs.drain();
    expect(await mailTo(ben)).toEqual([]);

    // Away 11 minutes: one e-mail, with a link and a way out, without the text.
    await seenAgo(ben, 11);
    await send(ctx.app, ana, conversation.id, 'Are you there?');
    await ctx.app.jobs.drain();
    let mail = await mailTo(ben);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/sent you a message$/);
    expect(mail[0]!.text_body).toContain(`https://ourhood.example/dashboard/messages/${conversation.id}`);
    expect(mail[0]!.text_body).not.toContain('Are you there?');
    expect(mail[0]!.headers?.['List-Unsubscribe']).toMatch(/\/unsubscribe\//);

    // More within the hour: no more e-mails.
    clock.advance(30 * MINUTE);
    await send(ctx.app, ana, conversation.id, 'Hello?');
    await ctx.app.jobs.drain();
    expect(await mailTo(ben)).toHaveLength(1);

    // An hour after the first: one more.
    clock.advance(31 * MINUTE);
    await send(ctx.app, ana, conversation.id, 'Last try');
    await ctx.app.jobs.drain();
    mail = await mailTo(ben);
    expect(mail).toHaveLength(2);

    // A message read before the job runs is not e-mailed.
    clock.advance(61 * MINUTE);
    const sent = await send(ctx.app, ana, conversation.id, 'Read this quickly');
    await http.post(`/conversations/${conversation.id}/read`, ben.headers, { message_id: sent.json().data.id });
    await ctx.app.jobs.drain();
    expect(await mailTo(ben)).toHaveLength(2);
    // The sender, online or not, gets none about their own messages.
    expect(await mailTo(ana)).toEqual([]);
  });

  it('honours the `message` e-mail preference and per-conversation intervals', async () => {
    const ana = await neighbour(ctx.app);
    const ben = await neighbour(ctx.app);
    const cleo = await neighbour(ctx.app);
    await follow(ctx.app, cleo, ana);
    await follow(ctx.app, cleo, ben);
    // Two conversations to Cleo, away: one e-mail each.
    await startConversation(ctx.app, ana, cleo, 'From Ana');
    await startConversation(ctx.app, ben, cleo, 'From Ben');
    await ctx.app.jobs.drain();
    expect(await mailTo(cleo)).toHaveLength(2);

    const off = await http.post('/conversations', cleo.headers, { recipient_id: ana.id, text: 'Hi Ana' });
    expect(off.statusCode).toBe(200);
    await ctx.app.jobs.drain();
    expect(await mailTo(ana)).toHaveLength(1);
    const patched = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/notification-preferences',
      headers: ana.headers,
      payload: { message: { email: false } },
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.message).toEqual({ in_app: true, email: false, push: true });
    clock.advance(2 * 60 * MINUTE);
    await http.post('/conversations', cleo.headers, { recipient_id: ana.id, text: 'Hi again' });
    await ctx.app.jobs.drain();
    // None after she turned e-mail off.
    expect(await mailTo(ana)).toHaveLength(1);
    expect(await unread(ctx.app, ana)).toMatchObject({ unread_count: 1, in_bell: true });
  });
});
