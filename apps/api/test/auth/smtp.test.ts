import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { registerBody, uniqueEmail } from '../helpers/auth.js';

const received: { to: string; raw: string }[] = [];
let server: SMTPServer;
let ctx: TestContext;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo[0]?.address ?? '', raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  ctx = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('mail over SMTP', () => {
  it('delivers the verification code to the SMTP server, and the code verifies', async () => {
    const email = uniqueEmail('smtp');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: registerBody(email),
    });
    expect(response.statusCode).toBe(201);
    const message = received.find((item) => item.to === email);
    expect(message).toBeDefined();
    expect(message!.raw).toContain('Ourhood');
    expect(message!.raw).toMatch(/text\/html/);
    const otp = /Subject: .*?(\d{6})/.exec(message!.raw)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/verify-otp', payload: { otp, email } });
    expect(verified.statusCode).toBe(200);
    // SMTP mode keeps nothing in the outbox, and the dev listing is off.
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    expect(outbox.statusCode).toBe(404);
  });
});

describe('a mail server that is down', () => {
  it('answers 503 with a clear message and leaves no account behind', async () => {
    const down = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    try {
      const email = uniqueEmail('down');
      const response = await down.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: registerBody(email),
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().message).toMatch(/could not send the email/);
      const user = await down.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      expect(user).toBeUndefined();
    } finally {
      await down.close();
    }
  });
});
