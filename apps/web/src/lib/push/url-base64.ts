/**
 * Decodes base64url (RFC 4648 §5, padding optional) into bytes: the server's VAPID public key
 * (GET /push/public-key) as PushManager.subscribe's applicationServerKey. Throws on other text.
 */
export function urlBase64ToUint8Array(value: string): Uint8Array<ArrayBuffer> {
  const trimmed = value.replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(trimmed) || trimmed.length % 4 === 1) throw new Error('Not base64url');
  const base64 = trimmed
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(trimmed.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Whether two keys hold the same bytes (a subscription's applicationServerKey against the server's). */
export function sameBytes(a: ArrayBuffer | Uint8Array | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const left = a instanceof Uint8Array ? a : new Uint8Array(a);
  return left.length === b.length && left.every((byte, index) => byte === b[index]);
}
