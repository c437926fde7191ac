import type { App } from '../../src/app.js';
import { injectMultipart, type FormPart } from './multipart.js';

type Headers = { authorization: string };

export const CHAIR = {
  title: 'Oak chair',
  description: 'A sturdy oak chair, a little scuffed',
  category: 'furniture',
  condition: 'good',
  price: 0,
};

/** POST /marketplace/items as JSON. */
export function listItemJson(app: App, headers: Headers, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/marketplace/items', headers, payload: body });
}

/** POST /marketplace/items as multipart, with text fields and optional files. */
export function listItemMultipart(app: App, headers: Headers, fields: Record<string, string>, files: FormPart[] = []) {
  return injectMultipart(app, '/api/v1/marketplace/items', headers, fields, files);
}

/** Lists an item and answers its id. */
export async function listItem(app: App, headers: Headers, overrides: Record<string, unknown> = {}): Promise<string> {
  const response = await listItemJson(app, headers, { ...CHAIR, ...overrides });
  if (response.statusCode !== 201) throw new Error(`list item: ${response.statusCode} ${response.body}`);
  return response.json().data.id as string;
}

export function itemAction(app: App, headers: Headers, id: string, action: string, payload?: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/marketplace/items/${id}/${action}`,
    headers,
    ...(payload ? { payload } : {}),
  });
}
