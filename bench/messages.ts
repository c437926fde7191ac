// Direct messages (issue 20): BENCH_MESSAGES (default 2,000) messages through one conversation,
// sent by both sides BENCH_CONCURRENCY (default 8) at a time over HTTP; measured: messages per
// second, and the fan-out latency from each send's start until the recipient's open notification
// stream delivers its `message` event (p50, p99). Runs the app in-process on PGlite, or on
// PostgreSQL in a schema of its own with BENCH_DATABASE_URL.
//   npm run bench:messages
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../apps/api/src/app.js';
import { configFrom } from '../apps/api/src/config.js';
import { openDatabase } from '../apps/api/src/db/database.js';
import { createSession } from '../apps/api/src/lib/sessions/sessions.js';

const total = Number(process.env.BENCH_MESSAGES ?? 2_000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);
const url = process.env.BENCH_DATABASE_URL || undefined;
const schema = url ? `bench_${randomBytes(5).toString('hex')}` : undefined;
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ourhood-bench-messages-'));
const database = await openDatabase({ url, schema, dataDir: url ? undefined : 'memory://' });
const config = configFrom({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  SEED_DEMO: 'false',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  RATE_LIMIT_PER_MINUTE: '1000000',
  ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
});
const app = await buildApp(config, { database, startJobs: false });
const db = app.database.db;
const controller = new AbortController();
try {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`;
  const people = await sql<{ id: string }>`
    INSERT INTO users (email, password_hash, first_name, last_name, account_type, email_verified_at)
    SELECT 'bench-messages-' || g || '@bench.test', 'x', 'Bench', 'Person ' || g, 'user', now()
    FROM generate_series(1, 2) AS g RETURNING id`.execute(db);
  const [a, b] = people.rows.map((row) => row.id) as [string, string];
  // B follows A: the conversation is accepted from the first message.
  await db.insertInto('follows').values({ follower_id: b, followee_id: a, created_at: new Date() }).execute();
  const headers = async (id: string) => ({
    authorization: `Bearer ${await createSession(db, app.clock, id)}`,
    'content-type': 'application/json',
  });
  const [aHeaders, bHeaders] = [await headers(a), await headers(b)];
  const started = await fetch(`${base}/conversations`, {
    method: 'POST',
    headers: aHeaders,
    body: JSON.stringify({ recipient_id: b, text: 'Hello' }),
  });
  const conversationId = ((await started.json()) as { data: { conversation: { id: string } } }).data.conversation.id;

  // Both sides' streams: each records when it hears of each message (by text).
  const heard = new Map<string, number>();
  const listen = async (h: Record<string, string>) => {
    const response = await fetch(`${base}/notifications/stream`, { headers: h, signal: controller.signal });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let split: number;
          while ((split = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            if (!block.startsWith('event: message')) continue;
            const data = JSON.parse(/^data: (.*)$/m.exec(block)![1]!) as { message: { text: string; mine: boolean } };
            if (!data.message.mine) heard.set(data.message.text, performance.now());
          }
        }
      } catch {
        // Aborted at the end.
      }
    })();
  };
  await Promise.all([listen(aHeaders), listen(bHeaders)]);
  await new Promise((resolve) => setTimeout(resolve, 200));

  const sentAt = new Map<string, number>();
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const index = next++;
        const text = `Bench ${index}`;
        sentAt.set(text, performance.now());
        const response = await fetch(`${base}/conversations/${conversationId}/messages`, {
          method: 'POST',
          headers: index % 2 ? aHeaders : bHeaders,
          body: JSON.stringify({ text }),
        });
        if (response.status !== 201) throw new Error(await response.text());
      }
    }),
  );
  const sendSeconds = (performance.now() - t0) / 1000;
  const deadline = performance.now() + 30_000;
  while (heard.size < total && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  const latencies = [...sentAt].map(([text, at]) => (heard.get(text) ?? Number.POSITIVE_INFINITY) - at);
  latencies.sort((x, y) => x - y);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  console.log(
    `${database.kind}: ${total.toLocaleString('en')} messages through one conversation, ${concurrency} at a time: ` +
      `${(total / sendSeconds).toFixed(0)} messages/s; send → recipient's open stream p50 ${at(50).toFixed(1)} ms, ` +
      `p99 ${at(99).toFixed(1)} ms (${heard.size.toLocaleString('en')} delivered)`,
  );
} finally {
  controller.abort();
  await app.close();
  if (schema) await sql.raw(`DROP SCHEMA IF EXISTS ${schema} CASCADE`).execute(database.db);
  await database.close();
  await fs.rm(dataDir, { recursive: true, force: true });
}
