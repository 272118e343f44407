/**
 * Which releases of a remote the site serves now, read from the release pointer that
 * `npm run promote` writes (RELEASES_DIR/remotes.json, docs/releasing.md §4): the live one, and a
 * canary with its share of browser sessions (§9). Read fresh each time: a promote or a rollback
 * changes it without telling the API.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DIST } from './rum-payloads';

export interface ServedRelease {
  version: string;
  role: 'live' | 'canary';
  /** Percent of browser sessions served this release. */
  share: number;
}

export interface Canary {
  version: string;
  percent: number;
  /** When the canary started (ISO 8601): both releases are compared from then on. */
  since: string;
}

interface PointerEntry {
  version: string;
  canary?: Canary;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function canaryOf(value: unknown): Canary | undefined {
  if (!isRecord(value)) return undefined;
  const { version, percent, since } = value;
  if (typeof version !== 'string' || typeof percent !== 'number' || typeof since !== 'string')
    return undefined;
  if (!(percent > 0 && percent < 100) || Number.isNaN(Date.parse(since))) return undefined;
  return { version, percent, since };
}

/** Each released remote's entry in the pointer; a missing or unreadable pointer releases nothing. */
export async function readPointer(releasesDir: string): Promise<Map<string, PointerEntry>> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(path.join(releasesDir, 'remotes.json'), 'utf8'));
  } catch {
    return new Map();
  }
  const releases = isRecord(json) && isRecord(json.releases) ? json.releases : {};
  const entries = new Map<string, PointerEntry>();
  for (const [name, entry] of Object.entries(releases)) {
    if (!isRecord(entry) || typeof entry.version !== 'string') continue;
    entries.set(name, { version: entry.version, canary: canaryOf(entry.canary) });
  }
  return entries;
}

/** The releases of `remote` being served, the live one first. */
export function servedReleases(entry: PointerEntry | undefined): ServedRelease[] {
  if (!entry) return [{ version: DIST, role: 'live', share: 100 }];
  if (!entry.canary) return [{ version: entry.version, role: 'live', share: 100 }];
  return [
    { version: entry.version, role: 'live', share: 100 - entry.canary.percent },
    { version: entry.canary.version, role: 'canary', share: entry.canary.percent },
  ];
}
