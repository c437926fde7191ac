import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MessageMessages } from '@ourhood/contract';
import { manualClock } from '../../src/lib/clock.js';
import { makeImage } from '../helpers/images.js';
import { api, follow, send, startConversation, type Person } from '../helpers/messages.js';
import { injectMultipart } from '../helpers/multipart.js';
import { neighbour } from '../helpers/posts.js';
import { countStatements } from '../helpers/statement-counter.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const clock = manualClock(new Date('2031-06-01T09:00:00Z'));
let ctx: TestContext;
let http: ReturnType<typeof api>;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock, startJobs: false });
  http = api(ctx.app);
});

afterAll(async () => {
  await ctx?.close();
});

const png = async () => ({ name: 'photos', filename: 'p.png', contentType: 'image/png', data: await makeImage('png') });

describe('photos', () => {
  it('stores up to 4 photos through the image pipeline, served only with a signed URL', async () => {
    const ana = await neighbour(ctx.app);
    const ben = await neighbour(ctx.app);
    await follow(ctx.app, ben, ana);
    const { conversation } = await startConversation(ctx.app, ana, ben);
    const url = `/api/v1/conversations/${conversation.id}/messages`;
    const sent = await injectMultipart(ctx.app, url, ana.headers, { text: '' }, [await png(), await png()]);
    expect(sent.statusCode, sent.body).toBe(201);
    const message = sent.json().data as { photos: { url: string; thumbnail_url: string }[]; text: string };
    expect(message.text).toBe('');
    expect(message.photos).toHaveLength(2);
    const photo = message.photos[0]!;
    expect(photo.url).toMatch(/^\/media\/.+\.webp\?exp=\d+&sig=/);
    expect((await ctx.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(200);
    // Without the signature, nobody gets it.
    expect((await ctx.app.inject({ method: 'GET', url: photo.url.replace(/\?.*$/, '') })).statusCode).toBe(404);

    const tooMany = await injectMultipart(ctx.app, url, ana.headers, { text: 'Five' }, [
      await png(),
      await png(),
      await png(),
      await png(),
      await png(),
    ]);
    expect(tooMany.statusCode).toBe(400);
    // Neither text nor photo: 400, and an outsider's photos are refused before anything is kept.
    const empty = await injectMultipart(ctx.app, url, ana.headers, { text: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(MessageMessages.textRequired);
    const eve = await neighbour(ctx.app);
    expect((await injectMultipart(ctx.app, url, eve.headers, { text: 'Hi' }, [await png()])).statusCode).toBe(404);
    const media = await ctx.database.db.selectFrom('message_media').select('display_key').execute();
    expect(media).toHaveLength(2);

    // Deleting the message removes its photos.
    expect((await http.del(`/messages/${sent.json().data.id}`, ana.headers)).statusCode).toBe(200);
    expect(await ctx.database.db.selectFrom('message_media').select('display_key').execute()).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: photo.url })).statusCode).toBe(404);
  });
});

describe('costs and clocks', () => {
  it('lists conversations in a fixed number of statements, however many there are', async () => {
    const reader = await neighbour(ctx.app);
    const statementsFor = async () => {
      const counter = countStatements(ctx.database);
      try {
        const response = await http.get('/conversations?limit=50', reader.headers);
        expect(response.statusCode).toBe(200);
        return { statements: counter.count(), size: (response.json().data as unknown[]).length };
      } finally {
        counter.restore();
      }
    };
    const others: Person[] = [];
    for (let i = 0; i < 3; i += 1) others.push(await neighbour(ctx.app));
    for (const other of others) await startConversation(ctx.app, other, reader, 'Hello');
    for (const other of others) await follow(ctx.app, reader, other);
    const few = await statementsFor();
    for (let i = 0; i < 12; i += 1) {
      const other = await neighbour(ctx.app);
      await follow(ctx.app, reader, other);
      const { conversation } = await startConversation(ctx.app, other, reader, 'Hi');
      await send(ctx.app, reader, conversation.id, 'Hi back');
    }
    const many = await statementsFor();
    expect(many.size).toBe(12);
    expect(many.statements).toBe(few.statements);
    expect(many.statements).toBeLessThanOrEqual(4);
  });

  it('gives back the daily allowance of new conversations 24 hours later', async () => {
    const sender = await neighbour(ctx.app);
    for (let i = 0; i < 30; i += 1) {
      const recipient = await neighbour(ctx.app);
      expect(
        (await http.post('/conversations', sender.headers, { recipient_id: recipient.id, text: 'Hi' })).statusCode,
      ).toBe(201);
    }
    const late = await neighbour(ctx.app);
    expect((await http.post('/conversations', sender.headers, { recipient_id: late.id, text: 'Hi' })).statusCode).toBe(
      429,
    );
    clock.advance(24 * 60 * 60 * 1000 + 1000);
    expect((await http.post('/conversations', sender.headers, { recipient_id: late.id, text: 'Hi' })).statusCode).toBe(
      201,
    );
  });
});
