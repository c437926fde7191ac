import { i18n } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { catalogsReady, loadCatalog } from './catalogs';

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
});
