// Resource hints the shell's HTML carries for the page asked for. Without them a page discovers
// its files one hop at a time: HTML → main.js → bootstrap → remotes.json → remoteEntry.js →
// the remote's chunks → the API. With them the browser starts all of these from the HTML.
// Remotes deploy on their own, so their file names come from their live mf-manifest.json. The
// landing page also gets its recent members inside it (recent-members.mjs), so it needs no HTTP
// client until the visitor acts.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { matchPath, routePatterns } from '@journeys/shared/paths';
import { firstApiRequest, remotesForPage } from '@journeys/shared/shell-page/page-remotes';
import { REMOTES_CONFIG_ELEMENT_ID } from '@journeys/shared/shell-page/remotes-config-element';
import { fetchJson } from './fetch-json.mjs';
import { jsonScript } from './json-script.mjs';
import { keptAnswers } from './kept-answers.mjs';
import { createRecentMembers } from './recent-members.mjs';

/** A remote's manifest is re-read this often; a failed read is retried sooner. */
const MANIFEST_TTL_MS = 10_000;
const MANIFEST_RETRY_MS = 2_000;
/** A manifest that cannot be read again is still used this long after it was last read. */
const MANIFEST_MAX_STALE_MS = 60_000;
/** A slow or stopped remote must not hold the page back: it simply gets no hints. */
const MANIFEST_WAIT_MS = 500;
/**
 * How long a read may go on after the page stopped waiting for it: a manifest that arrives late
 * (a busy machine) is kept for the next pages instead of being dropped and asked for again.
 */
const MANIFEST_READ_MS = 5_000;

const escapeAttr = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const originOf = (url) => {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
};

/** remotes.json inside the page saves the shell a round trip before it can load any remote. */
const inlineConfig = (config) => jsonScript(REMOTES_CONFIG_ELEMENT_ID, config);

/**
 * Shared modules the shell provides lazily that every page but / needs at once. react-query is one
 * too, but the shell's build puts it in the member-area chunk (shell/rspack.config.mjs).
 */
const MEMBER_AREA_SHARED = ['axios'];

/** The shell's own chunks that its entry imports at once (named where they are imported). */
function shellChunks(distDir) {
  const files = readdirSync(distDir);
  const named = (name) => files.filter((f) => new RegExp(`^${name}\\.[0-9a-f]+\\.(js|css)$`).test(f));
  // axios arrives with the first API request (shared/src/api/http.ts): every page but / makes one.
  // It is a shared module, so its files are the ones the shell's manifest lists for it.
  let lazyShared = [];
  try {
    const manifest = JSON.parse(readFileSync(join(distDir, 'mf-manifest.json'), 'utf8'));
    lazyShared = (manifest.shared ?? [])
      .filter((s) => MEMBER_AREA_SHARED.includes(s.name))
      .flatMap((s) => s.assets?.js?.sync ?? []);
  } catch {
    // no manifest: the page still works, these are found one step later
  }
  // Every page draws the logo (the header, or the landing page): requested by React, it would be
  // the last request before the first cards show.
  const logo = existsSync(join(distDir, 'logo.svg')) ? ['logo.svg'] : [];
  return {
    everyPage: [...named('bootstrap'), ...logo],
    memberArea: [...named('member-area'), ...new Set(lazyShared)],
  };
}

const PRELOAD_AS = { '.css': 'style', '.svg': 'image', '.js': 'script' };

function preload(href, as) {
  // Low priority: the hints must not compete with the stylesheet and entry the first paint needs.
  return `<link rel="preload" as="${as}" href="${escapeAttr(href)}" fetchpriority="low">`;
}

function assetHints(base, files, as) {
  return files.map((file) => preload(new URL(file, base).href, as));
}

function readConfig(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Reads the shell's own files once, as the CSP does (static-server.mjs): a new shell build takes a
 * server restart. Remote manifests are read while serving, and so is remotes.json when the server
 * passes `remotesConfig` (it follows `npm run promote`, docs/releasing.md); otherwise dist's is
 * read once.
 * @param {{ distDir: string, remotesConfig?: () => object | null }} options
 * @returns {(url: URL, config?: object | null) => Promise<string[]>} the hint tags for one page,
 *   from `config` when given (the release this session runs of a remote with a canary)
 */
export function createPageHints({ distDir, remotesConfig }) {
  const chunks = shellChunks(distDir);
  const builtConfig = readConfig(join(distDir, 'remotes.json'));
  const currentConfig = remotesConfig ?? (() => builtConfig);
  const recentMembersFor = createRecentMembers();
  // Asked for as the server starts, so the first visitor's landing page has them too: from the API
  // the pages name, which need not be the build's (a deployment's own URL; another slot's port in
  // the browser tests, whose sites would otherwise all ask slot 0's API).
  const startApi = currentConfig()?.apiUrl;
  if (typeof startApi === 'string') void recentMembersFor(startApi.replace(/\/+$/, ''));
  /** Each remote's manifest as last read (kept-answers.mjs): a page waits at most MANIFEST_WAIT_MS. */
  const remoteManifest = keptAnswers({
    read: async (entryUrl) =>
      (await fetchJson(new URL('mf-manifest.json', entryUrl), { timeoutMs: MANIFEST_READ_MS }))?.body ?? null,
    ttlMs: MANIFEST_TTL_MS,
    maxStaleMs: MANIFEST_MAX_STALE_MS,
    retryMs: MANIFEST_RETRY_MS,
    waitMs: MANIFEST_WAIT_MS,
  });

  async function remoteHints(config, id) {
    const [name, expose] = id.split('/');
    const entryUrl = config.remotes?.[name];
    if (typeof entryUrl !== 'string' || !originOf(entryUrl)) return [];
    const manifest = await remoteManifest(entryUrl);
    const assets = manifest?.exposes?.find((e) => e.name === expose)?.assets;
    if (!assets) return [preload(entryUrl, 'script')];
    return [
      preload(entryUrl, 'script'),
      ...assetHints(entryUrl, assets.js?.sync ?? [], 'script'),
      ...assetHints(entryUrl, assets.css?.sync ?? [], 'style'),
    ];
  }

  /**
   * @param {URL} url
   * @param {object} [config]
   * @param {{ member?: boolean, sameLanguage?: boolean }} [viewer] member: the browser says a
   *   member is logged in (shared/src/contracts/shell-page/member-hint-cookie.mjs), so the first API
   *   answer is not preloaded; sameLanguage (true unless given): the browser's own requests ask the
   *   API for the page's language (docs/architecture.md §11). When they do not (a Spanish page in
   *   a browser set to English), the first API answer is not preloaded either: the preload would
   *   carry the browser's Accept-Language, the page's request the page's language, and the browser
   *   could hand the page an answer in the other language.
   */
  return async function hintsFor(
    url,
    config = currentConfig(),
    { member = false, sameLanguage = true } = {},
  ) {
    const landing = matchPath(routePatterns.landing, url.pathname) !== null;
    const own = (landing ? chunks.everyPage : [...chunks.everyPage, ...chunks.memberArea]).map((file) =>
      preload(`/${file}`, PRELOAD_AS[extname(file)] ?? 'script'),
    );
    if (!config) return own;

    const remotes = remotesForPage(url.pathname, { member: false });
    const apiPath = firstApiRequest(url.pathname, url.search);
    const api = typeof config.apiUrl === 'string' ? config.apiUrl.replace(/\/+$/, '') : null;
    const origins = new Set([
      ...remotes.map((id) => originOf(config.remotes?.[id.split('/')[0]] ?? '')),
      ...(landing || !api ? [] : [originOf(api)]),
    ]);
    origins.delete(null);

    const [remoteLinks, members] = await Promise.all([
      Promise.all(remotes.map((id) => remoteHints(config, id))).then((links) => links.flat()),
      landing && api ? recentMembersFor(api) : null,
    ]);
    return [
      inlineConfig(config),
      ...(members ? [members] : []),
      ...[...origins].map((origin) => `<link rel="preconnect" href="${escapeAttr(origin)}">`),
      ...own,
      ...remoteLinks,
      // The API client sends cookies (axios withCredentials), so the preload must too, or the
      // browser would not hand its answer to the feed's request. A member's request carries their
      // token, which a preload cannot: the browser would hand them the visitor's answer.
      ...(api && apiPath && !member && sameLanguage
        ? [
            `<link rel="preload" as="fetch" href="${escapeAttr(api + apiPath)}" crossorigin="use-credentials">`,
          ]
        : []),
    ];
  };
}

/** The page's HTML with its hints at the end of <head>: the entry script and stylesheet go first. */
export function withHints(html, hints) {
  if (hints.length === 0) return html;
  return html.replace(/<\/head>/i, `${hints.join('')}</head>`);
}
