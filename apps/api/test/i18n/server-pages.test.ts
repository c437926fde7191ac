import { describe, expect, it } from 'vitest';
import { RateLimitMessages } from '@ourhood/contract';
import { renderOutboxPage } from '../../src/features/dev-outbox/outbox-page.js';
import { messageCatalogs } from '../../src/lib/i18n/catalogs.js';
import { throttledPageHtml } from '../../src/lib/rate-limits/throttled-page.js';

// The HTML the API writes itself (issue 41): in the request's language, English unchanged.

describe('the throttled page', () => {
  it('reads as RateLimitMessages.wait in English, for every span', () => {
    for (const seconds of [1, 2, 89, 90, 600]) {
      expect(throttledPageHtml('Ourhood', seconds)).toContain(`<p>${RateLimitMessages.wait(seconds)}</p>`);
    }
    expect(throttledPageHtml('Ourhood', 5)).toContain('<html lang="en" dir="ltr">');
  });

  it('speaks the asked language, plurals included, right to left in Arabic', () => {
    const french = throttledPageHtml('Ourhood', 1, 'fr', messageCatalogs().translator('fr'));
    expect(french).toContain('<h1>Une courte pause</h1>');
    expect(french).toContain('Patientez 1 seconde, puis réessayez.');
    const german = throttledPageHtml('Ourhood', 120, 'de', messageCatalogs().translator('de'));
    expect(german).toContain('Bitte warten Sie 2 Minuten');
    const arabic = throttledPageHtml('Ourhood', 2, 'ar', messageCatalogs().translator('ar'));
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('يُرجى الانتظار ثانيتين');
  });
});

describe('the local outbox page', () => {
  const mail = {
    id: 'm1',
    recipient: 'ada@example.test',
    subject: 'Hi <there>',
    text_body: 'Body',
    html_body: '<p>Body</p>',
    headers: null,
    created_at: new Date('2031-01-01T00:00:00Z'),
  };

  it('labels the mail in the asked language and escapes what it shows', () => {
    const english = renderOutboxPage([mail]);
    expect(english).toContain('<h1>Local outbox</h1>');
    expect(english).toContain('<p>To ada@example.test · 2031-01-01T00:00:00.000Z</p>');
    expect(english).toContain('Filter with <code>?to=email</code>.');
    expect(english).toContain('Hi &#60;there&#62;');
    const spanish = renderOutboxPage([], 'es', messageCatalogs().translator('es'));
    expect(spanish).toContain('<h1>Bandeja de salida local</h1>');
    expect(spanish).toContain('Filtra con <code>?to=email</code>.');
    expect(spanish).toContain('<p>Aún no hay correos.</p>');
  });
});
