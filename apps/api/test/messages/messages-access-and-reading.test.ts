import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { conversationIds, follow, send, startConversation, unread, type Person } from '../helpers/messages.js';
import { staff } from '../helpers/safety.js';
import type { TestContext } from '../helpers/test-app.js';
import { messagesTestApp, type MessagesApp } from './messages-test-app.js';

let ctx: TestContext;
let http: MessagesApp['http'];
const { person, messagesOf } = messagesTestApp((started) => ({ ctx, http } = started));

describe('participants only', () => {
  it('answers 404 to everyone else on every route, and to unknown or malformed ids', async () => {
    const ana = await person();
    const ben = await person();
    const eve = await person();
    const moderator = await staff(ctx.app, 'moderator');
    await follow(ctx.app, ben, ana);
    const { conversation, message } = await startConversation(ctx.app, ana, ben, 'Private words');
    const id = conversation.id;
    for (const outsider of [eve, moderator]) {
      const h = outsider.headers;
      const routes = [
        () => http.get(`/conversations/${id}`, h),
        () => http.get(`/conversations/${id}/messages`, h),
        () => http.get(`/conversations/${id}/messages?before=${message.id}`, h),
        () => http.post(`/conversations/${id}/messages`, h, { text: 'Let me in' }),
        () => http.post(`/conversations/${id}/read`, h, { message_id: message.id }),
        () => http.post(`/conversations/${id}/accept`, h),
        () => http.post(`/conversations/${id}/decline`, h),
        () => http.del(`/messages/${message.id}`, h),
      ];
      for (const route of routes) {
        const response = await route();
        expect(response.statusCode, response.body).toBe(404);
      }
      expect(await conversationIds(ctx.app, outsider, 'inbox')).toEqual([]);
      expect(await conversationIds(ctx.app, outsider, 'requests')).toEqual([]);
    }
    // Unknown and malformed ids.
    for (const bad of [randomUUID(), 'nope', '1']) {
      expect((await http.get(`/conversations/${bad}`, ana.headers)).statusCode).toBe(404);
      expect((await http.get(`/conversations/${bad}/messages`, ana.headers)).statusCode).toBe(404);
      expect((await send(ctx.app, ana, bad, 'x')).statusCode).toBe(404);
      expect((await http.post(`/conversations/${bad}/accept`, ana.headers)).statusCode).toBe(404);
      expect((await http.del(`/messages/${bad}`, ana.headers)).statusCode).toBe(404);
      expect((await http.post(`/conversations/${id}/read`, ana.headers, { message_id: bad })).statusCode).toBe(404);
      expect((await http.get(`/conversations/${id}/messages?before=${bad}`, ana.headers)).statusCode).toBe(404);
    }
    // A message of another conversation is unknown here.
    const other = await startConversation(ctx.app, ana, eve, 'Hi Eve');
    expect(
      (await http.post(`/conversations/${id}/read`, ana.headers, { message_id: other.message.id })).statusCode,
    ).toBe(404);
    // Someone else's message cannot be deleted by the other participant either.
    expect((await http.del(`/messages/${message.id}`, ben.headers)).statusCode).toBe(404);
    // Signed out: 401.
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/v1/conversations/${id}` });
    expect(anonymous.statusCode).toBe(401);
    // Nothing changed for the participants.
    expect((await messagesOf(ben, id)).data.map((m) => m.text)).toEqual(['Private words']);
  });

  it('stops at a block either way: 404 to start, send, read and list', async () => {
    const ana = await person();
    const ben = await person();
    await follow(ctx.app, ben, ana);
    const { conversation } = await startConversation(ctx.app, ana, ben);
    expect((await http.post(`/users/${ana.id}/block`, ben.headers)).statusCode).toBe(200);
    for (const [me, other] of [
      [ana, ben],
      [ben, ana],
    ] as const) {
      expect((await http.post('/conversations', me.headers, { recipient_id: other.id, text: 'Hi' })).statusCode).toBe(
        404,
      );
      expect((await send(ctx.app, me, conversation.id, 'Hi')).statusCode).toBe(404);
      expect((await http.get(`/conversations/${conversation.id}/messages`, me.headers)).statusCode).toBe(404);
      expect(await conversationIds(ctx.app, me, 'inbox')).toEqual([]);
    }
    expect((await http.del(`/users/${ana.id}/block`, ben.headers)).statusCode).toBe(200);
    expect(await conversationIds(ctx.app, ana, 'inbox')).toEqual([conversation.id]);
  });
});

describe('reading', () => {
  it('pages upwards, keeps read receipts per conversation and the unread counts', async () => {
    const ana = await person();
    const ben = await person();
    await follow(ctx.app, ben, ana);
    const { conversation } = await startConversation(ctx.app, ana, ben, 'Message 1');
    const id = conversation.id;
    for (let i = 2; i <= 45; i += 1) expect((await send(ctx.app, ana, id, `Message ${i}`)).statusCode).toBe(201);
    const newest = await messagesOf(ben, id);
    expect(newest.data.map((m) => m.text)).toEqual(Array.from({ length: 30 }, (_, i) => `Message ${i + 16}`));
    expect(newest.metadata.has_more).toBe(true);
    const older = await messagesOf(ben, id, `?before=${newest.data[0]!.id}`);
    expect(older.data.map((m) => m.seq)).toEqual(Array.from({ length: 15 }, (_, i) => i + 1));
    expect(older.metadata.has_more).toBe(false);

    expect(await unread(ctx.app, ben)).toMatchObject({ unread_count: 1 });
    const listed = (await http.get('/conversations', ben.headers)).json().data[0];
    expect(listed).toMatchObject({ unread_count: 45, other_last_read_message_id: newest.data.at(-1)!.id });
    expect(listed.last_message.text).toBe('Message 45');

    // Reading halfway, then back (ignored), then to the end.
    const middle = newest.data[10]!;
    const read = await http.post(`/conversations/${id}/read`, ben.headers, { message_id: middle.id });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toMatchObject({ last_read_message_id: middle.id, unread: { unread_count: 1 } });
    const back = await http.post(`/conversations/${id}/read`, ben.headers, { message_id: older.data[0]!.id });
    expect(back.json().data.last_read_message_id).toBe(middle.id);
    const anaView = (await http.get(`/conversations/${id}`, ana.headers)).json().data;
    expect(anaView.other_last_read_message_id).toBe(middle.id);
    expect((await http.get(`/conversations/${id}`, ben.headers)).json().data.unread_count).toBe(19);
    await http.post(`/conversations/${id}/read`, ben.headers, { message_id: newest.data.at(-1)!.id });
    expect(await unread(ctx.app, ben)).toMatchObject({ unread_count: 0 });
    // Replying keeps the replier's own count at zero; the other side's rises.
    await send(ctx.app, ben, id, 'Got them all');
    expect(await unread(ctx.app, ben)).toMatchObject({ unread_count: 0 });
    expect(await unread(ctx.app, ana)).toMatchObject({ unread_count: 1 });
  });

  it('keeps one order for both sides under 100 simultaneous messages from each', async () => {
    const ana = await person();
    const ben = await person();
    await follow(ctx.app, ben, ana);
    const { conversation } = await startConversation(ctx.app, ana, ben, 'Start');
    const id = conversation.id;
    const sends = Array.from({ length: 200 }, (_, i) =>
      send(ctx.app, i % 2 ? ana : ben, id, `${i % 2 ? 'A' : 'B'}${i}`),
    );
    const responses = await Promise.all(sends);
    expect(responses.filter((response) => response.statusCode !== 201).map((response) => response.body)).toEqual([]);
    const all = async (viewer: Person) => {
      let page = await messagesOf(viewer, id, '?limit=100');
      const seen = [...page.data];
      while (page.metadata.has_more) {
        page = await messagesOf(viewer, id, `?limit=100&before=${seen[0]!.id}`);
        seen.unshift(...page.data);
      }
      return seen;
    };
    const [anaSees, benSees] = await Promise.all([all(ana), all(ben)]);
    expect(anaSees).toHaveLength(201);
    expect(anaSees.map((m) => m.id)).toEqual(benSees.map((m) => m.id));
    expect(anaSees.map((m) => m.seq)).toEqual(Array.from({ length: 201 }, (_, i) => i + 1));
    expect(new Set(anaSees.map((m) => m.text)).size).toBe(201);
  });
});
