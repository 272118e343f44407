// `npm run new:remote -- <name>` (with or without the `mfe-` prefix): scaffolds a working remote,
// `mfe-<name>/`, and adds its entry to the module map (docs/architecture.md §2): the next free port
// and one page, `/<name>`. Everything else (Rspack and federation config, remotes.json, the shell's route, page hints, dev and start
// scripts, lint zones, budgets, the README table) follows from the map. The team's browser test of
// its standalone page, e2e/tests/standalone/mfe-<name>.test.ts, is scaffolded too: a change only
// under the new folder runs it and the composed smoke of its page (docs/ci.md §2).
// `npm run remove:remote -- <name>` (or `--remove <name>`) undoes it exactly.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { writeE2eTurboConfig } from './ci/e2e-turbo-config.mjs';
import { staleTables } from './module-table.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const MAP_FILE = join(root, 'shared', 'src', 'contracts', 'module-map.mjs');
/** A remote's own browser tests, beside the other browser tests (scripts/ci/plan.mjs names them so). */
const standaloneTestFile = (folder) => join(root, 'e2e', 'tests', 'standalone', `${folder}.test.ts`);
const MARKER = '  // new:remote adds entries above this line.\n';
const KEBAB = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;

/** The README's module table follows the map as just written (scripts/module-table.mjs). */
async function writeModuleTable() {
  const map = await loadMap();
  for (const { file, text } of await staleTables(map)) if (text) writeFileSync(join(root, file), text);
  await writeE2eTurboConfig(map.FRONTEND_MODULES);
}

const words = (name) => name.split('-');
const camel = (name) =>
  words(name)
    .map((w, i) => (i === 0 ? w : w[0].toUpperCase() + w.slice(1)))
    .join('');
const pascal = (name) =>
  words(name)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('');
const titled = (name) =>
  words(name)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');

/** The map as it is on disk now (a fresh import: this process may just have written it). */
async function loadMap() {
  return import(`${pathToFileURL(MAP_FILE).href}?t=${Date.now()}`);
}

/** What `name` becomes: folder, federation name, exposed module, route, port, titles. */
async function plan(name) {
  const map = await loadMap();
  const ports = [map.SHELL.port, map.API_PORT, ...map.REMOTE_NAMES.map((n) => map.REMOTE_MAP[n].port)];
  return {
    name,
    folder: `mfe-${name}`,
    federationName: camel(name),
    expose: `${pascal(name)}Page`,
    file: `${name}-page.tsx`,
    path: `/${name}`,
    port: Math.max(...ports.filter((p) => p < map.API_PORT)) + 1,
    title: titled(name),
    map,
  };
}

function problemsWith(name, p) {
  if (!KEBAB.test(name))
    return `'${name}' is not kebab-case (lower-case words joined by '-', e.g. 'moderation-queue')`;
  if (existsSync(join(root, p.folder))) return `${p.folder}/ already exists`;
  if (existsSync(standaloneTestFile(p.folder)))
    return `e2e/tests/standalone/${p.folder}.test.ts already exists`;
  if (p.map.REMOTE_NAMES.includes(p.federationName))
    return `the module map already has a remote '${p.federationName}'`;
  if (p.map.pageRoutes().some((r) => p.map.matchPath(r.path, p.path)))
    return `${p.path} is already a page of the composed site`;
  if (p.port >= p.map.API_PORT) return `no free port below the API's ${p.map.API_PORT}`;
  return null;
}

const mapEntry = (p) => `  ${p.federationName}: {
    folder: '${p.folder}',
    port: ${p.port},
    title: '${p.title}',
    budgetKb: 50,
    exposes: {
      ${p.expose}: { file: './src/exposes/${p.file}', label: '${p.title}', routes: [{ path: '${p.path}', members: false }] },
    },
  },
`;

function files(p) {
  const sharedPkg = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8'));
  const template = JSON.parse(readFileSync(join(root, 'shell', 'package.json'), 'utf8'));
  const pick = (deps, names) => Object.fromEntries(names.filter((n) => deps[n]).map((n) => [n, deps[n]]));
  const all = { ...template.dependencies, ...template.devDependencies };
  const pkg = {
    name: `@journeys/${p.folder}`,
    version: '0.1.0',
    private: true,
    description: `The ${p.title} page.`,
    type: 'module',
    // Only stylesheets have side effects: a feature's entry (src/features/<f>/index.ts) then costs
    // nothing, and a page loads only the parts of it that it uses (docs/architecture.md §8).
    sideEffects: ['**/*.css'],
    scripts: {
      build: 'rspack build --mode production',
      dev: 'rspack serve --mode development',
      serve: 'node ../web-server/src/serve-module.mjs dist',
      release: 'node ../releases/src/release.mjs',
      contract: 'node ../releases/src/contract-command.mjs',
      'check:release': 'node ../releases/src/build-gate-command.mjs',
      test: 'jest',
      lint: 'eslint . --max-warnings=0',
      typecheck: 'node ../releases/src/contract-command.mjs --with-workspace',
    },
    dependencies: {
      '@journeys/shared': sharedPkg.version,
      ...pick(all, ['react', 'react-dom', 'react-router']),
    },
    devDependencies: pick(all, [
      '@module-federation/enhanced',
      '@rspack/cli',
      '@rspack/core',
      '@rspack/dev-server',
      '@testing-library/react',
      '@types/react',
      '@types/react-dom',
      'identity-obj-proxy',
      'jest-environment-jsdom',
    ]),
  };
  return {
    'package.json': `${JSON.stringify(pkg, null, 2)}\n`,
    'rspack.config.mjs': `import { createModuleConfig } from '@journeys/shared/build/rspack-config.mjs';

// Name, port, exposed modules and page title come from the module map (docs/architecture.md §2).
export default createModuleConfig({ dir: import.meta.dirname });
`,
    'tsconfig.json': `${JSON.stringify(
      {
        extends: '../tsconfig.base.json',
        // '@testing-library/jest-dom' joins these once `npm install` has given the workspace its copy.
        compilerOptions: { types: ['node', 'jest'] },
        include: ['src', 'test', '../shared/src/ui/css-modules.d.ts'],
      },
      null,
      2,
    )}\n`,
    'jest.config.cjs': `module.exports = require('@journeys/shared/build/jest-preset.cjs')(__dirname);\n`,
    'src/index.ts': `// Async boundary (docs/architecture.md §3): shared singletons are negotiated before any of them is used.
import('./standalone/bootstrap');
`,
    [`src/exposes/${p.file}`]: `import type { RoutePageProps } from '@journeys/shared/contracts';
import { useT } from '../messages';

/** The ${p.title} page: ${p.path} in the composed site, given its route's params. */
export default function ${p.expose}(_props: RoutePageProps) {
  const t = useT();
  return (
    <section>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
    </section>
  );
}
`,
    // Its words (docs/architecture.md §11): English with the code, every other language a file of
    // its own; the contract task's language check holds them complete.
    'src/messages.ts': `import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The ${p.title} remote's words (docs/architecture.md §11). */
export const { useT, t } = createCatalog('${p.federationName}', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});
`,
    'src/messages/en.json': `${JSON.stringify({ title: p.title, intro: `This page comes from the ${p.folder} remote.` }, null, 2)}\n`,
    'src/messages/es.json': `${JSON.stringify({ title: p.title, intro: `Esta página viene del módulo ${p.folder}.` }, null, 2)}\n`,
    'src/standalone/bootstrap.tsx': `import { Navigate, Route, Routes } from '@journeys/shared/router';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import ${p.expose} from '../exposes/${p.file.replace(/\.tsx$/, '')}';

// With fixture data, pass the frame \`data={{ source: chosenDataSource('${p.name}'), cases }}\` and
// serveFixtures(answer) when the source is 'fixtures', as mfe-insights does (docs/architecture.md §3).
renderStandalone(
  <StandaloneFrame title="${p.title}">
    <Routes>
      <Route path="${p.path}" element={<${p.expose} />} />
      <Route path="*" element={<Navigate to="${p.path}" replace />} />
    </Routes>
  </StandaloneFrame>,
);
`,
    [`test/${p.name}-page.test.tsx`]: `import { render, screen } from '@testing-library/react';
import { useLanguageInTest } from '@journeys/shared/testing';
import ${p.expose} from '../src/exposes/${p.file.replace(/\.tsx$/, '')}';

describe('${p.expose}', () => {
  afterEach(async () => {
    await useLanguageInTest('en');
  });

  it('shows its heading', () => {
    render(<${p.expose} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('${p.title}');
  });

  it('speaks Spanish', async () => {
    await useLanguageInTest('es');
    render(<${p.expose} />);
    expect(screen.getByRole('paragraph').textContent).toBe('Esta página viene del módulo ${p.folder}.');
  });
});
`,
  };
}

/** The team's first browser test: its page, standalone, as a visitor sees it. */
const standaloneTest = (
  p,
) => `// The ${p.title} team's browser tests (docs/ci.md §2): the ${p.folder} standalone page on the
// real API. A change only under ${p.folder}/ runs these and the composed smoke of its page: add a
// test for each screen the page shows.
import { describe, it } from 'node:test';
import { useStandalone } from '../../src/use-standalone';

const env = useStandalone('${p.folder}');

describe('${p.title}, standalone', () => {
  it('shows its page', async () => {
    const { page, context } = await env.openPage();
    await page.goto(\`\${env.url}${p.path}\`);
    await page.getByText(\`\${env.title} — standalone\`).waitFor();
    await page.getByRole('heading', { level: 1, name: '${p.title}' }).waitFor();
    await context.close();
  });
});
`;

async function formatted(path, text) {
  const options = (await prettier.resolveConfig(path)) ?? {};
  return prettier.format(text, { ...options, filepath: path });
}

async function add(name) {
  const p = await plan(name);
  const problem = problemsWith(name, p);
  if (problem) throw new Error(problem);
  const map = readFileSync(MAP_FILE, 'utf8');
  if (!map.includes(MARKER)) throw new Error(`the module map has lost its marker line: ${MARKER.trim()}`);
  writeFileSync(MAP_FILE, await formatted(MAP_FILE, map.replace(MARKER, mapEntry(p) + MARKER)));
  for (const [relative, text] of Object.entries(files(p))) {
    const path = join(root, p.folder, relative);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, await formatted(path, text));
  }
  const testFile = standaloneTestFile(p.folder);
  writeFileSync(testFile, await formatted(testFile, standaloneTest(p)));
  await writeModuleTable();
  console.log(`Created ${p.folder}/ and its module-map entry '${p.federationName}' (port ${p.port}, page ${p.path}).

  npm run build -w ${p.folder} && npm run build -w shell   # then npm start: http://localhost:3000${p.path}
  npm run dev -w ${p.folder}                               # its standalone page on http://localhost:${p.port}
  npm install                                              # records the workspace in package-lock.json

Its browser test is e2e/tests/standalone/${p.folder}.test.ts.`);
}

/** Removes the remote's folder, its browser test and its map entry: the exact text `add` inserted. */
async function remove(name) {
  if (!KEBAB.test(name)) throw new Error(`'${name}' is not a remote's kebab-case name`);
  const p = await plan(name);
  const map = readFileSync(MAP_FILE, 'utf8');
  const start = map.indexOf(`\n  ${p.federationName}: {\n`);
  if (start >= 0) {
    const end = map.indexOf('\n  },\n', start + 1);
    writeFileSync(MAP_FILE, map.slice(0, start + 1) + map.slice(end + '\n  },\n'.length));
  }
  rmSync(join(root, p.folder), { recursive: true, force: true });
  rmSync(standaloneTestFile(p.folder), { force: true });
  await writeModuleTable();
  console.log(`Removed ${p.folder}/, its browser test and its module-map entry.`);
}

const args = process.argv.slice(2);
const removing = args.includes('--remove');
// A remote's folder is `mfe-<name>`: 'mfe-photos' and 'photos' both name the folder mfe-photos/.
const [name] = args.filter((a) => a !== '--remove').map((a) => a.replace(/^mfe-/, ''));
if (!name) {
  console.error('usage: npm run new:remote -- <kebab-case-name>   |   npm run remove:remote -- <name>');
  process.exit(2);
}
try {
  await (removing ? remove(name) : add(name));
} catch (error) {
  console.error(`new:remote: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
