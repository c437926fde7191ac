import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

let ctx: TestContext | undefined;
afterEach(async () => {
  await ctx?.close();
  ctx = undefined;
});

describe('the local outbox page', () => {
  it('is open outside production when no SMTP server is configured', async () => {
    ctx = await createTestApp();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox?format=json' });
    expect(answer.statusCode).toBe(200);
  });

  it('is a page that fits a phone, styled by its own policy and nothing else (issue 42)', async () => {
    ctx = await createTestApp();
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox', headers: { accept: 'text/html' } });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    const style = /<style>([^<]*)<\/style>/.exec(answer.body)?.[1] ?? '';
    expect(style).toContain('white-space:pre-wrap');
    const hash = createHash('sha256').update(style).digest('base64');
    expect(answer.headers['content-security-policy']).toBe(
      `default-src 'none'; style-src 'sha256-${hash}'; frame-ancestors 'none'`,
    );
  });

  it('in production without SMTP, answers only this machine with the start banner key', async () => {
    ctx = await createTestApp({ NODE_ENV: 'production' });
    const { app } = ctx;
    const url = '/api/v1/dev/outbox?format=json';
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `${url}&key=wrong` })).statusCode).toBe(404);
    const withKey = `${url}&key=${app.outboxKey}`;
    expect((await app.inject({ method: 'GET', url: withKey })).statusCode).toBe(200);
    // Through a proxy every visitor looks local: a forwarded request is refused even with the key.
    const proxied = await app.inject({ method: 'GET', url: withKey, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.statusCode).toBe(404);
    const remote = await app.inject({ method: 'GET', url: withKey, remoteAddress: '203.0.113.9' });
    expect(remote.statusCode).toBe(404);
  });

  it('is off when SMTP is configured or MAIL_OUTBOX_PAGE=false', async () => {
    ctx = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/v1/dev/outbox?key=${ctx.app.outboxKey}` })).statusCode,
    ).toBe(404);
    await ctx.close();
    ctx = await createTestApp({ MAIL_OUTBOX_PAGE: 'false' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
  });
});
