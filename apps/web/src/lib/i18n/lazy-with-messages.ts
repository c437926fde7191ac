import { lazy } from 'react';
import { catalogsReady } from './catalogs';

/**
 * A module imported on demand, resolved once the catalogs its modules asked for are loaded
 * (decision 0072): an import evaluates the module, which starts loading its catalog.
 */
export async function withMessages<T>(load: () => Promise<T>): Promise<T> {
  const module = await load();
  await catalogsReady();
  return module;
}

/** React.lazy for components that show messages: they render with their words, never without. */
export const lazyWithMessages: typeof lazy = (load) => lazy(() => withMessages(load));
