import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageMessages } from '@ourhood/contract';
import { PASSWORD } from '../helpers/auth.js';
import {
  acceptedRental,
  api,
  conversationIds,
  deletableNeighbour,
  follow,
  send,
  startConversation,
  unread,
  type Person,
} from '../helpers/messages.js';
import { itemAction, listItem } from '../helpers/marketplace.js';
import { neighbour } from '../helpers/posts.js';
import { staff } from '../helpers/safety.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestApp({}, { startJobs: false });
  http = api(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

const person = () => neighbour(ctx.app);
const messagesOf = async (viewer: Person, conversationId: string, query = '') => {
  const response = await http.get(`/conversations/${conversationId}/messages${query}`, viewer.headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { id: string; seq: number; text: string; mine: boolean; deleted: boolean; sender_id: string | null }[];
    metadata: { has_more: boolean };
  };
};

describe('starting a conversation', () => {
  it('lands in requests from a stranger; the sender waits; accepting moves it to the inbox', async () => {
    const ana = await person();
    const ben = await person();
    const started = await startConversation(ctx.app, ana, ben, 'Is the ladder still free?');
    expect(started.created).toBe(true);
    expect(started.conversation).toMatchObject({ status: 'request', subject: null });
    const id = started.conversation.id;

    // The sender sees it in their inbox, waiting; the recipient in requests, not in the inbox.
    expect(await conversationIds(ctx.app, ana, 'inbox')).toEqual([id]);
    expect(await conversationIds(ctx.app, ben, 'requests')).toEqual([id]);
    expect(await conversationIds(ctx.app, ben, 'inbox')).toEqual([]);
    expect(await unread(ctx.app, ben)).toMatchObject({ unread_count: 0, requests_count: 1 });

    // No second message until accepted, neither through the conversation nor through POST /conversations.
    const again = await send(ctx.app, ana, id, 'Hello?');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MessageMessages.awaitingAcceptance);
    expect((await http.post('/conversations', ana.headers, { recipient_id: ben.id, text: 'Hi' })).statusCode).toBe(409);
    // The sender cannot accept their own request.
    expect((await http.post(`/conversations/${id}/accept`, ana.headers)).statusCode).toBe(409);

    const accepted = await http.post(`/conversations/${id}/accept`, ben.headers);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', can_send: true, unread_count: 1 });
    expect(await conversationIds(ctx.app, ben, 'inbox')).toEqual([id]);
    expect(await conversationIds(ctx.app, ben, 'requests')).toEqual([]);
    expect((await send(ctx.app, ana, id, 'Thanks!')).statusCode).toBe(201);
    // A declined answer no longer applies to an accepted conversation.
    expect((await http.post(`/conversations/${id}/decline`, ben.headers)).statusCode).toBe(409);
  });

  it('declining hides the request; its sender still cannot write; the recipient may accept or reply later', async () => {
    const ana = await person();
    const ben = await person();
    const { conversation } = await startConversation(ctx.app, ana, ben);
    const declined = await http.post(`/conversations/${conversation.id}/decline`, ben.headers);
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.status).toBe('declined');
    expect(await conversationIds(ctx.app, ben, 'requests')).toEqual([]);
    expect(await conversationIds(ctx.app, ben, 'inbox')).toEqual([]);
    expect(await unread(ctx.app, ben)).toMatchObject({ requests_count: 0 });
    expect((await send(ctx.app, ana, conversation.id, 'Please?')).statusCode).toBe(409);
    // The sender's side is unchanged: still their pending conversation.
    expect(await conversationIds(ctx.app, ana, 'inbox')).toEqual([conversation.id]);

    // Replying accepts.
    expect((await send(ctx.app, ben, conversation.id, 'Oh, sorry, yes')).statusCode).toBe(201);
    expect(await conversationIds(ctx.app, ben, 'inbox')).toEqual([conversation.id]);
    expect((await send(ctx.app, ana, conversation.id, 'Great')).statusCode).toBe(201);
  });

  it('goes straight to the inbox when the recipient follows the sender', async () => {
    const ana = await person();
    const ben = await person();
    await follow(ctx.app, ben, ana);
    const { conversation } = await startConversation(ctx.app, ana, ben);
    expect(conversation.status).toBe('accepted');
    expect(await conversationIds(ctx.app, ben, 'inbox')).toEqual([conversation.id]);
    expect(await unread(ctx.app, ben)).toMatchObject({ unread_count: 1, requests_count: 0 });
  });

  it('goes straight to the inbox between a requester and their lender, with the rental request as its subject', async () => {
    const requester = await person();
    const lender = await person();
    const stranger = await person();
    const rental = await acceptedRental(ctx.app, requester, lender, 'Cordless drill');
    const subject = { subject_type: 'rental_request', subject_id: rental };
    // Both parties may start it; others may not name that request (404 like a missing one).
    for (const [from, to] of [
      [stranger, lender],
      [requester, stranger],
    ] as const) {
      const refused = await http.post('/conversations', from.headers, { recipient_id: to.id, text: 'Hi', ...subject });
      expect(refused.statusCode).toBe(404);
      expect(refused.json().message).toBe(MessageMessages.subjectNotFound);
    }
    const started = await startConversation(ctx.app, requester, lender, 'When can I pick it up?', subject);
    expect(started.conversation).toMatchObject({
      status: 'accepted',
      subject: { type: 'rental_request', id: rental, title: 'Cordless drill' },
    });
    // The lender writing back through POST /conversations gets the same conversation.
    const back = await startConversation(ctx.app, lender, requester, 'Tomorrow at 6', subject);
    expect(back.created).toBe(false);
    expect(back.conversation.id).toBe(started.conversation.id);
    const page = await messagesOf(lender, started.conversation.id);
    expect(page.data.map((message) => [message.text, message.mine])).toEqual([
      ['When can I pick it up?', false],
      ['Tomorrow at 6', true],
    ]);
  });

  it('starts from a marketplace item between its seller and an interested neighbour, in the inbox', async () => {
    const seller = await person();
    const buyer = await person();
    const stranger = await person();
    const item = await listItem(ctx.app, seller.headers, { title: 'Garden bench' });
    const subject = { subject_type: 'marketplace_item', subject_id: item };
    // Not interested (or an unknown item): the item is no subject between them.
    for (const body of [
      { recipient_id: seller.id, text: 'Still there?', ...subject },
      { recipient_id: seller.id, text: 'Still there?', subject_type: 'marketplace_item', subject_id: randomUUID() },
    ]) {
      expect((await http.post('/conversations', stranger.headers, body)).statusCode).toBe(404);
    }
    // 'I'm interested', then the conversation: about the item, straight to the seller's inbox.
    expect((await itemAction(ctx.app, buyer.headers, item, 'interest')).statusCode).toBe(201);
    const started = await startConversation(ctx.app, buyer, seller, 'Can I pick it up tonight?', subject);
    expect(started.conversation).toMatchObject({
      status: 'accepted',
      subject: { type: 'marketplace_item', id: item, title: 'Garden bench' },
    });
    expect(await conversationIds(ctx.app, seller, 'inbox')).toEqual([started.conversation.id]);
    // The seller may write to the interested neighbour about it too: the same conversation.
    const back = await startConversation(ctx.app, seller, buyer, 'Yes, after six', subject);
    expect(back.conversation.id).toBe(started.conversation.id);
  });

  it('checks the body of a new conversation', async () => {
    const ana = await person();
    const ben = await person();
    for (const body of [
      { recipient_id: ben.id, text: '' },
      { recipient_id: ben.id, text: '   ' },
      { recipient_id: ben.id, text: 'x'.repeat(4001) },
      { recipient_id: ben.id, text: 'Hi', subject_type: 'rental_request' },
      { recipient_id: ben.id, text: 'Hi', subject_type: 'car', subject_id: randomUUID() },
      { text: 'Hi' },
    ]) {
      expect((await http.post('/conversations', ana.headers, body)).statusCode).toBe(400);
    }
    expect((await http.post('/conversations', ana.headers, { recipient_id: ana.id, text: 'Me' })).statusCode).toBe(400);
    for (const recipient of [randomUUID(), 'not-a-uuid']) {
      expect((await http.post('/conversations', ana.headers, { recipient_id: recipient, text: 'Hi' })).statusCode).toBe(
        404,
      );
    }
    const longest = await http.post('/conversations', ana.headers, { recipient_id: ben.id, text: 'x'.repeat(4000) });
    expect(longest.statusCode).toBe(201);
    // Nothing was stored by the refused ones.
    expect((await messagesOf(ana, longest.json().data.conversation.id)).data).toHaveLength(1);
  });

  it('makes one conversation of fifty simultaneous starts between the same two people', async () => {
    const ana = await person();
    const ben = await person();
    await follow(ctx.app, ben, ana);
    await follow(ctx.app, ana, ben);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        http.post('/conversations', i % 2 ? ana.headers : ben.headers, {
          recipient_id: i % 2 ? ben.id : ana.id,
          text: `Hello ${i}`,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode).filter((code) => code === 201)).toHaveLength(1);
    expect(responses.every((response) => response.statusCode === 200 || response.statusCode === 201)).toBe(true);
    const ids = new Set(responses.map((response) => response.json().data.conversation.id as string));
    expect(ids.size).toBe(1);
    const [id] = [...ids];
    expect((await messagesOf(ana, id!, '?limit=100')).data).toHaveLength(50);
  });
});

describe('limits', () => {
  it('allows 30 new conversations a day per account (429 after), counting each once under a burst', async () => {
    const sender = await person();
    const recipients = await Promise.all(Array.from({ length: 32 }, () => person()));
    const responses = await Promise.all(
      recipients.map((recipient) =>
        http.post('/conversations', sender.headers, { recipient_id: recipient.id, text: 'Hi' }),
      ),
    );
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(30);
    expect(codes.filter((code) => code === 429)).toHaveLength(2);
    const refused = responses.find((response) => response.statusCode === 429)!;
    expect(refused.json().message).toBe(MessageMessages.tooManyConversations);
    expect(refused.headers['retry-after']).toBeDefined();
    const count = await ctx.database.db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('starter_id', '=', sender.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(30);
    // Writing into an existing conversation is no new conversation.
    const existing = await ctx.database.db
      .selectFrom('conversations')
      .select('id')
      .where('starter_id', '=', sender.id)
      .executeTakeFirstOrThrow();
    await http.post(`/conversations/${existing.id}/accept`, recipients[codes.indexOf(201)]!.headers);
  });
});

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
