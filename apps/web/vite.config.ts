import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';

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

// In development the Vite server proxies the API, so the app talks to one origin as in production.
export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
  resolve: {
    alias:
      command === 'build' && reactRouterProduction !== reactRouterEntry
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : [],
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
    modulePreload: { polyfill: false },
    rollupOptions: {
      output: {
        // Vendor code changes far less often than ours: separate chunks stay cached across deploys.
        // TanStack Query gets its own chunk so that only the API-backed screens load it.
        manualChunks(id) {
          // Small modules the landing page and most other pages need: apart they would be four tiny
          // chunks, each an extra request with its own import header.
          if (
            /features\/public\/(components\/(icon|avatar-initials)\.tsx|content\/features\.ts)$/.test(id) ||
            /(lib\/use-document-title|contract\/src\/product)\.ts$/.test(id)
          ) {
            return 'shared';
          }
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/react-router/')) return 'router';
          if (id.includes('node_modules/@tanstack/')) return 'query';
          return undefined;
        },
      },
    },
  },
}));
