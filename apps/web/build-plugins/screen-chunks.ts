import path from 'node:path';
import type { Rollup } from 'vite';

type ModuleInfoOf = Rollup.GetModuleInfo;

/**
 * Groups of lazy screens whose code travels as one chunk each, for `manualChunks`.
 *
 * Left to itself, Rollup makes a chunk of every set of modules that a distinct set of lazy screens
 * shares: with forty screens that is a chunk per hook, query-key file and route table, most of a few
 * hundred bytes. A first visit to /dashboard asked for 33 scripts before its feed showed, each a
 * request (with its headers and import statement) on a phone's slow connection. Here each group
 * names the lazy modules a screen's first render goes through; the modules they import statically
 * (their closure) go into the group's one chunk, except
 *  - modules the entry loads (named `entryName`, see below): the group's chunk must never become a
 *    dependency of the public website;
 *  - modules the screens of `besides` need too (the sign-in screens: the API client, say): those go
 *    to `sharedWith`, a chunk both already load, so /login never loads the dashboard's chunk (unless
 *    the group is one the sign-in screens load: the route table's);
 *  - modules that import a package without a chunk of its own (zod, the forms library) and the
 *    contract's barrel: they stay where Rollup puts them, so zod never becomes a static import of
 *    the dashboard's chunk.
 * This needs `onlyExplicitManualChunks`: without it Rollup pulls every dependency of a manual
 * chunk's modules that has no manual chunk into it (the entry's modules, zod and all).
 * A later screen that imports one of these modules loads the group's chunk with it; it has, in
 * practice, always been loaded already, as the screens all sit under the dashboard shell.
 */
export interface ScreenGroup {
  /** The chunk's name. */
  name: string;
  /** Source modules (relative to the app root) whose static closure makes up the chunk. */
  roots: string[];
  /** The chunk keeps the modules `besides` needs too: the sign-in screens load it themselves. */
  loadedBySignIn?: boolean;
}

export interface ScreenChunkOptions {
  root: string;
  entry: string;
  /** The entry chunk's name (its file is named after it). */
  entryName: string;
  /** Modules that only re-export others (the contract's index): left to Rollup, not followed. */
  barrels: RegExp;
  besides: string[];
  sharedWith: string;
  /** The chunk other rules give a module, if any. */
  named: (id: string) => string | undefined;
  groups: ScreenGroup[];
  /** The message catalogs of some groups, together in one chunk per locale (see ScreenMessages). */
  messages?: ScreenMessages;
}

/**
 * Each module that shows messages loads its folder's catalog with a dynamic import of the catalog's
 * PO file for the active locale (build-plugins/catalog-imports.ts), so left to itself Rollup makes
 * a chunk of every catalog: a first visit to /dashboard asked for ten catalogs of 0.1–2.5 kB after
 * its load event, each a request with its own headers on a phone's slow connection. The catalogs
 * of the modules planned into `groups` travel together instead, one chunk per locale named
 * `${name}-${locale}`, except those the entry, the sign-in screens (`besides`) or the modules of
 * `apart` (the public website's pages, the other account screens) use too: those keep a chunk of
 * their own, so the public website and /login never load the dashboard's words.
 * A later screen whose catalog is among them finds its words already loaded.
 */
export interface ScreenMessages {
  name: string;
  groups: string[];
  /** The catalog (a folder of src) of a source module, or undefined. */
  catalogOf: (id: string) => string | undefined;
  /** The PO file of a catalog in a locale (its module id). */
  poFile: (catalog: string, locale: string) => string;
  locales: readonly string[];
  /** Source modules (relative to the app root) whose static closure keeps its catalogs apart. */
  apart: string[];
}

/** Own source modules only: dependencies (node_modules) and virtual modules are placed elsewhere. */
const isOwn = (id: string) => !id.includes('node_modules') && !id.startsWith('\0');

/** Every module reached from `roots` by static imports, not going through those `through` refuses. */
function closure(roots: string[], getModuleInfo: ModuleInfoOf, through: (id: string) => boolean = () => true) {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || !through(id)) return;
    seen.add(id);
    for (const imported of getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return seen;
}

export function planScreenChunks(options: ScreenChunkOptions, getModuleInfo: ModuleInfoOf): Map<string, string> {
  const absolute = (modules: string[]) => modules.map((module) => path.resolve(options.root, module));
  const inEntry = closure(absolute([options.entry]), getModuleInfo);
  const besides = closure(absolute(options.besides), getModuleInfo);
  // A group takes its own modules whose dependencies have chunks of their own: not the contract's
  // barrel (it re-exports every schema) nor a module that imports zod or another unnamed package,
  // which would then become a static import of the group's chunk. Rollup places those as before.
  const vendorOk = (id: string) => !id.includes('node_modules') || options.named(id) !== undefined;
  const takes = (id: string) =>
    isOwn(id) &&
    !options.barrels.test(id) &&
    !inEntry.has(id) &&
    options.named(id) === undefined &&
    (getModuleInfo(id)?.importedIds ?? []).every(vendorOk);
  const planned = new Map<string, string>();
  // The entry's own modules (and Vite's preload helper) are named too, for the entry chunk: left
  // unnamed, those the groups import as well (lazy-page.tsx) would become a chunk of their own,
  // as Rollup treats a named chunk like an entry that may load without the real one.
  for (const id of inEntry) {
    if (!id.includes('node_modules') && options.named(id) === undefined) planned.set(id, options.entryName);
  }
  for (const group of options.groups) {
    for (const id of closure(absolute(group.roots), getModuleInfo, takes)) {
      if (planned.has(id)) continue;
      planned.set(id, besides.has(id) && !group.loadedBySignIn ? options.sharedWith : group.name);
    }
  }
  if (options.messages) {
    const apart = closure(absolute(options.messages.apart), getModuleInfo);
    planMessages(options.messages, planned, [inEntry, besides, apart]);
  }
  return planned;
}

/** Adds the PO files of the groups' catalogs to `planned`, one chunk per locale (ScreenMessages). */
function planMessages(messages: ScreenMessages, planned: Map<string, string>, elsewhere: Set<string>[]): void {
  const theirs = new Set<string>();
  for (const modules of elsewhere) {
    for (const id of modules) {
      const catalog = messages.catalogOf(id);
      if (catalog) theirs.add(catalog);
    }
  }
  const together = new Set<string>();
  for (const [id, chunk] of planned) {
    const catalog = messages.groups.includes(chunk) ? messages.catalogOf(id) : undefined;
    if (catalog && !theirs.has(catalog)) together.add(catalog);
  }
  for (const catalog of together) {
    for (const locale of messages.locales) planned.set(messages.poFile(catalog, locale), `${messages.name}-${locale}`);
  }
}

export function screenChunks(
  options: ScreenChunkOptions,
): (id: string, getModuleInfo: ModuleInfoOf) => string | undefined {
  let planned: Map<string, string> | undefined;
  return (id, getModuleInfo) => {
    planned ??= planScreenChunks(options, getModuleInfo);
    return planned.get(id);
  };
}
