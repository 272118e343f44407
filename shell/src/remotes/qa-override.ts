import { REMOTE_MAP, REMOTE_NAMES, type RemoteName } from '@journeys/shared/contracts';
import { isReleaseVersion } from './release-version';
import {
  OVERRIDE_PARAM,
  OVERRIDE_STORAGE_KEY,
  setActiveOverrides,
  type ActiveOverride,
} from './qa-override-state';
import type { ShellRemotesConfig } from './shell-remotes-config';
import { reloadPage } from './reload-page';

/**
 * QA override (docs/architecture.md §3): `?remote=mfe-feed@0.1.0+3f2a9c1b` loads that release of
 * one remote in this tab only. Kept in sessionStorage so it survives navigation and reloads in
 * the tab, and never reaches another tab or another tester. A chunk of its own: only a tab that
 * asks for an override (qa-override-state.ts) downloads it.
 */
export type Overrides = Partial<Record<RemoteName, string>>;

const warn = (message: string) => console.warn(`[shell] QA override: ${message}; ignored`);

function remoteNamed(text: string): RemoteName | null {
  return REMOTE_NAMES.find((name) => name === text || REMOTE_MAP[name].folder === text) ?? null;
}

/** 'mfe-feed@0.1.0+3f2a9c1b' or 'feed@…'; URL decoding turns '+' into a space, so both are read. */
export function parseOverride(value: string): { name: RemoteName; version: string } | null {
  const at = value.indexOf('@');
  const name = at > 0 ? remoteNamed(value.slice(0, at).trim()) : null;
  const version = value
    .slice(at + 1)
    .trim()
    .replace(/ /g, '+');
  if (!name || !isReleaseVersion(version)) return null;
  return { name, version };
}

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function storedOverrides(): Overrides {
  const text = storage()?.getItem(OVERRIDE_STORAGE_KEY);
  if (!text) return {};
  let stored: unknown;
  try {
    stored = JSON.parse(text);
  } catch {
    stored = null;
  }
  const overrides: Overrides = {};
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) {
    warn('the stored override is not an object');
    return overrides;
  }
  for (const [name, version] of Object.entries(stored)) {
    const parsed = typeof version === 'string' ? parseOverride(`${name}@${version}`) : null;
    if (parsed) overrides[parsed.name] = parsed.version;
    else warn(`stored '${name}' is not a remote with a release version`);
  }
  return overrides;
}

/** The tab's overrides: those stored earlier, then the address's `remote` params (they win). */
export function readOverrides(search: string = window.location.search): Overrides {
  const overrides = storedOverrides();
  const params = new URLSearchParams(search).getAll(OVERRIDE_PARAM);
  for (const param of params) {
    const parsed = parseOverride(param);
    if (parsed) overrides[parsed.name] = parsed.version;
    else warn(`'${param.slice(0, 80)}' is not <remote>@<version>, e.g. mfe-feed@0.1.0+3f2a9c1b`);
  }
  if (params.length > 0) {
    try {
      storage()?.setItem(OVERRIDE_STORAGE_KEY, JSON.stringify(overrides));
    } catch {
      // A full or disabled storage only loses the override on the next navigation.
    }
  }
  return overrides;
}

/** Where a remote's releases are served: its `releases` base, or `/releases/` on its live origin. */
function releaseBase(config: ShellRemotesConfig, name: RemoteName): string | null {
  const live = config.remotes[name];
  return (
    config.releases?.[name]?.base ?? (live ? `${new URL(live, window.location.href).origin}/releases/` : null)
  );
}

/**
 * The configuration with each honoured override's release in place of the live one. A production
 * build honours only releases on `qaAllowlist`, so a link cannot make a visitor run an arbitrary
 * (older, vulnerable) release.
 */
export function applyOverrides(
  config: ShellRemotesConfig,
  overrides: Overrides,
  production: boolean = process.env.NODE_ENV === 'production',
): { config: ShellRemotesConfig; active: ActiveOverride[] } {
  const remotes = { ...config.remotes };
  const releases = { ...config.releases };
  const active: ActiveOverride[] = [];
  for (const name of REMOTE_NAMES) {
    const version = overrides[name];
    if (!version) continue;
    const allowed = !production || (config.qaAllowlist ?? []).includes(`${name}@${version}`);
    const base = allowed ? releaseBase(config, name) : null;
    if (base) {
      remotes[name] = `${base}${encodeURIComponent(version)}/remoteEntry.js`;
      releases[name] = { base, version };
    }
    active.push({ name, folder: REMOTE_MAP[name].folder, version, honoured: base !== null });
  }
  return { config: { ...config, remotes, releases }, active };
}

/** The tab's overrides applied to remotes.json, and remembered for the banner. */
export function applyTabOverrides(config: ShellRemotesConfig): ShellRemotesConfig {
  const applied = applyOverrides(config, readOverrides());
  setActiveOverrides(applied.active);
  return applied.config;
}

/** Back to the live releases: forget the override and load the page again without `remote` params. */
export function resetOverrides(): void {
  storage()?.removeItem(OVERRIDE_STORAGE_KEY);
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  reloadPage(url.toString());
}
