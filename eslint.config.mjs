// One ESLint config for every workspace. Import-boundary zones keep the dependency direction
// of docs/architecture.md §2: shared ← mfe-* ← shell; the API may import only the React-free domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { REMOTE_MAP, REMOTE_NAMES } from '@journeys/shared/module-map';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Every remote's folder, from the module map: a new remote gets its zone without an edit here.
const MODULES = REMOTE_NAMES.map((name) => REMOTE_MAP[name].folder);

// Relative paths that climb out of a workspace (two or more '../' from its sources, one from its
// root or from scripts/) into another one.
const climbs = (name, fromDepth = 2) =>
  [1, 2, 3, 4, 5, 6]
    .filter((depth) => depth >= fromDepth)
    .flatMap((depth) => ['../'.repeat(depth) + name, '../'.repeat(depth) + name + '/**']);

const forbid = (names, message) => ({
  patterns: names.map((name) => ({
    group: [`@journeys/${name}`, `@journeys/${name}/*`, ...climbs(name)],
    message,
  })),
});

const ROUTER_RULE = {
  group: ['react-router', 'react-router/*'],
  message: 'Import the router from @journeys/shared/router: one shared instance, tree-shaken.',
};

const QUERY_RULE = {
  group: [
    '@tanstack/react-query',
    '@tanstack/react-query/*',
    '@tanstack/query-core',
    '@tanstack/query-core/*',
  ],
  message: 'Import TanStack Query from @journeys/shared/query: one client and cache per page, tree-shaken.',
};

// Outside shared, only the entry points its package.json exports: its internals may move freely.
const SHARED_EXPORTS = Object.keys(
  JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')).exports,
).map((key) => key.slice(2));
const exportPattern = (entry) => entry.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*$/, '.+');
const SHARED_INTERNALS = [
  {
    regex: `^@journeys/shared/(?!(?:${SHARED_EXPORTS.map(exportPattern).join('|')})$)`,
    message: `Import @journeys/shared only through its exports (shared/package.json): ${SHARED_EXPORTS.join(', ')}.`,
  },
  {
    // From a workspace's root (its config files) or from scripts/, one '../' already reaches shared.
    group: climbs('shared', 1),
    message: 'Import @journeys/shared by its package name and exports, not by a relative path into shared/.',
  },
];

const zone = (files, names, message, extra = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      { patterns: [...forbid(names, message).patterns, ...SHARED_INTERNALS, ...extra] },
    ],
  },
});

// Production code of the shell and the remotes must go through @journeys/shared/router;
// jest tests may use react-router's memory routers directly (no federation in jsdom).
const routerZone = (dir, names, message) => ({
  ...zone([`${dir}/src/**`], names, message, [ROUTER_RULE, QUERY_RULE]),
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
});

const REMOTE_MESSAGE =
  'A remote imports only @journeys/shared; UI of another module arrives as a slot from the shell.';
const SHELL_MESSAGE = 'The shell loads remotes at run time through Module Federation only.';

const API_SHARED_ENTRIES = ['domain', 'module-map', 'paths', 'feed-filters', 'url-ids', 'languages'];

// The API's own zone: no front-end module, only the React-free entries of @journeys/shared
// (and, for its tests and benchmarks, the React-free fixtures and ZIP reader).
const apiZone = (files, extra, alsoAllowed = []) => ({
  files,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          ...forbid([...MODULES, 'shell'], 'The API does not import front-end modules.').patterns,
          SHARED_INTERNALS[1],
          {
            regex: `^@journeys/shared/(?!(?:${[...API_SHARED_ENTRIES, ...alsoAllowed].map(exportPattern).join('|')})$)`,
            message:
              'The API imports only the React-free @journeys/shared/domain (and the module map, for its CORS origins; the route table, for email links; the feed filters, for the feed cache key; the address readers, for the public pages; the languages, for Accept-Language and localized links).',
          },
          { group: ['react', 'react-dom', 'react-*'], message: 'The API is React-free.' },
          ...extra,
        ],
      },
    ],
  },
});

const FEATURE_MESSAGE =
  'Import an API feature through its public entry (api/src/features/<feature>/index.ts), not a file inside it.';
// From anywhere in api/src: a path that goes into a file of features/<feature>/.
const FEATURE_ENTRY_ONLY = { regex: '(^|/)features/[^/]+/.', message: FEATURE_MESSAGE };
// From inside a feature folder: '../<other feature>/<file>'.
const SIBLING_FEATURE_ENTRY_ONLY = { regex: '^\\.\\./[^./][^/]*/.', message: FEATURE_MESSAGE };
// platform/ is what features build on; a feature registers what it needs with it (its jobs, its
// guard, its part of the app context), so platform/ never names a feature (docs/architecture.md §4).
const NO_FEATURE = {
  regex: '(^|/)features(/|$)',
  message: 'platform/ imports no feature: let the feature register what it needs (docs/architecture.md §4).',
};
// Migrations are frozen SQL: code they imported could change what an old migration does.
const KYSELY_ONLY = {
  regex: '^(?!kysely$)',
  message: 'A migration imports kysely only: write its SQL out (docs/architecture.md §9, Add a migration).',
};

const REMOTE_FEATURE_MESSAGE =
  'From outside a feature of a remote, import it through its entry (src/features/<feature>/index.ts), not a file inside it (docs/architecture.md §8).';
const ROOT = import.meta.dirname;

/**
 * One zone per feature of every remote, read from the folders at lint time (a new remote or a new
 * feature is covered without an edit here): every file of the remote's src/ outside the feature may
 * import only its index.ts. Paths are resolved, so any depth of '../' and import() are caught.
 */
function remoteFeatureZones() {
  return MODULES.flatMap((remote) => {
    const src = join(ROOT, remote, 'src');
    const featuresDir = join(src, 'features');
    if (!existsSync(featuresDir)) return [];
    const features = readdirSync(featuresDir, { withFileTypes: true }).filter((e) => e.isDirectory());
    const outsideFeatures = readdirSync(src)
      .filter((name) => name !== 'features')
      .map((name) => join(src, name));
    return features.map(({ name }) => ({
      target: [
        ...outsideFeatures,
        ...features.filter((other) => other.name !== name).map((other) => join(featuresDir, other.name)),
      ],
      from: join(featuresDir, name),
      except: ['./index.ts'],
      message: REMOTE_FEATURE_MESSAGE,
    }));
  });
}
const REMOTE_FEATURE_ZONES = remoteFeatureZones();

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      '**/coverage/**',
      '**/.release-check/**',
      '**/.turbo/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // Hooks live in .ts files too (use-*.ts): the rules follow them into every React workspace.
    // The API and the browser tests are React-free; their `use*` helpers (e2e's useSite) are not hooks.
    files: ['shared', 'shell', ...MODULES].map((dir) => `${dir}/**/*.{ts,tsx}`),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  ...MODULES.flatMap((self) => {
    const others = [...MODULES.filter((m) => m !== self), 'shell', 'api'];
    return [zone([`${self}/**`], others, REMOTE_MESSAGE), routerZone(self, others, REMOTE_MESSAGE)];
  }),
  zone(['shell/**'], [...MODULES, 'api'], SHELL_MESSAGE),
  routerZone('shell', [...MODULES, 'api'], SHELL_MESSAGE),
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: forbid([...MODULES, 'shell', 'api'], 'shared imports no module.').patterns },
      ],
    },
  },
  // Workspaces without a module zone of their own (the browser tests, scripts at the root).
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    ignores: ['shared/**', 'shell/**', 'api/**', ...MODULES.map((m) => `${m}/**`)],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED_INTERNALS }] },
  },
  apiZone(['api/**'], []),
  apiZone(['api/test/**', 'api/bench/**'], [], ['testing/fixtures', 'testing/read-zip']),
  // A feature folder of the API is used only through its index.ts (docs/architecture.md §4).
  apiZone(['api/src/**'], [FEATURE_ENTRY_ONLY]),
  apiZone(['api/src/features/**'], [FEATURE_ENTRY_ONLY, SIBLING_FEATURE_ENTRY_ONLY]),
  apiZone(['api/src/platform/**'], [FEATURE_ENTRY_ONLY, NO_FEATURE]),
  apiZone(['api/src/platform/db/migrations/**'], [KYSELY_ONLY]),
  {
    // No import cycle anywhere in the API's sources (type-only ones too: npm run check:imports).
    files: ['api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })],
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Inside a remote too, a feature is used only through its index.ts: the API's rule above.
  ...(REMOTE_FEATURE_ZONES.length > 0
    ? [
        {
          files: MODULES.map((dir) => `${dir}/src/**/*.{ts,tsx}`),
          plugins: { 'import-x': importX },
          settings: {
            'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js'] })],
            'import-x/extensions': ['.ts', '.tsx'],
            'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
          },
          rules: { 'import-x/no-restricted-paths': ['error', { zones: REMOTE_FEATURE_ZONES }] },
        },
      ]
    : []),
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'web-server/**', 'releases/**', 'api/src/cli/**', 'api/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
