import type { RemoteName, RemoteRelease } from '@journeys/shared/contracts';
import { REMOTE_NAMES } from '@journeys/shared/contracts';
import { overrideRequested } from './qa-override-state';
import { isReleaseVersion } from './release-version';
import { requestRemotesJson } from './remotes-request';
import type { ShellRemotesConfig } from './shell-remotes-config';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// One short message: this code is on every page's critical path.
const ignored = (field: string) => console.warn(`[shell] remotes.json: ignored ${field}`);

/** An http(s) URL, absolute or relative to the page; anything else (javascript:, data:) is refused. */
export function isHttpUrl(value: unknown): value is string {
  try {
    return typeof value === 'string' && /^https?:$/.test(new URL(value, window.location.href).protocol);
  } catch {
    return false;
  }
}

/**
 * Every field of remotes.json is checked: a deployment mistake (or a hostile edit) must not take
 * the page down. A bad field is dropped with a warning; a remote without a usable URL shows its
 * area's fallback, the rest of the site works.
 */
export function readRemotesConfig(raw: unknown): ShellRemotesConfig {
  const json = isRecord(raw) ? raw : {};
  const config: ShellRemotesConfig = { remotes: {} };
  if (isHttpUrl(json.apiUrl)) config.apiUrl = json.apiUrl;
  else if (json.apiUrl !== undefined) ignored('apiUrl');
  const appId = json.facebookAppId;
  if (typeof appId === 'string' && /^[\w-]{1,64}$/.test(appId)) config.facebookAppId = appId;
  else if (appId !== undefined) ignored('facebookAppId');
  const remotes = isRecord(json.remotes) ? json.remotes : {};
  for (const name of REMOTE_NAMES) {
    if (isHttpUrl(remotes[name])) config.remotes[name] = remotes[name];
    else ignored(`remotes.${name}`);
  }
  const releases: Partial<Record<RemoteName, RemoteRelease>> = {};
  for (const [name, release] of Object.entries(isRecord(json.releases) ? json.releases : {})) {
    if (
      (REMOTE_NAMES as string[]).includes(name) &&
      isRecord(release) &&
      isReleaseVersion(release.version) &&
      isHttpUrl(release.base)
    ) {
      releases[name as RemoteName] = { version: release.version, base: release.base.replace(/\/?$/, '/') };
    } else ignored(`releases.${name}`);
  }
  config.releases = releases;
  if (Array.isArray(json.qaAllowlist)) {
    config.qaAllowlist = json.qaAllowlist.filter((item): item is string => typeof item === 'string');
  }
  return config;
}

/**
 * remotes.json is read at run time, never baked into the build (docs/architecture.md §3): shipping a new
 * remote is uploading its dist/ and, if its URL changes, editing this one file. Promoting a release
 * rewrites it (docs/releasing.md).
 */
export async function fetchRemotesConfig(): Promise<ShellRemotesConfig> {
  const response = await requestRemotesJson();
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  const config = readRemotesConfig(await response.json());
  if (!overrideRequested()) return config;
  // A tester's tab: their release replaces the live one before any remote is registered.
  const { applyTabOverrides } = await import(/* webpackChunkName: "qa-override" */ './qa-override');
  return applyTabOverrides(config);
}
