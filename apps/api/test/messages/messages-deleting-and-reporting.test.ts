import { describe, expect, it } from 'vitest';
import { PASSWORD } from '../helpers/auth.js';
import {
  conversationIds,
  deletableNeighbour,
  follow,
  send,
  startConversation,
  type Person,
} from '../helpers/messages.js';
import { staff } from '../helpers/safety.js';
import type { TestContext } from '../helpers/test-app.js';
import { messagesTestApp, type MessagesApp } from './messages-test-app.js';

let ctx: TestContext;
let http: MessagesApp['http'];
const { person, messagesOf } = messagesTestApp((started) => ({ ctx, http } = started));

describe('deleting', () => {
  it("replaces a deleted message with 'Message deleted' for both sides", async () => {
    const ana = await person();
    const ben = await person();
    await follow(ctx.app, ben, ana);
    const { conversation, message } = await startConversation(ctx.app, ana, ben, 'Oops, wrong person');
    expect((await http.del(`/messages/${message.id}`, ana.headers)).statusCode).toBe(200);
    expect((await http.del(`/messages/${message.id}`, ana.headers)).statusCode).toBe(200);
    for (const viewer of [ana, ben]) {
      const [shown] = (await messagesOf(viewer, conversation.id)).data;
      expect(shown).toMatchObject({ id: message.id, deleted: true, text: '' });
    }
    const stored = await ctx.database.db
      .selectFrom('messages')
      .select('body')
      .where('id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(stored.body).toBe('');
  });

  it('keeps the conversation readable for the other side when either account is deleted', async () => {
    for (const deleteStarter of [true, false]) {
      const ana = await deletableNeighbour(ctx.app);
      const ben = await deletableNeighbour(ctx.app);
      await follow(ctx.app, ben, ana);
      const { conversation } = await startConversation(ctx.app, ana, ben, 'From Ana');
      expect((await send(ctx.app, ben, conversation.id, 'From Ben')).statusCode).toBe(201);
      const [gone, stays] = deleteStarter ? [ana, ben] : [ben, ana];
      const deleted = await http.del('/users/profile/me', gone.headers, { password: PASSWORD });
      expect(deleted.statusCode, deleted.body).toBe(200);

      const view = (await http.get(`/conversations/${conversation.id}`, stays.headers)).json().data;
      expect(view).toMatchObject({ other: null, can_send: false });
      const page = await messagesOf(stays, conversation.id);
      expect(page.data.map((m) => [m.text, m.sender_id, m.mine])).toEqual(
        deleteStarter
          ? [
              ['From Ana', null, false],
              ['From Ben', ben.id, true],
            ]
          : [
              ['From Ana', ana.id, true],
              ['From Ben', null, false],
            ],
      );
      expect(await conversationIds(ctx.app, stays, 'inbox')).toEqual([conversation.id]);
      const refused = await send(ctx.app, stays, conversation.id, 'Hello?');
      expect(refused.statusCode).toBe(409);

      // When the other side goes too, nothing is left.
      expect((await http.del('/users/profile/me', stays.headers, { password: PASSWORD })).statusCode).toBe(200);
      const left = await ctx.database.db
        .selectFrom('conversations')
        .select('id')
        .where('id', '=', conversation.id)
        .execute();
      expect(left).toEqual([]);
    }
  });
});

describe('reporting', () => {
  it('lets the recipient report a message; moderators see the last 20 messages as context, nobody else', async () => {
    const ana = await person();
    const ben = await person();
    const eve = await person();
    const moderator = await staff(ctx.app, 'moderator');
    await follow(ctx.app, ben, ana);
    const { conversation } = await startConversation(ctx.app, ana, ben, 'Line 1');
    for (let i = 2; i <= 24; i += 1) await send(ctx.app, i % 2 ? ana : ben, conversation.id, `Line ${i}`);
    const last = await send(ctx.app, ana, conversation.id, 'Something nasty');
    const messageId = last.json().data.id as string;

    const report = (who: Person) =>
      http.post('/reports', who.headers, { target_type: 'message', target_id: messageId, reason: 'harassment' });
    expect((await report(eve)).statusCode).toBe(404);
    expect((await report(ana)).statusCode).toBe(404);
    const made = await report(ben);
    expect(made.statusCode, made.body).toBe(201);

    const queue = await http.get('/moderation/queue', moderator.headers);
    expect(queue.statusCode).toBe(200);
    const item = (
      queue.json().data as { target_type: string; target_id: string; content: { text: string; context: string } }[]
    ).find((entry) => entry.target_id === messageId);
    expect(item?.content.text).toBe('Something nasty');
    const lines = item!.content.context.split('\n').slice(1);
    expect(lines).toHaveLength(20);
    expect(lines[0]).toContain('Line 6');
    expect(lines.at(-1)).toContain('Something nasty');
    expect((await http.get('/moderation/queue', ben.headers)).statusCode).toBe(404);

    // Hidden by a moderator: its sender still sees it (marked), the recipient does not.
    const hidden = await http.post('/moderation/actions', moderator.headers, {
      target_type: 'message',
      target_id: messageId,
      action: 'hide',
      reason: 'harassment',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const seenBy = async (viewer: Person) =>
      (await messagesOf(viewer, conversation.id)).data.find((message) => message.id === messageId);
    expect(await seenBy(ana)).toMatchObject({ text: 'Something nasty', removed: true });
    expect(await seenBy(ben)).toMatchObject({ text: '', removed: true });
  });
});
