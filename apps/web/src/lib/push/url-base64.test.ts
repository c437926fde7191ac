import { describe, expect, it } from 'vitest';
import { sameBytes, urlBase64ToUint8Array } from './url-base64';

// A P-256 public key as web-push's generateVAPIDKeys() gives it: 65 bytes, uncompressed (0x04…).
const vapidKey = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

describe('urlBase64ToUint8Array', () => {
  it('decodes a VAPID public key to its 65 bytes', () => {
    const bytes = urlBase64ToUint8Array(vapidKey);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });

  it('maps - and _ to the bytes + and / stand for in base64, with or without padding', () => {
    expect([...urlBase64ToUint8Array('-_8')]).toEqual([0xfb, 0xff]);
    expect([...urlBase64ToUint8Array('-_8=')]).toEqual([0xfb, 0xff]);
    expect([...urlBase64ToUint8Array('AQID')]).toEqual([1, 2, 3]);
    expect([...urlBase64ToUint8Array('')]).toEqual([]);
  });

  it('refuses text that is not base64url', () => {
    expect(() => urlBase64ToUint8Array('ab+/')).toThrow('Not base64url');
    expect(() => urlBase64ToUint8Array('a b')).toThrow('Not base64url');
    expect(() => urlBase64ToUint8Array('abcde')).toThrow('Not base64url');
  });
});

describe('sameBytes', () => {
  it('compares an ArrayBuffer or bytes with bytes', () => {
    const key = urlBase64ToUint8Array(vapidKey);
    expect(sameBytes(key.slice().buffer, key)).toBe(true);
    expect(sameBytes(key, key)).toBe(true);
    expect(sameBytes(key.slice(1), key)).toBe(false);
    const changed = key.slice();
    changed[10] = (changed[10] ?? 0) ^ 1;
    expect(sameBytes(changed, key)).toBe(false);
    expect(sameBytes(null, key)).toBe(false);
  });
});
