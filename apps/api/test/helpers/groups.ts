import type { App } from '../../src/app.js';
import { multipartBody, type FormPart } from './multipart.js';

type Headers = { authorization: string };

/** POST /groups as JSON; returns the response. */
export function createGroupRequest(app: App, headers: Headers, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/groups', headers, payload: body });
}

/** Creates a group and returns its id (fails the test on anything but 201). */
export async function createGroup(
  app: App,
  headers: Headers,
  name: string,
  visibility: 'public' | 'private' = 'public',
): Promise<string> {
  const response = await createGroupRequest(app, headers, { name, description: `About ${name}`, visibility });
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data.id as string;
}

/** A group post (multipart, with optional files); returns the response. */
export function createGroupPostRequest(
  app: App,
  headers: Headers,
  groupId: string,
  content: string,
  files: FormPart[] = [],
) {
  const body = multipartBody([{ name: 'content', value: content }, { name: 'group_id', value: groupId }, ...files]);
  return app.inject({
    method: 'POST',
    url: '/api/v1/posts/create-post',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
}

/** Joins (or asks to join) and returns the viewer_role the server answered. */
export async function joinGroup(app: App, headers: Headers, groupId: string): Promise<string | null> {
  const response = await app.inject({ method: 'POST', url: `/api/v1/groups/${groupId}/join`, headers });
  if (response.statusCode !== 200) throw new Error(response.body);
  return response.json().data.viewer_role as string | null;
}

/** Approves a pending request (fails the test on anything but 200). */
export async function approve(app: App, headers: Headers, groupId: string, userId: string): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/groups/${groupId}/members/${userId}/approve`,
    headers,
  });
  if (response.statusCode !== 200) throw new Error(response.body);
}
