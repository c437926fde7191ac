import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { neighbour, PARK_SLOPE } from '../helpers/posts.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

const TOKEN = 'metrics-token-0123456789';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN }, { startJobs: false });
});

afterAll(async () => {
  await ctx?.close();
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The value of one series in Prometheus text, e.g. `http_requests_total{…route="/api/v1/posts"…}`. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`))) {
      return Number(line.slice(line.lastIndexOf(' ') + 1));
    }
  }
  return undefined;
}

async function scrape(): Promise<string> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
  return response.body;
}

describe('metrics', () => {
  it('answer 404 without the token, as if there were none', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN]) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('count requests and their durations by route pattern, never by raw URL', async () => {
    const me = await neighbour(ctx.app, PARK_SLOPE);
    for (let i = 0; i < 3; i++) {
      await ctx.app.inject({ method: 'GET', url: '/api/v1/posts?page=1', headers: me.headers });
    }
    await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/posts/00000000-0000-4000-8000-000000000000',
      headers: me.headers,
    });
    const text = await scrape();
    expect(sample(text, 'http_requests_total', { method: 'GET', route: '/api/v1/posts', status: '200' })).toBe(3);
    expect(sample(text, 'http_requests_total', { route: '/api/v1/posts/:id', status: '404' })).toBe(1);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(sample(text, 'http_request_duration_seconds_count', { route: '/api/v1/posts', status: '200' })).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket', { route: '/api/v1/posts', le: '+Inf' })).toBe(3);
  });

  it('report the database pool, the job queue, live streams, mail, memory and event-loop lag', async () => {
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        first_name: 'Mo',
        last_name: 'Metric',
        email: 'mo.metric@example.test',
        password: 'maple-street-2024',
        account_type: 'user',
      },
    });
    expect(register.statusCode).toBe(201);
    // The sign-up code is mailed at once; a reset code is mailed by a durable job.
    const mailedAtOnce = sample(await scrape(), 'mail_sent_total') ?? 0;
    expect(mailedAtOnce).toBeGreaterThanOrEqual(1);
    const forgot = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/v1/auth/forgot-password',
      payload: { email: 'mo.metric@example.test' },
    });
    expect(forgot.statusCode).toBe(200);
    const queued = await scrape();
    expect(sample(queued, 'jobs_queued')).toBeGreaterThanOrEqual(1);
    expect(sample(queued, 'jobs_failed')).toBe(0);
    expect(sample(queued, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sample(queued, 'db_pool_in_use')).toBe(0);
    expect(sample(queued, 'db_pool_waiting')).toBe(0);
    expect(sample(queued, 'sse_open_streams')).toBe(0);
    expect(sample(queued, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(queued, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);

    await ctx.app.jobs.drain(); // mails the reset code through the outbox
    const sent = await scrape();
    expect(sample(sent, 'mail_sent_total')).toBe(mailedAtOnce + 1);
    expect(sample(sent, 'mail_failed_total')).toBe(0);
    expect(sample(sent, 'jobs_queued')).toBe(sample(queued, 'jobs_queued')! - 1);
  });

  it('are served on METRICS_PORT when set, and not at all without a setting', async () => {
    const port = await freePort();
    const side = await createTestApp({ METRICS_PORT: String(port) });
    try {
      await side.app.inject({ method: 'GET', url: '/api/v1/health' });
      const response = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(response.status).toBe(200);
      expect(sample(await response.text(), 'http_requests_total', { route: '/api/v1/health' })).toBe(1);
      // The main port does not serve them without a token (the web app's page, or a 404, answers).
      expect((await side.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('http_requests_total');
    } finally {
      await side.close();
    }
    const off = await createTestApp();
    try {
      expect((await off.app.inject({ method: 'GET', url: '/metrics' })).body).not.toContain('http_requests_total');
    } finally {
      await off.close();
    }
  });
});
