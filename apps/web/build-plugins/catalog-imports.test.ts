import { describe, expect, it } from 'vitest';
import { catalogOf, loaderCode } from './catalog-imports';

const src = '/app/src';

describe('catalogOf', () => {
  it("gives a feature's modules their folder's catalog and the rest of the app the shell's", () => {
    expect(catalogOf('/app/src/features/feed/components/post-card.tsx', src)).toBe('feed');
    expect(catalogOf('/app/src/components/ui/modal.tsx', src)).toBe('shell');
    expect(catalogOf('/app/src/lib/relative-time.ts', src)).toBe('shell');
  });

  it('leaves tests, the i18n runtime itself and everything outside the app alone', () => {
    expect(catalogOf('/app/src/features/feed/home-page.test.tsx', src)).toBeUndefined();
    expect(catalogOf('/app/src/lib/i18n/catalogs.ts', src)).toBeUndefined();
    expect(catalogOf('/app/node_modules/x/index.ts', src)).toBeUndefined();
    expect(catalogOf('/app/src/features/feed/locales/fr.po', src)).toBeUndefined();
  });
});

describe('loaderCode', () => {
  it('awaits the catalog with one import per locale', () => {
    const code = loaderCode('feed', ['en', 'fr']);
    expect(code).toContain('await loadCatalog("feed"');
    expect(code).toContain('"fr": () => import("../../features/feed/locales/fr.po")');
    expect(loaderCode('shell', ['en'])).toContain('import("../../locales/en.po")');
  });
});
