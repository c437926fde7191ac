import type { Insertable } from 'kysely';
import type { App } from '../../src/app.js';
import type { UsersTable } from '../../src/db/schema.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { buildUser } from './factories.js';
import { multipartBody, type FormPart } from './multipart.js';
import { keepSession } from './statement-counter.js';

export interface Area {
  suburb: string;
  city: string;
  state: string;
  country: string;
}

export const PARK_SLOPE: Area = { suburb: 'Park Slope', city: 'Brooklyn', state: 'New York', country: 'United States' };
export const BUSHWICK: Area = { suburb: 'Bushwick', city: 'Brooklyn', state: 'New York', country: 'United States' };
export const IKEJA: Area = { suburb: 'Ikeja', city: 'Ikeja', state: 'Lagos', country: 'Nigeria' };

/** A neighbour (optionally living in an area) with a live session, without the slow sign-up. */
export async function neighbour(
  app: App,
  area?: Area,
  overrides: Partial<Insertable<UsersTable>> = {},
): Promise<{ id: string; token: string; headers: { authorization: string } }> {
  const user = await buildUser(app.database.db, {
    ...(area
      ? {
          location_suburb: area.suburb,
          location_city: area.city,
          location_state: area.state,
          location_country: area.country,
        }
      : {}),
    ...overrides,
  });
  const token = await createSession(app.database.db, app.clock, user.id);
  return { id: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** POST /posts/create-post with text and optional files. */
export function createPostRequest(
  app: App,
  headers: { authorization: string },
  content: string | undefined,
  files: FormPart[] = [],
) {
  const parts: FormPart[] = [...(content === undefined ? [] : [{ name: 'content', value: content }]), ...files];
  const body = multipartBody(parts);
  return app.inject({
    method: 'POST',
    url: '/api/v1/posts/create-post',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Creates a text post and returns its id (fails the test on anything but 201). */
export async function createPost(app: App, headers: { authorization: string }, content: string): Promise<string> {
  const response = await createPostRequest(app, headers, content);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.id as string;
}

/** A Park Slope neighbour whose session is kept, so statements counted next are a route's own. */
export async function keptParkSloper(app: App): Promise<Awaited<ReturnType<typeof neighbour>>> {
  const person = await neighbour(app, PARK_SLOPE);
  await keepSession(app, person.headers);
  return person;
}

/** A text post a second after the previous one on `clock`, so the feed's order is the test's. */
export function postLater(
  app: App,
  clock: { advance(ms: number): void },
  headers: { authorization: string },
  content: string,
): Promise<string> {
  clock.advance(1000);
  return createPost(app, headers, content);
}
