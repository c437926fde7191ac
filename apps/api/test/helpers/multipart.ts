import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.js';

export type FormPart =
  { name: string; value: string } | { name: string; filename: string; contentType: string; data: Buffer };

/** A multipart/form-data body for app.inject, built by hand so tests control every byte. */
export function multipartBody(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----ourhood${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if ('filename' in part) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`));
    chunks.push('data' in part ? part.data : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs text fields and files as multipart/form-data through app.inject. */
export function injectMultipart(
  app: App,
  url: string,
  headers: { authorization: string },
  fields: Record<string, string>,
  files: FormPart[] = [],
) {
  const body = multipartBody([...Object.entries(fields).map(([name, value]) => ({ name, value })), ...files]);
  return app.inject({ method: 'POST', url, payload: body.payload, headers: { ...headers, ...body.headers } });
}
