import { unzipSync, strFromU8 } from 'fflate';
import type { App } from '../../src/app.js';

type Headers = { authorization: string };

export const exportApi = (app: App) => ({
  request: (headers: Headers) => app.inject({ method: 'POST', url: '/api/v1/users/profile/export', headers }),
  list: (headers: Headers) => app.inject({ method: 'GET', url: '/api/v1/users/profile/export', headers }),
  download: (id: string, token: string) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/users/profile/export/${id}/download?token=${encodeURIComponent(token)}`,
    }),
  archive: (id: string, headers: Headers) =>
    app.inject({ method: 'GET', url: `/api/v1/users/profile/export/${id}/archive`, headers }),
});

/** The newest e-mail to the account, with the download link's export id and token. */
export async function exportMail(app: App, userId: string) {
  const user = await app.database.db
    .selectFrom('users')
    .select('email')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const mail = await app.database.db
    .selectFrom('mail_outbox')
    .select(['subject', 'text_body'])
    .where('recipient', '=', user.email)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const match = mail?.text_body.match(
    /\/api\/v1\/users\/profile\/export\/([0-9a-f-]+)\/download\?token=([A-Za-z0-9_-]+)/,
  );
  return { mail, id: match?.[1], token: match?.[2] };
}

/** The archive's files by name; JSON files parsed. */
export function readZip(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes));
  const json = (name: string): unknown => JSON.parse(strFromU8(files[name] ?? new Uint8Array()));
  return {
    names: Object.keys(files).sort(),
    files,
    json,
    all: Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n'),
  };
}

/** Asks for an archive, builds it and reads its e-mailed link and stored file: `{ id, token, archiveKey }`. */
export async function readyExport(app: App, user: { id: string; headers: Headers }) {
  const id = (await exportApi(app).request(user.headers)).json().data.id as string;
  await app.jobs.drain();
  const { token } = await exportMail(app, user.id);
  const row = await app.database.db
    .selectFrom('data_exports')
    .select('archive_key')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { id, token: token!, archiveKey: row.archive_key! };
}
