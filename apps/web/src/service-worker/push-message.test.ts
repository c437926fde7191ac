import { describe, expect, it } from 'vitest';
import { PUSH_FALLBACK, isNeverCached, parsePushMessage, sameOriginPath } from './push-message';

const origin = 'https://hood.example';

describe('parsePushMessage', () => {
  it("reads the server's PushMessage (title, body, url, tag)", () => {
    const payload = JSON.stringify({
      title: 'Ourhood',
      body: 'Ada commented on your post "Ladder"',
      url: '/dashboard/posts/42?comment=7',
      tag: 'comment_on_post:42',
    });
    expect(parsePushMessage(payload, origin)).toEqual({
      title: 'Ourhood',
      body: 'Ada commented on your post "Ladder"',
      url: '/dashboard/posts/42?comment=7',
      tag: 'comment_on_post:42',
    });
  });

  it('falls back to a generic notice for an empty, malformed or non-object payload', () => {
    expect(parsePushMessage(undefined, origin)).toEqual(PUSH_FALLBACK);
    expect(parsePushMessage('', origin)).toEqual(PUSH_FALLBACK);
    expect(parsePushMessage('{not json', origin)).toEqual(PUSH_FALLBACK);
    expect(parsePushMessage('"text"', origin)).toEqual(PUSH_FALLBACK);
    expect(parsePushMessage('null', origin)).toEqual(PUSH_FALLBACK);
  });

  it("says the generic notice in the device's language", () => {
    expect(parsePushMessage('{not json', origin, ['fr-BE', 'en']).body).toBe('Vous avez une nouvelle notification.');
    expect(parsePushMessage(undefined, origin, ['ar']).body).toBe('لديك إشعار جديد.');
    expect(parsePushMessage(undefined, origin, ['ja']).body).toBe(PUSH_FALLBACK.body);
  });

  it('fills missing or wrong-typed fields and shortens long ones', () => {
    const notice = parsePushMessage(JSON.stringify({ title: 7, body: 'x'.repeat(600), tag: '' }), origin);
    expect(notice.title).toBe(PUSH_FALLBACK.title);
    expect(notice.body).toHaveLength(500);
    expect(notice.url).toBe(PUSH_FALLBACK.url);
    expect(notice.tag).toBeUndefined();
  });

  it('never links away from the site', () => {
    const notice = parsePushMessage(JSON.stringify({ title: 't', body: 'b', url: 'https://evil.example/x' }), origin);
    expect(notice.url).toBe(PUSH_FALLBACK.url);
  });
});

describe('sameOriginPath', () => {
  it('keeps the path, query and hash of a same-origin URL', () => {
    expect(sameOriginPath('/dashboard/events/3#when', origin)).toBe('/dashboard/events/3#when');
    expect(sameOriginPath(`${origin}/dashboard?x=1`, origin)).toBe('/dashboard?x=1');
  });

  it('answers the notifications page for other origins, protocols and non-strings', () => {
    expect(sameOriginPath('//evil.example/x', origin)).toBe(PUSH_FALLBACK.url);
    expect(sameOriginPath('javascript:alert(1)', origin)).toBe(PUSH_FALLBACK.url);
    expect(sameOriginPath('http://hood.example/dashboard', origin)).toBe(PUSH_FALLBACK.url);
    expect(sameOriginPath(undefined, origin)).toBe(PUSH_FALLBACK.url);
  });
});

describe('isNeverCached', () => {
  it('covers the API and media, nothing else', () => {
    expect(isNeverCached('/api')).toBe(true);
    expect(isNeverCached('/api/v1/users/profile/me')).toBe(true);
    expect(isNeverCached('/media/groups/a.webp')).toBe(true);
    expect(isNeverCached('/assets/index-abc.js')).toBe(false);
    expect(isNeverCached('/index.html')).toBe(false);
    expect(isNeverCached('/apiary')).toBe(false);
  });
});
