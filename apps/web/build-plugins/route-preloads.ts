import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * Per-route HTML pages with the route's chunks preloaded (decision 0033).
 *
 * The app is one index.html whose entry loads each screen lazily: /dashboard reached its feed
 * through a chain of lazy imports (the route table, the data layer, the session guard, the shell,
 * the feed), each asked for only once the one before it had run. On a phone's connection every
 * link of that chain is a round trip before anything shows. For the routes listed here the build
 * writes `routes/<path>.html`: index.html plus a `<link rel="modulepreload">` for every chunk the
 * route's lazy modules import statically, so the browser fetches them all at once with the entry.
 * The server answers the route's exact path with that page (apps/api/src/plugins/static-files.ts)
 * and every other path with index.html; the chunks are the same files either way.
 *
 * `routes` maps a path to the source modules (relative to the web app's root) that its first
 * render imports lazily; only their static imports are followed, so chunks a screen loads later on
 * purpose (the live connection, dialogs) stay out.
 */
export interface RoutePreloads extends Plugin {
  /**
   * The chunk files (under assets/) of the entry and of the given routes' first screens, known once
   * the bundle is generated: what the service worker precaches (vite.config.ts).
   */
  shellFiles(routes: string[]): Set<string>;
}

export function routePreloads(routes: Record<string, string[]>): RoutePreloads {
  let root = '';
  let outDir = '';
  const preloads = new Map<string, string[]>();
  const entryFiles = new Set<string>();

  function chunksOf(bundle: OutputBundle, modules: string[]): string[] {
    const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
    const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
    // Already loaded by index.html itself: the entry and what it imports statically.
    const inEntry = new Set<string>();
    const addWithImports = (fileName: string, into: Set<string>) => {
      if (into.has(fileName)) return;
      into.add(fileName);
      for (const imported of byFile.get(fileName)?.imports ?? []) addWithImports(imported, into);
    };
    for (const chunk of chunks) if (chunk.isEntry) addWithImports(chunk.fileName, inEntry);
    for (const fileName of inEntry) entryFiles.add(fileName);

    const wanted = new Set<string>();
    for (const module of modules) {
      const id = path.resolve(root, module);
      const chunk = chunks.find((candidate) => candidate.facadeModuleId === id || candidate.moduleIds.includes(id));
      if (!chunk) throw new Error(`route-preloads: no chunk holds ${module}`);
      addWithImports(chunk.fileName, wanted);
    }
    return [...wanted].filter((fileName) => !inEntry.has(fileName));
  }

  return {
    name: 'ourhood-route-preloads',
    shellFiles(wanted) {
      if (entryFiles.size === 0) throw new Error('route-preloads: the bundle is not generated yet');
      return new Set([...entryFiles, ...wanted.flatMap((route) => preloads.get(route) ?? [])]);
    },
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const [route, modules] of Object.entries(routes)) preloads.set(route, chunksOf(bundle, modules));
    },
    // writeBundle runs before closeBundle, where the precompress plugin writes .br and .gz of every
    // HTML file, these included.
    writeBundle() {
      const indexHtml = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
      for (const [route, files] of preloads) {
        const links = files.map((file) => `\n    <link rel="modulepreload" crossorigin href="/${file}">`).join('');
        const html = indexHtml.replace(/\n\s*<\/head>/, `${links}\n  </head>`);
        const target = path.join(outDir, 'routes', `${route.replace(/^\//, '')}.html`);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.writeFileSync(target, html);
      }
    },
  };
}
