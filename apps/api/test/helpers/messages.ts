import { sql } from 'kysely';
import type { App } from '../../src/app.js';
import { hashPassword } from '../../src/lib/passwords.js';
import { PASSWORD } from './auth.js';
import { neighbour } from './posts.js';

export type Person = Awaited<ReturnType<typeof neighbour>>;
type Headers = { authorization: string };

/** A neighbour who can delete their account (a real password hash). */
export async function deletableNeighbour(app: App): Promise<Person> {
  return neighbour(app, undefined, { password_hash: await hashPassword(PASSWORD) });
}

export function api(app: App) {
  const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: unknown) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
  return {
    get: (url: string, headers: Headers) => inject('GET', url, headers),
    post: (url: string, headers: Headers, payload?: unknown) => inject('POST', url, headers, payload),
    del: (url: string, headers: Headers, payload?: unknown) => inject('DELETE', url, headers, payload),
  };
}

/** POST /conversations; throws unless 200 or 201. */
export async function startConversation(
  app: App,
  from: Person,
  to: { id: string },
  text = 'Hello neighbour',
  subject?: { subject_type: string; subject_id: string },
) {
  const response = await api(app).post('/conversations', from.headers, { recipient_id: to.id, text, ...subject });
  if (response.statusCode !== 201 && response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as {
    conversation: { id: string; status: string; subject: unknown };
    message: { id: string; seq: number };
    created: boolean;
  };
}

export async function send(app: App, from: Person, conversationId: string, text: string) {
  return api(app).post(`/conversations/${conversationId}/messages`, from.headers, { text });
}

/** A rental request of `requester` that `lender` offered to lend (accepted). */
export async function acceptedRental(app: App, requester: Person, lender: Person, itemName = 'Ladder') {
  const result = await sql<{ id: string }>`INSERT INTO rental_requests
      (requester_id, item_name, description, duration, status, accepted_by, accepted_at, created_at, updated_at)
    VALUES (${requester.id}::uuid, ${itemName}, 'For the gutters', '2 days', 'accepted', ${lender.id}::uuid, now(), now(), now())
    RETURNING id`.execute(app.database.db);
  return result.rows[0]!.id;
}

export async function follow(app: App, follower: Person, followee: Person) {
  const response = await api(app).post(`/users/${followee.id}/follow`, follower.headers);
  if (response.statusCode !== 200) throw new Error(response.body);
}

export async function conversationIds(app: App, person: Person, box: 'inbox' | 'requests') {
  const response = await api(app).get(`/conversations?box=${box}`, person.headers);
  if (response.statusCode !== 200) throw new Error(response.body);
  return (response.json().data as { id: string }[]).map((conversation) => conversation.id);
}

export async function unread(app: App, person: Person) {
  const response = await api(app).get('/conversations/unread-count', person.headers);
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data as { unread_count: number; requests_count: number; in_bell: boolean };
}
