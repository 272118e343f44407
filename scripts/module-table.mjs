// The module table of README.md, written from the module map
// (shared/src/contracts/module-map.mjs) between the marker comments. `npm run docs:modules` writes
// it; `npm run check:docs` fails while a written table differs from the map.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import * as moduleMap from '@journeys/shared/module-map';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const START = '<!-- module-table:start (npm run docs:modules writes this table from the module map) -->';
const END = '<!-- module-table:end -->';
export const DOCUMENTS = ['README.md'];

/**
 * What a module owns: its package.json `description`, kept there rather than in the module map,
 * which the shell ships to every browser.
 * @param {string} folder
 */
const owns = (folder) => {
  try {
    return JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')).description ?? '';
  } catch {
    return '';
  }
};

/** Workspaces that are not modules of the composed site. */
const otherWorkspaces = (API_PORT) => [
  [
    '`shared/`',
    '—',
    '`@journeys/shared`: domain, contracts and the module map, API client, events, session, UI kit, build and jest presets',
    '—',
  ],
  [
    '`api/`',
    String(API_PORT),
    '`@journeys/api`: Fastify server, schema and migrations, seeds, doctor importer, benchmarks',
    '—',
  ],
  [
    '`web-server/`',
    '—',
    "`@journeys/web-server`: every module's files and releases, the shell's HTML server (CSP, page hints, public pages' tags, sitemap, the live `remotes.json`), the production front (nginx, topology)",
    '—',
  ],
  [
    '`releases/`',
    '—',
    '`@journeys/releases`: release, the compatibility gate, promote and rollback, canaries, release health (docs/releasing.md)',
    '—',
  ],
  ['`e2e/`', '—', 'browser tests of the composed site (playwright-core driving Debian Chromium)', '—'],
];

function fills(expose) {
  if (expose.routes) {
    return expose.routes
      .map((r) => `\`${r.path}\`${r.moderators ? ' (moderators)' : r.members ? ' (members)' : ''}`)
      .join(', ');
  }
  const { slot } = expose;
  const where = slot.in === 'header' ? 'the header' : slot.in === 'root' ? 'every page' : `\`${slot.in}\``;
  return `slot in ${where}${slot.as ? ` as \`${slot.as}\`` : ''}${slot.members ? ' (members)' : ''}${
    slot.when === 'prompted' ? ', when prompted' : ''
  }`;
}

/** @param {typeof moduleMap} map */
function rows({ API_PORT, PAGE_BUDGETS_KB, REMOTE_MAP, REMOTE_NAMES, SHELL }) {
  const budgets = Object.entries(PAGE_BUDGETS_KB)
    .map(([page, kb]) => `\`${page}\` ${kb}`)
    .join(', ');
  return [
    [`\`${SHELL.folder}/\``, String(SHELL.port), owns(SHELL.folder), '— (host)', `pages: ${budgets}`],
    ...REMOTE_NAMES.map((name) => {
      const remote = REMOTE_MAP[name];
      /** @type {[string, { routes?: readonly { path: string, members: boolean, moderators?: boolean }[], slot?: any }][]} */
      const exposes = Object.entries(remote.exposes);
      return [
        `\`${remote.folder}/\``,
        String(remote.port),
        owns(remote.folder),
        exposes.map(([key, expose]) => `\`./${key}\` → ${fills(expose)}`).join('; '),
        String(remote.budgetKb),
      ];
    }),
    ...otherWorkspaces(API_PORT).map(([folder, port, what, exposes]) => [folder, port, what, exposes, '—']),
  ];
}

/**
 * The table as Markdown, Prettier-formatted like every other table in the docs.
 * @param {typeof moduleMap} [map] the map module; `npm run new:remote` passes the one it just wrote
 */
export async function moduleTable(map = moduleMap) {
  const header = ['folder', 'port', 'owns', 'exposes → route or slot it fills', 'budget, KB gzip'];
  const lines = [header, header.map(() => '---'), ...rows(map)].map((cells) => `| ${cells.join(' | ')} |`);
  const options = (await prettier.resolveConfig(join(root, 'README.md'))) ?? {};
  return (await prettier.format(lines.join('\n'), { ...options, parser: 'markdown' })).trim();
}

/**
 * Each document whose table differs from the map, with its text as it should be.
 * @param {typeof moduleMap} [map]
 */
export async function staleTables(map = moduleMap) {
  const table = await moduleTable(map);
  const stale = [];
  for (const file of DOCUMENTS) {
    const text = readFileSync(join(root, file), 'utf8');
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    if (start < 0 || end < start) {
      stale.push({ file, problem: `has no module table between ${START} and ${END}`, text: null });
      continue;
    }
    const expected = `${text.slice(0, start + START.length)}\n\n${table}\n\n${text.slice(end)}`;
    if (expected !== text)
      stale.push({ file, problem: 'module table differs from the module map', text: expected });
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const write = process.argv.includes('--write');
  const stale = await staleTables();
  for (const { file, problem, text } of stale) {
    if (write && text) {
      writeFileSync(join(root, file), text);
      console.log(`${file}: module table written`);
    } else {
      console.error(`${file}: ${problem}${text ? ' (npm run docs:modules)' : ''}`);
    }
  }
  if (stale.length === 0) console.log('module tables match the module map');
  else if (!write || stale.some((s) => !s.text)) process.exit(1);
}
