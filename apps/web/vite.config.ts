import tailwindcss from '@tailwindcss/vite';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { COMPLETE_LOCALES } from '../../packages/contract/src/locales';
import { catalogOf } from './build-plugins/catalog-imports';
import { messagePlugins } from './build-plugins/message-plugins';
import { routePreloads } from './build-plugins/route-preloads';
import { screenChunks } from './build-plugins/screen-chunks';

// react-router's package exports always point at its development build (warnings and all); the
// production build next to it is ~0.5 KB gzip smaller. Use it for `vite build` only.
const reactRouterEntry = createRequire(import.meta.url).resolve('react-router');
const reactRouterProduction = reactRouterEntry.replace(
  /dist([\\/])development[\\/]index\.m?js$/,
  'dist$1production$1index.mjs',
);

/**
 * Writes .br and .gz next to each text asset of the build. The server (@fastify/static with
 * preCompressed) sends them to browsers that accept them: the app itself never compresses on the fly.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'ourhood-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir).filter((name) => /\.(js|css|html|svg|json)$/.test(name))) {
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(content));
        fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

const preloadHelperId = '\0vite/preload-helper.js';

/**
 * Vite wraps each dynamic import in a helper that first adds <link rel="modulepreload"> for the
 * chunk's own imports, so they download in parallel. Its stock helper also handles CSS chunks, CSP
 * nonces, relative bases and preload-error events, none of which this app has (one stylesheet, base
 * '/', app/lazy-page.tsx handles failed imports): this one keeps the preloading at a third of the
 * bytes in the entry chunk every page loads.
 */
function leanPreloadHelper(): Plugin {
  return {
    name: 'ourhood-lean-preload-helper',
    apply: 'build',
    enforce: 'pre',
    resolveId: (id) => (id === preloadHelperId ? id : null),
    load: (id) =>
      id === preloadHelperId
        ? [
            'const seen = {};',
            'export const __vitePreload = (load, deps) => {',
            '  for (const dep of deps || []) {',
            // The one stylesheet is linked by index.html.
            "    if (seen[dep] || dep.endsWith('.css')) continue;",
            '    seen[dep] = true;',
            "    const link = document.createElement('link');",
            "    link.rel = 'modulepreload';",
            "    link.href = '/' + dep;",
            '    document.head.appendChild(link);',
            '  }',
            '  return load();',
            '};',
          ].join('\n')
        : null,
  };
}

/** Chunks that keep their name in their file name (see chunkFileNames). */
const namedChunks = new Set([
  'index',
  'i18n',
  'react',
  'router',
  'shared',
  'query',
  'icons',
  'ui',
  'app-routes',
  'query-layout',
  'dashboard',
  'side-panel',
  'live',
]);

// lucide-react icons the public website shows (features.ts, the star rating, contact): they stay in
// 'shared' with the icon factory (src/lib/lucide-icon.ts); the dashboard's icons get a chunk of their own.
const landingIcons =
  /lucide-react\/dist\/esm\/icons\/(house|users|search|shield|calendar|arrow-left-right|star|menu)\.mjs$/;

/**
 * lucide-react's icon modules carry a name, aliases and a React key per path, which
 * src/lib/lucide-icon.ts never uses (it passes the children as arguments, not as an array): only
 * the SVG children are kept, which saves a few hundred bytes.
 */
function lucideWithoutKeys(): Plugin {
  return {
    name: 'ourhood-lucide-without-keys',
    transform(code, id) {
      if (!/node_modules\/lucide-react\/dist\/esm\/icons\/[a-z0-9-]+\.mjs$/.test(id)) return null;
      const lean = code
        .replace(/,\s*key: "[^"]*"/g, '')
        .replace(/^\s*(name: "[^"]*"|size: \d+|aliases: \[[^\]]*\]),?$/gm, '');
      return { code: lean, map: null };
    },
  };
}

/**
 * The service worker (decision 0027): src/service-worker/sw.ts built into /sw.js with the list of
 * the build's files to precache. The manifest is public/manifest.webmanifest, linked by index.html;
 * the worker is registered by the dashboard shell (lib/push/service-worker.ts), never by the landing
 * page, and only in production builds: under `vite` (dev) there is none.
 *
 * It precaches the shell only (decision 0070): index.html, the offline page, the stylesheet, the
 * entry's chunks and those of the dashboard's home screen, and the notification icon. Precaching
 * every chunk (168 files, 308 kB on the wire) cost each neighbour's first visit more than the page
 * itself, whichever screens they use; the other chunks are cached as they are used (sw.ts).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/service-worker',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: [
      'index.html',
      'offline.html',
      'offline.css',
      'assets/*.{js,css}',
      'favicon.svg',
      'theme.js',
      'icons/icon-192.png',
      'manifest.webmanifest',
    ],
    manifestTransforms: [
      (entries) => {
        const shell = firstScreens.shellFiles(['/dashboard']);
        // The map's stylesheet (Leaflet's, issue 44) loads with the map's lazy chunk, not with the shell.
        const manifest = entries.filter(
          (entry) =>
            !entry.url.startsWith('assets/') ||
            (entry.url.endsWith('.css') && !entry.url.startsWith('assets/map-')) ||
            shell.has(entry.url),
        );
        return { manifest, warnings: [] };
      },
    ],
    // The largest chunk is well below this.
    maximumFileSizeToCacheInBytes: 1024 * 1024,
  },
});

/**
 * The first screens of a visit, which open with their chunks preloaded (build-plugins/route-preloads.ts):
 * the sign-in screens and the dashboard's home feed (a neighbour's; an organization's overview
 * loads after its shell as before). Each lists the lazy modules its first render goes through.
 */
const authScreen = (page: string) => ['src/app/app-routes.tsx', `src/features/auth/${page}.tsx`];
const dashboardFrame = [
  'src/app/query-layout.tsx',
  'src/app/require-auth.tsx',
  'src/features/dashboard-shell/dashboard-shell.tsx',
];
const homeFeed = ['src/features/feed/home-page.tsx'];
const firstScreens = routePreloads({
  '/login': authScreen('login-page'),
  '/signup': authScreen('signup-page'),
  '/dashboard': ['src/app/app-routes.tsx', ...dashboardFrame, ...homeFeed],
});

/**
 * The chunks named by rule (vendors, 'shared', 'ui', 'icons'); the dashboard's screens are grouped
 * after these (screenChunks below).
 */
function namedChunkOf(id: string): string | undefined {
  // Small modules the landing page and most other pages need: apart they would be four tiny
  // chunks, each an extra request with its own import header.
  if (
    /features\/public\/components\/avatar-initials\.tsx$/.test(id) ||
    /(lib\/use-document-title|contract\/src\/product)\.ts$/.test(id) ||
    /components\/ui\/(brand-mark|card|cx)\.tsx?$/.test(id) ||
    /lib\/lucide-icon\.ts$/.test(id) ||
    landingIcons.test(id)
  ) {
    return 'shared';
  }
  // The design system's small building blocks that nearly every screen shows: one chunk rather
  // than a dozen of a few hundred bytes each (each its own request and import header).
  if (
    /components\/ui\/(button|modal|avatar|spinner|banner|skeleton|empty-state|relative-time|load-more|confirm-dialog|page-main)\.tsx$/.test(
      id,
    )
  ) {
    return 'ui';
  }
  // Dependency-free modules of a few hundred bytes that the sign-in screens or the dashboard and
  // its later screens load: riding in 'ui' saves each its own request and import header.
  if (
    /(contract\/src\/(limits|first-step-keys|route-table\/route-kit)|lib\/(session\/return-to|relative-time))\.ts$/.test(
      id,
    )
  )
    return 'ui';
  // Every other icon in one chunk for the screens: left alone, Rollup would pull them all into
  // 'shared' (they hang off lucide's index module, which features.ts imports from).
  if (id.includes('node_modules/lucide-react/')) return 'icons';
  // Rollup's CommonJS helpers, which only React's CommonJS modules use.
  if (id.includes('commonjsHelpers')) return 'react';
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
  // The i18n runtime (decision 0072), which every page loads: its own chunk, so that the screens'
  // modules, which all import it, are still grouped (build-plugins/screen-chunks.ts) and never
  // pull it into theirs.
  if (/node_modules\/@lingui\//.test(id) || /src\/lib\/i18n\/(catalogs|locale-choice|i18n-root)\.tsx?$/.test(id))
    return 'i18n';
  // The session store's state library, which only the route table's chunk (the store) imports.
  if (id.includes('node_modules/zustand/')) return 'app-routes';
  if (id.includes('node_modules/react-router/')) return 'router';
  if (id.includes('node_modules/@tanstack/')) return 'query';
  return undefined;
}

/**
 * The dashboard's first screen in one chunk, and what loads right after it (the home feed's side
 * panel, the live connection) in two more, rather than forty chunks of a few hundred bytes
 * (build-plugins/screen-chunks.ts).
 */
/** Every screen module of a folder of src (the public website's, the account screens'), tests left out. */
function screensIn(folder: string): string[] {
  const dir = path.join(import.meta.dirname, 'src', folder);
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .map((file) => path.join('src', folder, file));
}

const srcDir = path.join(import.meta.dirname, 'src');

const screens = screenChunks({
  root: import.meta.dirname,
  entry: 'index.html',
  entryName: 'index',
  barrels: /packages\/contract\/src\/index\.ts$/,
  besides: ['src/features/auth/login-page.tsx', 'src/features/auth/signup-page.tsx'],
  sharedWith: 'app-routes',
  named: namedChunkOf,
  groups: [
    { name: 'app-routes', roots: ['src/app/app-routes.tsx'], loadedBySignIn: true },
    { name: 'dashboard', roots: [...dashboardFrame, ...homeFeed] },
    {
      name: 'side-panel',
      roots: ['src/components/alerts/alerts-panel.tsx', 'src/components/events/upcoming-events-card.tsx'],
    },
    // What the dashboard shell starts once its first screen is done: the live connection and the
    // service worker's registration (dashboard-shell.tsx).
    { name: 'live', roots: ['src/lib/notifications/live-connection.tsx', 'src/lib/push/push-device.ts'] },
  ],
  // The words of the dashboard's first screen and side panels in one chunk per language (issue 40).
  messages: {
    name: 'dashboard-messages',
    groups: ['dashboard', 'side-panel', 'live'],
    catalogOf: (id) => catalogOf(id, srcDir),
    poFile: (catalog, locale) => path.join(srcDir, catalog, 'locales', `${locale}.po`),
    locales: COMPLETE_LOCALES,
    apart: [...screensIn('features/public'), ...screensIn('features/auth')],
  },
});

// In development the Vite server proxies the API, so the app talks to one origin as in production.
export default defineConfig(({ command }) => ({
  plugins: [
    ...messagePlugins(),
    tailwindcss(),
    lucideWithoutKeys(),
    leanPreloadHelper(),
    firstScreens,
    precompress(),
    serviceWorker,
  ],
  resolve: {
    alias: [
      // Every lucide-react icon module imports its factory as '../createLucideIcon.mjs': ours is
      // leaner (src/lib/lucide-icon.ts), and the icons are still imported one by one by name.
      {
        find: /^\.\.\/createLucideIcon\.mjs$/,
        replacement: path.resolve(import.meta.dirname, 'src/lib/lucide-icon.ts'),
      },
      ...(command === 'build' && reactRouterProduction !== reactRouterEntry
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:3000',
      '/media': 'http://localhost:3000',
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    // The SPA must satisfy a strict CSP: no inline module-preload polyfill script.
    modulePreload: {
      polyfill: false,
      // The entry chunk imports react, router and shared statically, and index.html links the one
      // stylesheet, so every lazy chunk finds them loaded: listing them again in each dynamic
      // import's preload list only costs bytes (and the lean helper below preloads scripts only).
      resolveDependencies: (_filename, deps) =>
        deps.filter((dep) => !/assets\/(react|router|shared|i18n)-/.test(dep) && !dep.endsWith('.css')),
    },
    rollupOptions: {
      // zod's sources carry comments that mention `@__PURE__` in prose; Rollup warns that it cannot
      // read them as annotations and drops them. Nothing is wrong, and a newcomer reads the warning
      // as an error (issue 42): it is left out for dependencies only.
      onwarn(warning, warn) {
        if (warning.code === 'INVALID_ANNOTATION' && warning.id?.includes('/node_modules/')) return;
        warn(warning);
      },
      output: {
        // Chunk names cost bytes in every import and in each lazy route's preload list (the
        // app-routes chunk lists them all): the dashboard's screens are named by hash alone; the
        // shared and vendor chunks keep their names (the preload helper and bench:web look for
        // them), and so do the public website's pages (their names were already in its entry).
        chunkFileNames: (chunk) =>
          namedChunks.has(chunk.name) || chunk.facadeModuleId?.includes('/src/features/public/')
            ? 'assets/[name]-[hash].js'
            : 'assets/[hash].js',
        // Vendor code changes far less often than ours: separate chunks stay cached across deploys.
        // TanStack Query gets its own chunk so that only the API-backed screens load it.
        // A module is in a named chunk because a rule put it there, never because a module there imports it
        // (build-plugins/screen-chunks.ts says why).
        onlyExplicitManualChunks: true,
        manualChunks: (id, { getModuleInfo }) => namedChunkOf(id) ?? screens(id, getModuleInfo),
      },
    },
  },
}));
