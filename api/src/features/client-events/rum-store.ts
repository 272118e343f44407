/**
 * Stores what browsers measured, per remote and release (docs/releasing.md §9): the sessions that
 * ran each release (and their errors) and the vitals, for `npm run release-health` and the guard.
 * The metrics of GET /metrics are moved here too, so both say the same.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { countClientError, observeWebVital } from '../../platform/metrics';
import { SHELL, type ErrorsReport, type VitalsReport } from './rum-payloads';

/** Rows older than this are deleted by the daily cleanup. */
export const RUM_RETENTION_DAYS = 30;

/**
 * Whether a tab session is in the sample: the first 32 bits of its random id against the rate, so
 * a session is kept or left out whole, whichever instance receives its reports.
 */
export function sessionSampled(session: string, rate: number): boolean {
  if (rate >= 1) return true;
  const head = Number.parseInt(session.replace(/-/g, '').slice(0, 8), 16);
  return head / 0x1_0000_0000 < rate;
}

type Ran = { remote: string; version: string; errors: number };

/** The (remote, release) pairs a page ran, with the errors each got now; the shell is no release. */
function releasesRan(report: VitalsReport | ErrorsReport): Ran[] {
  const ran = new Map<string, Ran>();
  const add = (remote: string, version: string, errors: number) => {
    if (remote === SHELL) return;
    const key = `${remote}@${version}`;
    const row = ran.get(key) ?? { remote, version, errors: 0 };
    row.errors += errors;
    ran.set(key, row);
  };
  for (const { remote, version } of report.remotes) add(remote, version, 0);
  if ('errors' in report) for (const { remote, version } of report.errors) add(remote, version, 1);
  return [...ran.values()];
}

async function recordSessions(db: Kysely<Database>, session: string, ran: Ran[]): Promise<void> {
  if (ran.length === 0) return;
  await db
    .insertInto('rum_sessions')
    .values(ran.map(({ remote, version, errors }) => ({ remote, version, session_id: session, errors })))
    .onConflict((oc) =>
      oc.columns(['remote', 'version', 'session_id']).doUpdateSet({
        errors: sql`rum_sessions.errors + excluded.errors`,
        last_seen: sql`now()`,
      }),
    )
    .execute();
}

export async function recordVitals(db: Kysely<Database>, report: VitalsReport): Promise<void> {
  for (const { metric, value, remote, version, route } of report.vitals) {
    observeWebVital({ metric, remote, version, route }, value);
  }
  await recordSessions(db, report.session, releasesRan(report));
  await db
    .insertInto('rum_vitals')
    .values(report.vitals.map((v) => ({ ...v, session_id: report.session })))
    .execute();
}

export async function recordErrors(db: Kysely<Database>, report: ErrorsReport): Promise<void> {
  for (const { remote, version, kind } of report.errors) countClientError(remote, version, kind);
  await recordSessions(db, report.session, releasesRan(report));
}

/** The daily cleanup: measurements older than the retention go. */
export async function deleteOldMeasurements(db: Kysely<Database>, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RUM_RETENTION_DAYS * 86_400_000);
  const vitals = await db.deleteFrom('rum_vitals').where('created_at', '<', before).executeTakeFirst();
  const sessions = await db.deleteFrom('rum_sessions').where('last_seen', '<', before).executeTakeFirst();
  return Number(vitals.numDeletedRows) + Number(sessions.numDeletedRows);
}
