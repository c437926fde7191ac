import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MessageMessages } from '@ourhood/contract';
import { acceptedRental, conversationIds, follow, send, startConversation, unread } from '../helpers/messages.js';
import { itemAction, listItem } from '../helpers/marketplace.js';
import type { TestContext } from '../helpers/test-app.js';
import { messagesTestApp, type MessagesApp } from './messages-test-app.js';

let ctx: TestContext;
let http: MessagesApp['http'];
const { person, messagesOf } = messagesTestApp((started) => ({ ctx, http } = started));

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
