// One ESLint config for every workspace. Import-boundary zones keep the dependency direction
// of docs/architecture.md §2: shared ← mfe-* ← shell; the API may import only the React-free domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const MODULES = ['mfe-feed', 'mfe-wizard', 'mfe-comments', 'mfe-notifications', 'mfe-auth'];

// Relative paths that climb out of a workspace (two or more '../') into another one.
const climbs = (name) =>
  [2, 3, 4, 5, 6].flatMap((depth) => ['../'.repeat(depth) + name, '../'.repeat(depth) + name + '/**']);

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

const zone = (files, names, message, extra = []) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns: [...forbid(names, message).patterns, ...extra] }] },
});

// Production code of the shell and the remotes must go through @journeys/shared/router;
// jest tests may use react-router's memory routers directly (no federation in jsdom).
const routerZone = (dir, names, message) => ({
  ...zone([`${dir}/src/**`], names, message, [ROUTER_RULE]),
  ignores: ['**/*.test.ts', '**/*.test.tsx'],
});

const REMOTE_MESSAGE =
  'A remote imports only @journeys/shared; UI of another module arrives as a slot from the shell.';
const SHELL_MESSAGE = 'The shell loads remotes at run time through Module Federation only.';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**', '**/coverage/**'] },
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
    files: ['**/*.tsx'],
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
  zone(['shared/**'], [...MODULES, 'shell', 'api'], 'shared imports no module.'),
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...forbid([...MODULES, 'shell'], 'The API does not import front-end modules.').patterns,
            {
              group: ['@journeys/shared/*', '!@journeys/shared/domain'],
              message: 'The API imports only the React-free @journeys/shared/domain.',
            },
            { group: ['react', 'react-dom', 'react-*'], message: 'The API is React-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['scripts/**', 'e2e/**', 'api/src/cli/**', 'api/bench/**'],
    rules: { 'no-console': 'off' },
  },
);
