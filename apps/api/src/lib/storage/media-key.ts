import { randomBytes } from 'node:crypto';

/**
 * A key is `<2 hex>/<32 hex><suffix>.<ext>`: 128 random bits make it unguessable, and the first
 * byte shards files over 256 folders so no directory grows huge. Nothing of the user's file name
 * survives into it.
 */
const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}(-[a-z0-9]{1,16})?\.[a-z0-9]{1,8}$/;

/** A fresh random base (`ab/ab12…`) to which variants add `-thumb.webp`, `.webp`, … */
export function newMediaKeyBase(): string {
  const id = randomBytes(16).toString('hex');
  return `${id.slice(0, 2)}/${id}`;
}

/** True for keys this code could have produced; anything else (`../`, absolute paths) is refused. */
export function isMediaKey(key: string): boolean {
  return KEY_PATTERN.test(key) && key.slice(0, 2) === key.slice(3, 5);
}

export function assertMediaKey(key: string): void {
  if (!isMediaKey(key)) throw new Error(`Invalid media key: ${JSON.stringify(key)}`);
}

const contentTypes: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** The media type a key's extension names (what the image pipeline wrote), for stores that keep one. */
export function mediaContentType(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return contentTypes[extension] ?? 'application/octet-stream';
}
