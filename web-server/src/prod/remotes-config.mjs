// The remotes.json of the one-origin topology: the API under /api and every remote under
// /remotes/<folder>/ of the site, instead of the local build's one port per module. A remote
// promoted with `npm run promote` (docs/releasing.md §4) is served from its release directory,
// /remotes/<folder>/releases/<version>/, whatever URL the live pointer was written with.
import { FRONTEND_MODULES } from '@journeys/shared/module-map';

/** Every remote of the module map: `{ folder, name, port }`. */
const REMOTES = FRONTEND_MODULES.slice(1);
import { servedRemotesConfig } from '../served-remotes-config.mjs';

/** The site's remotes.json before any promote, e.g. for http://localhost:8080. */
export function builtRemotesConfig({ siteUrl, apiUrl }) {
  const site = siteUrl.replace(/\/+$/, '');
  return {
    apiUrl: apiUrl.replace(/\/+$/, ''),
    remotes: Object.fromEntries(
      REMOTES.map(({ name, folder }) => [name, `${site}/remotes/${folder}/remoteEntry.js`]),
    ),
  };
}

/** Each released remote's entry and release base moved under the site's /remotes/<folder>/releases/. */
export function onThisSite(config, siteUrl) {
  if (!config?.releases) return config;
  const site = siteUrl.replace(/\/+$/, '');
  const remotes = { ...config.remotes };
  const releases = {};
  for (const [name, release] of Object.entries(config.releases)) {
    const folder = REMOTES.find((m) => m.name === name)?.folder;
    if (!folder || typeof release?.version !== 'string') continue;
    const base = `${site}/remotes/${folder}/releases/`;
    remotes[name] = `${base}${encodeURIComponent(release.version)}/remoteEntry.js`;
    releases[name] = { ...release, base };
  }
  return { ...config, remotes, releases };
}

/**
 * @param {{ builtFile: string, liveFile: string | null, siteUrl: string }} options
 *   builtFile: builtRemotesConfig written to disk (so servedRemotesConfig re-reads it like dist's);
 *   liveFile: RELEASES_DIR/remotes.json, the pointer promote and rollback write
 * @returns {() => object | null} the config to serve now (a promote reaches the next page)
 */
export function siteRemotesConfig({ builtFile, liveFile, siteUrl }) {
  const current = servedRemotesConfig(builtFile, liveFile);
  let seen = null;
  let rewritten = null;
  return () => {
    const config = current();
    if (config !== seen) {
      seen = config;
      rewritten = onThisSite(config, siteUrl);
    }
    return rewritten;
  };
}
