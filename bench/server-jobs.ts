// The server's durable job queue, as the bench sees it: its size from the server's /metrics.
import { randomBytes } from 'node:crypto';

/** The bench reads the server's job queue from its metrics (jobs_queued) between write rows. */
export const METRICS_TOKEN = randomBytes(24).toString('hex');

/** How many durable jobs wait in the server's queue (its /metrics, behind METRICS_TOKEN). */
async function jobsQueued(server: string): Promise<number> {
  const response = await fetch(`${server}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const text = await response.text();
  const queued = /^jobs_queued (\d+)/m.exec(text);
  if (!queued) throw new Error(`no jobs_queued in /metrics (${response.status})`);
  return Number(queued[1]);
}

/**
 * Waits until the work a write row queued has run (the comments' author notifications, decision
 * 0087): the queue stops shrinking. Without it, one row's jobs ran during the next row's load.
 */
export async function jobsSettled(server: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  let last = await jobsQueued(server);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await jobsQueued(server);
    if (now >= last) return;
    last = now;
  }
}
