import type { App } from '../../src/app.js';

type Headers = { authorization: string };

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A valid event body starting `inHours` from `now`, lasting two hours. */
export function eventBody(now: Date, extra: Record<string, unknown> = {}, inHours = 72): Record<string, unknown> {
  const start = new Date(now.getTime() + inHours * HOUR);
  return {
    title: 'Street picnic',
    description: 'Bring a dish',
    start: start.toISOString(),
    end: new Date(start.getTime() + 2 * HOUR).toISOString(),
    place: { name: 'Prospect Park', address: 'Grand Army Plaza' },
    ...extra,
  };
}

export function createEventRequest(app: App, headers: Headers, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/events', headers, payload: body });
}

/** Creates an event and returns its id (fails the test on anything but 201). */
export async function createEvent(app: App, headers: Headers, body: Record<string, unknown>): Promise<string> {
  const response = await createEventRequest(app, headers, body);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.id as string;
}

export function rsvp(app: App, headers: Headers, id: string, status: string) {
  return app.inject({ method: 'POST', url: `/api/v1/events/${id}/rsvp`, headers, payload: { status } });
}

export function patchEvent(app: App, headers: Headers, id: string, body: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/api/v1/events/${id}`, headers, payload: body });
}
