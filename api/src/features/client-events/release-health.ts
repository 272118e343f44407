/**
 * The health of each release a remote serves (docs/releasing.md §11): sessions, error rate and
 * p75 vitals from the browsers' reports, and a verdict of the canary against the live release.
 * `npm run release-health` prints it; the release guard (release-guard.ts) acts on it.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { readPointer, servedReleases, type ServedRelease } from './served-releases';

export const JUDGED_VITALS = ['LCP', 'INP', 'CLS'] as const;
type JudgedVital = (typeof JUDGED_VITALS)[number];

/** Without a canary the figures are the last day's. */
const DEFAULT_WINDOW_MS = 86_400_000;
/** An error rate at or under this is never 'worse', whatever the live release's. */
export const ERROR_RATE_FLOOR = 0.02;
/** A p75 of LCP or INP this much above the live release's is 'worse'; CLS by this much. */
const TIMING_WORSE_RATIO = 1.2;
const CLS_WORSE_BY = 0.05;

export type Verdict = 'healthy' | 'worse' | 'not enough data';

export interface VersionHealth extends ServedRelease {
  sessions: number;
  sessionsWithErrors: number;
  /** Sessions with an error ÷ sessions; 0 without sessions. */
  errorRate: number;
  vitals: Record<JudgedVital, { p75: number | null; count: number }>;
  /** The canary against the live release; null for the live release itself. */
  verdict: Verdict | null;
}

export interface ReleaseHealth {
  remote: string;
  /** The figures count from here: the canary's start, or a day ago. */
  since: string;
  minSessions: number;
  versions: VersionHealth[];
}

/**
 * The guard's rule: enough sessions, and an error rate above both twice the live release's and
 * 2 %. A canary is compared with what the site served beside it, not with an absolute target.
 */
export function errorsWorse(canary: VersionHealth, live: VersionHealth, minSessions: number): boolean {
  return (
    canary.sessions >= minSessions &&
    canary.errorRate > 2 * live.errorRate &&
    canary.errorRate > ERROR_RATE_FLOOR
  );
}

export function verdictOf(canary: VersionHealth, live: VersionHealth, minSessions: number): Verdict {
  if (canary.sessions < minSessions || live.sessions < minSessions) return 'not enough data';
  if (errorsWorse(canary, live, minSessions)) return 'worse';
  const slower = (['LCP', 'INP'] as const).some((metric) => {
    const [mine, theirs] = [canary.vitals[metric], live.vitals[metric]];
    return (
      mine.p75 !== null &&
      theirs.p75 !== null &&
      mine.count >= minSessions &&
      theirs.count >= minSessions &&
      mine.p75 > theirs.p75 * TIMING_WORSE_RATIO
    );
  });
  const cls = canary.vitals.CLS;
  const liveCls = live.vitals.CLS;
  const shifting =
    cls.p75 !== null &&
    liveCls.p75 !== null &&
    cls.count >= minSessions &&
    cls.p75 > liveCls.p75 + CLS_WORSE_BY;
  return slower || shifting ? 'worse' : 'healthy';
}

async function figures(
  db: Kysely<Database>,
  remote: string,
  versions: string[],
  since: Date,
): Promise<Map<string, Omit<VersionHealth, keyof ServedRelease | 'verdict'>>> {
  const sessions = await db
    .selectFrom('rum_sessions')
    .select([
      'version',
      sql<string>`count(*)`.as('sessions'),
      sql<string>`count(*) FILTER (WHERE errors > 0)`.as('with_errors'),
    ])
    .where('remote', '=', remote)
    .where('version', 'in', versions)
    .where('last_seen', '>=', since)
    .groupBy('version')
    .execute();
  const vitals = await db
    .selectFrom('rum_vitals')
    .select([
      'version',
      'metric',
      sql<number>`percentile_cont(0.75) WITHIN GROUP (ORDER BY value)`.as('p75'),
      sql<string>`count(*)`.as('count'),
    ])
    .where('remote', '=', remote)
    .where('version', 'in', versions)
    .where('metric', 'in', [...JUDGED_VITALS])
    .where('created_at', '>=', since)
    .groupBy(['version', 'metric'])
    .execute();
  const result = new Map<string, Omit<VersionHealth, keyof ServedRelease | 'verdict'>>();
  for (const version of versions) {
    const row = sessions.find((s) => s.version === version);
    const count = Number(row?.sessions ?? 0);
    const withErrors = Number(row?.with_errors ?? 0);
    const vital = (metric: JudgedVital) => {
      const v = vitals.find((x) => x.version === version && x.metric === metric);
      return { p75: v ? Math.round(Number(v.p75) * 1000) / 1000 : null, count: Number(v?.count ?? 0) };
    };
    result.set(version, {
      sessions: count,
      sessionsWithErrors: withErrors,
      errorRate: count === 0 ? 0 : withErrors / count,
      vitals: { LCP: vital('LCP'), INP: vital('INP'), CLS: vital('CLS') },
    });
  }
  return result;
}

export async function releaseHealth(
  db: Kysely<Database>,
  options: { releasesDir: string; minSessions: number; now: Date },
  remote: string,
): Promise<ReleaseHealth> {
  const entry = (await readPointer(options.releasesDir)).get(remote);
  const served = servedReleases(entry);
  const since = entry?.canary
    ? new Date(entry.canary.since)
    : new Date(options.now.getTime() - DEFAULT_WINDOW_MS);
  const byVersion = await figures(
    db,
    remote,
    served.map((s) => s.version),
    since,
  );
  const versions: VersionHealth[] = served.map((release) => ({
    ...release,
    ...byVersion.get(release.version)!,
    verdict: null,
  }));
  const live = versions.find((v) => v.role === 'live')!;
  for (const version of versions) {
    if (version.role === 'canary') version.verdict = verdictOf(version, live, options.minSessions);
  }
  return { remote, since: since.toISOString(), minSessions: options.minSessions, versions };
}
