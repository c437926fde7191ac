import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { catalogsReady, loadCatalog, switchLocale } from './catalogs';

describe('loadCatalog', () => {
  it('lets the page show when a catalog cannot be loaded, and asks again next time', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const offline = vi.fn(() => Promise.reject(new Error('offline')));
    loadCatalog('test/offline', { en: offline });
    await expect(catalogsReady()).resolves.toBeUndefined();
    const online = vi.fn(() => Promise.resolve({ messages: { hello: 'Hello' } }));
    loadCatalog('test/offline', { en: online });
    await catalogsReady();
    expect(online).toHaveBeenCalledOnce();
    expect(i18n._('hello')).toBe('Hello');
  });

  it('loads a catalog once however many modules ask for it', async () => {
    const load = vi.fn(() => Promise.resolve({ messages: {} }));
    loadCatalog('test/once', { en: load });
    loadCatalog('test/once', { en: load });
    await catalogsReady();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads a catalog asked for during a language switch in the new language too', async () => {
    loadCatalog('test/shell', {
      en: () => Promise.resolve({ messages: { shell: 'Menu' } }),
      de: () => Promise.resolve({ messages: { shell: 'Menü' } }),
    });
    await catalogsReady();
    let arrive: (value: { messages: Record<string, string> }) => void = () => {};
    const switching = switchLocale('de');
    // A screen's module evaluated while the switch is loading the shell's German catalog.
    loadCatalog('test/screen', {
      en: () => Promise.resolve({ messages: { screen: 'Your neighbourhood' } }),
      de: () => new Promise((resolve) => (arrive = resolve)),
    });
    await Promise.resolve();
    arrive({ messages: { screen: 'Deine Nachbarschaft' } });
    await switching;
    expect(i18n.locale).toBe('de');
    expect(i18n._('shell')).toBe('Menü');
    expect(i18n._('screen')).toBe('Deine Nachbarschaft');
    await switchLocale('en');
  });
});
