import type { App } from '../../src/app.js';
import { injectMultipart, type FormPart } from './multipart.js';

type Headers = { authorization: string };

/** POST /rentals/requests as JSON. */
export function postRentalJson(app: App, headers: Headers, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/rentals/requests', headers, payload: body });
}

/** POST /rentals/requests as multipart, with text fields and optional files. */
export function postRentalMultipart(
  app: App,
  headers: Headers,
  fields: Record<string, string>,
  files: FormPart[] = [],
) {
  return injectMultipart(app, '/api/v1/rentals/requests', headers, fields, files);
}

/** Posts a request and answers its id. */
export async function postRental(app: App, headers: Headers, itemName: string, description = 'For a few days') {
  const response = await postRentalJson(app, headers, { itemName, description, duration: '3 days' });
  if (response.statusCode !== 201) throw new Error(`post rental: ${response.statusCode} ${response.body}`);
  return response.json().data.id as string;
}

export async function addKeyword(app: App, headers: Headers, keyword: string) {
  return app.inject({ method: 'POST', url: '/api/v1/rentals/keywords', headers, payload: { keyword } });
}

/** Kinds and subject ids of someone's notifications. */
export async function notificationsOf(app: App, headers: Headers) {
  const response = await app.inject({ method: 'GET', url: '/api/v1/notifications?limit=50', headers });
  return (response.json().data as { kind: string; subject: { id: string } | null; message: string }[]).map((n) => ({
    kind: n.kind,
    subjectId: n.subject?.id ?? null,
    message: n.message,
  }));
}
