import { sql } from 'kysely';
import type { App } from '../../src/app.js';
import { neighbour, type Area } from './posts.js';

type Headers = { authorization: string };
const DAY = 24 * 60 * 60 * 1000;

/** A neighbour whose account is 30 days old (urgent alerts need 7), living in `area`. */
export function oldNeighbour(app: App, area?: Area, overrides: Record<string, unknown> = {}) {
  return neighbour(app, area, { created_at: new Date(app.clock.now().getTime() - 30 * DAY), ...overrides });
}

/** A moderator or an admin (role set on the row) with a live session. */
export function staff(app: App, role: 'moderator' | 'admin', area?: Area) {
  return neighbour(app, area, { role, created_at: new Date(app.clock.now().getTime() - 30 * DAY) });
}

export function postAlert(app: App, headers: Headers, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/alerts',
    headers,
    payload: { category: 'crime', title: 'Break-in on Elm Street', details: 'Lock your doors', ...body },
  });
}

export async function alertId(app: App, headers: Headers, body: Record<string, unknown> = {}): Promise<string> {
  const response = await postAlert(app, headers, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.id as string;
}

export async function listAlerts(
  app: App,
  headers: Headers,
): Promise<{ id: string; title: string; urgent: boolean; status: string }[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/alerts?limit=50', headers });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data;
}

/** A report; `remoteAddress` says where it comes from (reports from one address are linked). */
export function report(
  app: App,
  headers: Headers,
  targetType: string,
  targetId: string,
  reason = 'spam',
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/reports',
    headers,
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: { target_type: targetType, target_id: targetId, reason },
  });
}

export function act(app: App, headers: Headers, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/moderation/actions',
    headers,
    payload: { reason: 'spam', ...body },
  });
}

/** Inserts `count` neighbours in `area` in one statement (fan-out tests); answers nothing. */
export async function manyNeighbours(app: App, area: Area, count: number): Promise<void> {
  await sql`
    INSERT INTO users (email, password_hash, first_name, last_name, account_type, email_verified_at,
      location_suburb, location_city, location_state, location_country)
    SELECT 'bulk-' || gen_random_uuid() || '@example.test', 'x', 'Bulk', 'Neighbour', 'user', now(),
      ${area.suburb}, ${area.city}, ${area.state}, ${area.country}
    FROM generate_series(1, ${count})`.execute(app.database.db);
}

export async function notificationKinds(app: App, headers: Headers): Promise<string[]> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/notifications?limit=50', headers });
  return (response.json().data as { kind: string }[]).map((n) => n.kind);
}
