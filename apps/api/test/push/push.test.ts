import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPost, neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// Issue 18, decision 0027: Web Push subscriptions, the push channel, and sending through a push
// service, here a local HTTP server that records what it is sent.
let ctx: TestContext;
let server: http.Server;
let pushBase: string;
type Received = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };
const received: Received[] = [];
/** Status the fake push service answers, per path (201 otherwise). */
const answers = new Map<string, number>();

beforeAll(async () => {
  server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(path) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ctx = await createTestApp({ PUSH_EXTRA_HOSTS: '127.0.0.1' }, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => server?.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

type Headers = { authorization: string };

/** A browser's side of a subscription: its key pair and auth secret, to decrypt what arrives. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    json: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}
type BrowserKeys = ReturnType<typeof browserKeys>;

/** RFC 8291 / RFC 8188 (aes128gcm), the receiving side: what a browser does with the body. */
function decrypt(body: Buffer, keys: BrowserKeys): unknown {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end > 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2); // the last record's delimiter
  return JSON.parse(padded.subarray(0, end).toString('utf8'));
}

function subscribe(headers: Headers, endpoint: string, keys = browserKeys()) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/push/subscriptions',
    headers,
    payload: { endpoint, keys: keys.json, expirationTime: null },
  });
}

function comment(headers: Headers, postId: string, content: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/comments/create-comment',
    headers,
    payload: { post_id: postId, content },
  });
}

const subscriptionsOf = (userId: string) =>
  ctx.database.db.selectFrom('push_subscriptions').select('endpoint').where('user_id', '=', userId).execute();

const endpoint = (name: string) => `${pushBase}/push/${name}-${randomBytes(4).toString('hex')}`;

describe('GET /push/public-key', () => {
  it('answers the same VAPID public key every time, kept in app_secrets', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const first = await ctx.app.inject({ method: 'GET', url: '/api/v1/push/public-key', headers: viewer.headers });
    expect(first.statusCode, first.body).toBe(200);
    const key = first.json().data.public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/push/public-key', headers: viewer.headers });
    expect(again.json().data.public_key).toBe(key);
    const stored = await ctx.database.db
      .selectFrom('app_secrets')
      .select('value')
      .where('name', '=', 'vapid_keys')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.value).publicKey).toBe(key);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/push/public-key' })).statusCode).toBe(401);
  });
});

describe('POST and DELETE /push/subscriptions', () => {
  it('upserts by endpoint, refuses unknown push services and keeps at most 10 per account', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const other = await neighbour(ctx.app, PARK_SLOPE);
    const mine = endpoint('mine');
    const created = await subscribe(viewer.headers, mine);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.endpoint).toBe(mine);
    expect((await subscribe(viewer.headers, mine)).statusCode).toBe(201);
    expect(await subscriptionsOf(viewer.id)).toHaveLength(1);

    // The same browser, signed in as someone else: the subscription moves.
    expect((await subscribe(other.headers, mine)).statusCode).toBe(201);
    expect(await subscriptionsOf(viewer.id)).toHaveLength(0);
    expect(await subscriptionsOf(other.id)).toHaveLength(1);

    // Only known push services (and the configured extra hosts): never an address a client made up.
    for (const refused of [
      'https://169.254.169.254/latest',
      'http://fcm.googleapis.com/fcm/send/x',
      'https://evil.test/x',
    ]) {
      const answer = await subscribe(viewer.headers, refused);
      expect(answer.statusCode, refused).toBe(400);
    }
    const badKeys = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/push/subscriptions',
      headers: viewer.headers,
      payload: { endpoint: endpoint('bad'), keys: { p256dh: 'short', auth: 'x' } },
    });
    expect(badKeys.statusCode).toBe(400);

    const endpoints: string[] = [];
    for (let index = 0; index < 11; index++) {
      endpoints.push(endpoint(`device${index}`));
      expect((await subscribe(viewer.headers, endpoints[index]!)).statusCode).toBe(201);
    }
    const kept = (await subscriptionsOf(viewer.id)).map((row) => row.endpoint);
    expect(kept).toHaveLength(10);
    expect(kept).not.toContain(endpoints[0]);
    expect(kept).toContain(endpoints[10]);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/push/subscriptions',
      headers: viewer.headers,
      payload: { endpoint: endpoints[10] },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data.removed).toBe(true);
    expect(await subscriptionsOf(viewer.id)).toHaveLength(9);
    // Someone else's endpoint is not theirs to remove.
    const foreign = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/push/subscriptions',
      headers: viewer.headers,
      payload: { endpoint: mine },
    });
    expect(foreign.json().data.removed).toBe(false);
    expect(await subscriptionsOf(other.id)).toHaveLength(1);
  });

  it('concurrent subscriptions of one endpoint give one row', async () => {
    const viewer = await neighbour(ctx.app, PARK_SLOPE);
    const same = endpoint('race');
    const answers = await Promise.all(Array.from({ length: 5 }, () => subscribe(viewer.headers, same)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(await subscriptionsOf(viewer.id)).toHaveLength(1);
  });
});

describe('sending notifications by push', () => {
  it('sends an encrypted message with the VAPID Authorization header to the subscribed device', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const commenter = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Amara', last_name: 'Obi' });
    const keys = browserKeys();
    const device = endpoint('phone');
    expect((await subscribe(author.headers, device, keys)).statusCode).toBe(201);
    const postId = await createPost(ctx.app, author.headers, 'Who has a ladder?');
    expect((await comment(commenter.headers, postId, 'I do')).statusCode).toBe(201);
    expect(received).toHaveLength(0); // a job after the commit, not inside the request
    await ctx.app.jobs.drain();

    expect(received).toHaveLength(1);
    const push = received[0]!;
    expect(push.path).toBe(new URL(device).pathname);
    expect(push.headers.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);
    const publicKey = (
      await ctx.app.inject({ method: 'GET', url: '/api/v1/push/public-key', headers: author.headers })
    ).json().data.public_key as string;
    expect(push.headers.authorization).toContain(`k=${publicKey}`);
    // The JWT's audience is the push service's origin.
    const jwt = /t=([^,]+)/.exec(push.headers.authorization!)![1]!;
    const claims = JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8'));
    expect(claims.aud).toBe(pushBase);
    expect(claims.sub).toMatch(/^(mailto:|https:)/);
    expect(push.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push.headers.ttl)).toBeGreaterThan(0);
    expect(push.body.toString('latin1')).not.toContain('ladder');
    expect(decrypt(push.body, keys)).toEqual({
      title: 'Ourhood',
      body: 'Amara Obi commented on your post "Who has a ladder?"',
      url: `/dashboard/post/${postId}`,
      tag: `comment_on_post:${postId}`,
    });
  });

  it("speaks the recipient's saved language (issue 41)", async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE, { locale: 'de' });
    const commenter = await neighbour(ctx.app, PARK_SLOPE, { first_name: 'Amara', last_name: 'Obi' });
    const keys = browserKeys();
    expect((await subscribe(author.headers, endpoint('de'), keys)).statusCode).toBe(201);
    const postId = await createPost(ctx.app, author.headers, 'Wer hat eine Leiter?');
    expect((await comment(commenter.headers, postId, 'Ich')).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(received).toHaveLength(1);
    expect(decrypt(received[0]!.body, keys)).toMatchObject({
      body: 'Amara Obi hat Ihren Beitrag „Wer hat eine Leiter?“ kommentiert',
    });
  });

  it('follows the push channel of the preferences, per kind', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const commenter = await neighbour(ctx.app, PARK_SLOPE);
    expect((await subscribe(author.headers, endpoint('prefs'))).statusCode).toBe(201);
    const preferences = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users/profile/notification-preferences',
      headers: author.headers,
    });
    expect(preferences.json().data.comment_on_post).toEqual({ in_app: true, email: false, push: true });
    expect(preferences.json().data.new_follower).toEqual({ in_app: true, email: false, push: false });
    const saved = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/users/profile/notification-preferences',
      headers: author.headers,
      payload: { comment_on_post: { push: false } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.comment_on_post).toEqual({ in_app: true, email: false, push: false });

    const postId = await createPost(ctx.app, author.headers, 'Quiet please');
    expect((await comment(commenter.headers, postId, 'Sure')).statusCode).toBe(201);
    // new_follower is off by push by default.
    await ctx.app.inject({ method: 'POST', url: `/api/v1/users/${author.id}/follow`, headers: commenter.headers });
    await ctx.app.jobs.drain();
    expect(received).toHaveLength(0);
    const jobs = await ctx.database.db
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', 'notification_push')
      .execute();
    expect(jobs).toHaveLength(0);
  });

  it('deletes subscriptions the push service answers 404 or 410 to, and those of ended sessions', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const commenter = await neighbour(ctx.app, PARK_SLOPE);
    const gone = endpoint('gone');
    const missing = endpoint('missing');
    const alive = endpoint('alive');
    answers.set(new URL(gone).pathname, 410);
    answers.set(new URL(missing).pathname, 404);
    for (const device of [gone, missing, alive]) expect((await subscribe(author.headers, device)).statusCode).toBe(201);
    const postId = await createPost(ctx.app, author.headers, 'Bike pump anyone?');
    expect((await comment(commenter.headers, postId, 'Here')).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(received.map((push) => push.path).sort()).toEqual(
      [gone, missing, alive].map((device) => new URL(device).pathname).sort(),
    );
    expect((await subscriptionsOf(author.id)).map((row) => row.endpoint)).toEqual([alive]);

    // Logging out ends this session's subscriptions: nothing is sent to them, and they are deleted.
    received.length = 0;
    const loggedOut = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: author.headers });
    expect(loggedOut.statusCode).toBe(200);
    expect((await comment(commenter.headers, postId, 'Still here')).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(received).toHaveLength(0);
    expect(await subscriptionsOf(author.id)).toHaveLength(0);
  });

  it('a push service failure is retried by the job, not lost', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    const commenter = await neighbour(ctx.app, PARK_SLOPE);
    const flaky = endpoint('flaky');
    answers.set(new URL(flaky).pathname, 503);
    expect((await subscribe(author.headers, flaky)).statusCode).toBe(201);
    const postId = await createPost(ctx.app, author.headers, 'Anyone seen my cat?');
    expect((await comment(commenter.headers, postId, 'Yes')).statusCode).toBe(201);
    await ctx.app.jobs.drain();
    expect(received).toHaveLength(1);
    const job = await ctx.database.db
      .selectFrom('jobs')
      .selectAll()
      .where('kind', '=', 'notification_push')
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    expect(job.attempts).toBeGreaterThan(0);
    expect(await subscriptionsOf(author.id)).toHaveLength(1);
  });

  it('deleting the account deletes its subscriptions', async () => {
    const author = await neighbour(ctx.app, PARK_SLOPE);
    expect((await subscribe(author.headers, endpoint('deleted'))).statusCode).toBe(201);
    await ctx.database.db.deleteFrom('users').where('id', '=', author.id).execute();
    expect(await subscriptionsOf(author.id)).toHaveLength(0);
  });
});
