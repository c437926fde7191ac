import { describe, expect, it } from 'vitest';
import { catalogOf, loaderCode } from './catalog-imports';

const src = '/app/src';

describe('catalogOf', () => {
  it("gives each module its folder's catalog", () => {
    expect(catalogOf('/app/src/features/feed/components/post-card.tsx', src)).toBe('features/feed');
    expect(catalogOf('/app/src/components/ui/modal.tsx', src)).toBe('components/ui');
    expect(catalogOf('/app/src/lib/relative-time.ts', src)).toBe('lib');
    expect(catalogOf('/app/src/app/route-fallback.tsx', src)).toBe('app');
  });

  it("keeps the public site's long pages apart from the landing page", () => {
    expect(catalogOf('/app/src/features/public/pages/terms-page.tsx', src)).toBe('features/public/pages');
    expect(catalogOf('/app/src/features/public/content/faq.ts', src)).toBe('features/public/pages');
    expect(catalogOf('/app/src/features/public/content/features.ts', src)).toBe('features/public');
    expect(catalogOf('/app/src/features/public/landing/hero-section.tsx', src)).toBe('features/public');
  });

  it('leaves tests, the i18n runtime itself and everything outside the app alone', () => {
    expect(catalogOf('/app/src/features/feed/home-page.test.tsx', src)).toBeUndefined();
    expect(catalogOf('/app/src/lib/i18n/catalogs.ts', src)).toBeUndefined();
    expect(catalogOf('/app/node_modules/x/index.ts', src)).toBeUndefined();
    expect(catalogOf('/app/src/features/feed/locales/fr.po', src)).toBeUndefined();
  });
});

describe('loaderCode', () => {
  it('starts loading the catalog, with one import per locale, by paths relative to the module', () => {
    const code = loaderCode('/app/src/features/feed/components/post-card.tsx', 'features/feed', src, ['en', 'fr']);
    expect(code).toContain('from "../../../lib/i18n/catalogs.ts"');
    expect(code).toContain('__loadCatalog("features/feed"');
    expect(code).toContain('"fr": () => import("../locales/fr.po")');
    expect(code).not.toContain('await');
    expect(loaderCode('/app/src/lib/api-client.ts', 'lib', src, ['en'])).toContain('import("./locales/en.po")');
  });
});
