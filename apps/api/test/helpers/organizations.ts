import type { Insertable } from 'kysely';
import type { App } from '../../src/app.js';
import type { OrganizationsTable } from '../../src/db/schema.js';
import { createSession } from '../../src/lib/sessions/sessions.js';
import { buildUser } from './factories.js';
import { injectMultipart, type FormPart } from './multipart.js';

type Headers = { authorization: string };

/** An organization account with its profile row and a live session, without the slow sign-up. */
export async function organization(
  app: App,
  profile: Partial<Insertable<OrganizationsTable>> & { business_name: string },
  userOverrides: { password_hash?: string } = {},
): Promise<{ id: string; ownerId: string; token: string; headers: Headers }> {
  const user = await buildUser(app.database.db, { account_type: 'organization', ...userOverrides });
  const row = await app.database.db
    .insertInto('organizations')
    .values({ owner_id: user.id, ...profile })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await createSession(app.database.db, app.clock, user.id);
  return { id: row.id, ownerId: user.id, token, headers: { authorization: `Bearer ${token}` } };
}

/** POST /organization/me/listings with text fields and optional files. */
export function createListingRequest(
  app: App,
  headers: Headers,
  fields: Record<string, string>,
  files: FormPart[] = [],
) {
  return injectMultipart(app, '/api/v1/organization/me/listings', headers, fields, files);
}

/** Uploads one image to a multipart route. */
export function uploadImage(app: App, headers: Headers, url: string, field: string, image: Buffer) {
  return injectMultipart(app, url, headers, {}, [
    { name: field, filename: 'image.png', contentType: 'image/png', data: image },
  ]);
}
