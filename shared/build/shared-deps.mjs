// The Module Federation `shared` map for every module (docs/architecture.md §3), built in one place so no
// module can forget a key. Keys ending in '/' share deep imports (react/jsx-runtime,
// react-dom/client …); without them those load twice. @journeys/shared gets one key per entry
// point it exports, so the pure ones below can be left out.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const sharedPkg = JSON.parse(readFileSync(join(here, '..', 'package.json'), 'utf8'));

// react-router and @tanstack/react-query are deliberately absent: modules reach them through
// @journeys/shared/router and @journeys/shared/query, singletons that re-export only what we
// use, so they are tree-shaken instead of shared whole (lint forbids importing them directly).
const SINGLETONS = ['react', 'react-dom', 'zustand', 'axios'];

function installedVersion(name, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir = dirname(require.resolve(name));
  for (;;) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
      if (pkg.name === name) return pkg.version;
    } catch {
      // keep walking up to the package root
    }
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`cannot find the installed version of ${name}`);
    dir = parent;
  }
}

// What the host's first render needs. The host bundles these into its entry (`eager`) instead of
// fetching each as its own chunk after the entry runs: over HTTP/1.1 and on slow networks those
// ~20 requests queued behind one another. With 'loaded-first' the host's copies are the ones every
// remote uses anyway. axios stays lazy: the landing page does not need it.
const HOST_EAGER = new Set(['react', 'react-dom', 'zustand']);

// Pure, stateless @journeys/shared code that only remotes import. Each remote bundles its own
// copy: it lands in the chunks the page already preloads and is tree-shaken. Shared, it came from
// whichever remote registered it first, one network hop after that remote's entry ran (LCP on
// /surgeries waited for it). Anything holding state (stores, the event bus, the API client, the
// router) must never be listed here: a second copy would split that state.
// 'forms' holds state, but per component instance (React state), none of it module-wide.
const BUNDLED_PER_REMOTE = new Set([
  'domain',
  'rules',
  'forms',
  // The feed filter descriptor: the feed remote's chips and requests read it (the shell reads its
  // own copy through paths and url-ids).
  'feed-filters',
  // Which languages exist and how a URL names one: stateless (the i18n singleton holds the current
  // language), so each page tree-shakes it to what it uses; the HTML server's and the API's
  // choosing functions never reach a page.
  'languages',
  // Calls only the auth remote makes; they use the shared HTTP client through '@journeys/shared/api'.
  'account-api',
  // Push on this device: the browser's permission and subscription are its only state, and the
  // pages that show its switch (notifications, account) bundle it; `/` and the feed never load it.
  'push',
  // Calls only the insights remote and the feed's lazy on-track line make; likewise.
  'insights-api',
  // The report dialog's and the moderation remote's calls; likewise.
  'moderation-api',
  // The feed's lazy Follow button's calls; likewise.
  'follows-api',
  // The help remote's calls (the calendar, its invites and caregivers); likewise.
  'help-api',
  // The media remote's and the feed's thumbnail strip's calls; likewise.
  'photos-api',
  // Photo addresses, srcset and placeholder: the feed's strip and the media remote's dialogs.
  'photos',
  // Their words, a catalog per module that shows photos (the strip's chunk, the media remote).
  'photo-words',
  'ui',
  // The design's parts (docs/architecture.md §8): one file each, so a remote pays for the ones it uses.
  'ui/button',
  'ui/card',
  'ui/choice-tiles',
  'ui/confirm-dialog',
  'ui/field',
  // A remote page's states: loading or failed (Retry), Not Found, and its tab title.
  'ui/load-state',
  'ui/not-found-message',
  'ui/use-page-meta',
  'ui/modal',
  'ui/moderation-notice',
  'ui/more-actions-menu',
  'ui/photo-image',
  'ui/photo-strip',
  'ui/photo-strip-placeholder',
  'ui/report-dialog',
  'ui/report-menu',
  'ui/report-menu-panel',
  'ui/section-toggle',
  'ui/share-button',
  'ui/stars',
  'ui/standalone-frame',
  'ui/standalone-root',
  'ui/text-area',
  'ui/text-field',
]);
// Entries the host provides but does not bundle into its entry: react-query (~10 KB gzip) comes
// with the first part of the page that reads server state (a remote, the landing page's API read),
// so `/` does not download it (shell/src/app/page-query-client.tsx).
const HOST_LAZY = new Set(['query']);
// Tooling, never part of a page.
const NOT_SHARED = new Set(['testing', 'build']);
// What the shell's page and its HTML server (web-server/) both read: ids of the elements the server
// fills, the member-hint cookie, the canary choice, the remotes a page loads. The shell's entry
// reads them before shared modules are negotiated, and no remote uses them: bundled, never shared.
const SHELL_PAGE = 'shell-page';
// The module map: the shell's routes and page hints read it in the browser, Node everything else
// (Rspack configs, scripts, the size budgets); no remote imports it. Pure, so bundled, never shared:
// a provided module keeps every export for whoever might consume it, and the shell's entry carried
// the build's lookups (moduleConfigFor, localRemotesConfig, FRONTEND_MODULES) and the page budgets
// on every page (0.45 KB gzip). The remotes' table itself still reaches the page through
// '@journeys/shared/contracts', which re-exports it.
const MODULE_MAP = 'module-map';

/** '0.1.0' → '0.x', '2.3.1' → '2.x': any release with the same major version. */
export function sameMajorRange(version) {
  const major = /^(\d+)\./.exec(version)?.[1];
  if (major === undefined) throw new Error(`@journeys/shared has no semver version: '${version}'`);
  return `${major}.x`;
}

/** Every import path @journeys/shared offers, its `exports` wildcards expanded from the files. */
function sharedEntryPoints() {
  const root = join(here, '..');
  return Object.entries(sharedPkg.exports).flatMap(([key, target]) => {
    const subpath = key.replace(/^\.\//, '');
    if (!subpath.endsWith('/*')) return [subpath];
    const [prefix, suffix] = target.split('*');
    return readdirSync(join(root, prefix))
      .filter((file) => file.endsWith(suffix))
      .map((file) => subpath.replace('*', file.slice(0, file.length - suffix.length)));
  });
}

/**
 * @param {string} moduleDir the workspace folder whose package.json states the ranges
 * @param {{ host?: boolean }} [options] the host (shell) bundles its first-render singletons eagerly
 */
export function sharedDependencies(moduleDir, { host = false } = {}) {
  const pkg = JSON.parse(readFileSync(join(moduleDir, 'package.json'), 'utf8'));
  const ranges = { ...sharedPkg.dependencies, ...sharedPkg.peerDependencies, ...pkg.dependencies };
  const shared = {};
  for (const name of SINGLETONS) {
    const entry = {
      singleton: true,
      eager: host && HOST_EAGER.has(name),
      requiredVersion: ranges[name] ?? `^${installedVersion(name, moduleDir)}`,
      version: installedVersion(name, moduleDir),
    };
    shared[name] = entry;
    shared[`${name}/`] = entry;
  }
  // @journeys/shared follows semver (docs/architecture.md §3): a breaking change bumps its major.
  // A remote built against another major must not run on this page's copy: strictVersion turns
  // the runtime's "does not satisfy" warning into an error thrown while that remote's modules
  // load, so only that remote's area shows its fallback. 'M.x' rather than '^M.0.0', which for
  // major 0 would match 0.0.x only.
  const own = {
    singleton: true,
    strictVersion: true,
    eager: host,
    requiredVersion: sameMajorRange(sharedPkg.version),
    version: sharedPkg.version,
  };
  for (const entry of sharedEntryPoints()) {
    const [first] = entry.split('/');
    if (
      BUNDLED_PER_REMOTE.has(entry) ||
      NOT_SHARED.has(first) ||
      first === SHELL_PAGE ||
      entry === MODULE_MAP
    )
      continue;
    shared[`@journeys/shared/${entry}`] = HOST_LAZY.has(entry) ? { ...own, eager: false } : own;
  }
  return shared;
}
