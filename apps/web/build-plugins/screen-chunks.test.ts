import { describe, expect, it } from 'vitest';
import type { Rollup } from 'vite';
import { planScreenChunks, type ScreenChunkOptions } from './screen-chunks';

const root = '/app';

/** A module graph: each module (relative to /app, or a node_modules path) with its static imports. */
function graph(imports: Record<string, string[]>): Rollup.GetModuleInfo {
  const id = (name: string) => (name.startsWith('node_modules/') || name.startsWith('\0') ? name : `${root}/${name}`);
  const infos = new Map(Object.entries(imports).map(([name, deps]) => [id(name), { importedIds: deps.map(id) }]));
  return ((moduleId: string) => infos.get(moduleId) ?? null) as unknown as Rollup.GetModuleInfo;
}

const options = (overrides: Partial<ScreenChunkOptions> = {}): ScreenChunkOptions => ({
  root,
  entry: 'index.html',
  entryName: 'index',
  besides: ['src/login.tsx'],
  sharedWith: 'app-routes',
  barrels: /contract\/index\.ts$/,
  named: (id) => (id.includes('node_modules/react/') ? 'react' : undefined),
  groups: [{ name: 'dashboard', roots: ['src/shell.tsx', 'src/feed.tsx'] }],
  ...overrides,
});

const plan = (imports: Record<string, string[]>, overrides?: Partial<ScreenChunkOptions>) =>
  Object.fromEntries(
    [...planScreenChunks(options(overrides), graph(imports))].map(([id, chunk]) => [id.replace(`${root}/`, ''), chunk]),
  );

describe('planScreenChunks', () => {
  it("puts a screen's static closure in its group, and the entry's modules in the entry's chunk", () => {
    expect(
      plan({
        'index.html': ['src/main.tsx'],
        'src/main.tsx': ['node_modules/react/index.js', 'src/lazy-page.tsx'],
        'src/lazy-page.tsx': ['\0vite/preload-helper.js'],
        '\0vite/preload-helper.js': [],
        'src/shell.tsx': ['src/lazy-page.tsx', 'src/nav.tsx', 'node_modules/react/index.js'],
        'src/nav.tsx': [],
        'src/feed.tsx': ['src/post-card.tsx'],
        'src/post-card.tsx': [],
        'src/login.tsx': [],
      }),
    ).toEqual({
      'index.html': 'index',
      'src/main.tsx': 'index',
      'src/lazy-page.tsx': 'index',
      '\0vite/preload-helper.js': 'index',
      'src/shell.tsx': 'dashboard',
      'src/nav.tsx': 'dashboard',
      'src/feed.tsx': 'dashboard',
      'src/post-card.tsx': 'dashboard',
    });
  });

  it('gives what the sign-in screens need too to the chunk they share, unless the group is theirs', () => {
    const imports = {
      'index.html': [],
      'src/shell.tsx': ['src/api-client.ts'],
      'src/feed.tsx': [],
      'src/api-client.ts': [],
      'src/login.tsx': ['src/api-client.ts'],
    };
    expect(plan(imports)['src/api-client.ts']).toBe('app-routes');
    expect(
      plan(imports, { groups: [{ name: 'app-routes', roots: ['src/shell.tsx'], loadedBySignIn: true }] })[
        'src/api-client.ts'
      ],
    ).toBe('app-routes');
  });

  it('leaves to Rollup the contract barrel and modules that import a package without a chunk (zod)', () => {
    const planned = plan({
      'index.html': [],
      'src/shell.tsx': ['src/posts-api.ts', 'src/form.tsx'],
      'src/feed.tsx': [],
      'src/posts-api.ts': ['contract/index.ts'],
      'contract/index.ts': ['contract/posts.ts'],
      'contract/posts.ts': ['node_modules/zod/index.js'],
      'src/form.tsx': ['node_modules/zod/index.js'],
      'src/login.tsx': [],
    });
    expect(planned['src/posts-api.ts']).toBe('dashboard');
    expect(planned['contract/index.ts']).toBeUndefined();
    expect(planned['contract/posts.ts']).toBeUndefined();
    expect(planned['src/form.tsx']).toBeUndefined();
  });

  it('keeps a module in the first group that reaches it', () => {
    const planned = plan(
      {
        'index.html': [],
        'src/shell.tsx': ['src/keys.ts'],
        'src/panel.tsx': ['src/keys.ts', 'src/card.tsx'],
        'src/keys.ts': [],
        'src/card.tsx': [],
        'src/login.tsx': [],
      },
      {
        groups: [
          { name: 'dashboard', roots: ['src/shell.tsx'] },
          { name: 'side-panel', roots: ['src/panel.tsx'] },
        ],
      },
    );
    expect(planned).toMatchObject({ 'src/keys.ts': 'dashboard', 'src/card.tsx': 'side-panel' });
  });

  it("puts the groups' catalogs in one chunk per locale, but not those the entry, sign-in or the apart screens use", () => {
    const planned = plan(
      {
        'index.html': ['src/header.tsx'],
        'src/header.tsx': [],
        'src/shell.tsx': ['src/nav.tsx', 'src/button.tsx'],
        'src/nav.tsx': [],
        'src/button.tsx': [],
        'src/feed.tsx': ['src/post-card.tsx', 'src/form.tsx'],
        'src/post-card.tsx': [],
        'src/form.tsx': [],
        'src/panel.tsx': [],
        'src/login.tsx': ['src/form.tsx'],
        'src/help-page.tsx': ['src/button.tsx'],
      },
      {
        groups: [
          { name: 'dashboard', roots: ['src/shell.tsx', 'src/feed.tsx'] },
          { name: 'side-panel', roots: ['src/panel.tsx'] },
        ],
        messages: {
          name: 'dashboard-messages',
          groups: ['dashboard', 'side-panel'],
          // Each module is its own catalog, named after it.
          catalogOf: (id) => /src\/([a-z-]+)\.tsx$/.exec(id)?.[1],
          poFile: (catalog, locale) => `${root}/src/${catalog}/locales/${locale}.po`,
          locales: ['en', 'fr'],
          apart: ['src/help-page.tsx'],
        },
      },
    );
    const messages = Object.entries(planned).filter(([id]) => id.endsWith('.po'));
    expect(Object.fromEntries(messages)).toEqual({
      'src/shell/locales/en.po': 'dashboard-messages-en',
      'src/shell/locales/fr.po': 'dashboard-messages-fr',
      'src/nav/locales/en.po': 'dashboard-messages-en',
      'src/nav/locales/fr.po': 'dashboard-messages-fr',
      'src/feed/locales/en.po': 'dashboard-messages-en',
      'src/feed/locales/fr.po': 'dashboard-messages-fr',
      'src/post-card/locales/en.po': 'dashboard-messages-en',
      'src/post-card/locales/fr.po': 'dashboard-messages-fr',
      'src/panel/locales/en.po': 'dashboard-messages-en',
      'src/panel/locales/fr.po': 'dashboard-messages-fr',
    });
    // The entry's header, the sign-in form and the help page's button keep catalogs of their own.
  });
});
