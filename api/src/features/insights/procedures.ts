/** The procedure list and one procedure's recovery curve, better-than-before share and stars. */
import {
  RECOVERY_PERIODS,
  type ProcedureInsights,
  type ProcedureSummary,
  type RecoveryPeriodPoint,
  type SurgeryType,
} from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { isShown, proportion, round } from './figures';
import { curveRows, journeysOfProcedure, outcomeRows, type CurveRow } from './sql';
import { worthItAndCost } from './worth-it-and-cost';

/**
 * Every surgery type with at least one journey, most journeys first (then by name). The counts
 * are kept per type by triggers (procedure_journey_counts, migration 0014): one row per type,
 * not a count over every journey.
 */
export async function listProcedures(db: Db): Promise<ProcedureSummary[]> {
  const { rows } = await sql<SurgeryType & { journeys: number }>`
    SELECT t.id, t.name, t.description, c.journeys
    FROM procedure_journey_counts c JOIN surgery_types t ON t.id = c.type_id
    WHERE c.journeys > 0
    ORDER BY c.journeys DESC, t.name, t.id`.execute(db);
  return rows.map(({ journeys, ...procedure }) => ({ procedure, journeys }));
}

export async function findSurgeryType(db: Db, id: number): Promise<SurgeryType | null> {
  return (
    (await db
      .selectFrom('surgery_types')
      .select(['id', 'name', 'description'])
      .where('id', '=', id)
      .executeTakeFirst()) ?? null
  );
}

/** One point per period, in period order; a period with fewer than 11 journeys shows none of its figures. */
export function curvePoints(rows: readonly Omit<CurveRow, 'type_id'>[]): RecoveryPeriodPoint[] {
  return RECOVERY_PERIODS.map(({ key }) => {
    const row = rows.find((r) => r.period === key);
    if (!row || !isShown(row.journeys)) {
      return { period: key, journeys: null, median: null, q1: null, q3: null, suppressed: true };
    }
    return {
      period: key,
      journeys: row.journeys,
      median: round(row.median),
      q1: round(row.q1),
      q3: round(row.q3),
      suppressed: false,
    };
  });
}

/** Null when no surgery type has this id. */
export async function procedureInsights(db: Db, id: number): Promise<ProcedureInsights | null> {
  const procedure = await findSurgeryType(db, id);
  if (!procedure) return null;
  const journeysOf = journeysOfProcedure(id);
  const curve = await curveRows(db, journeysOf);
  const [outcome = null] = await outcomeRows(db, journeysOf);
  const answersOf = await worthItAndCost(db, journeysOf, journeysOf);
  const journeys = outcome?.journeys ?? 0;
  const rated = outcome?.rated ?? 0;
  const satisfactionShown = isShown(rated) && outcome !== null;
  return {
    procedure,
    journeys,
    curve: curvePoints(curve),
    better: proportion(outcome?.better ?? 0, journeys),
    satisfaction: satisfactionShown
      ? {
          journeys: rated,
          counts: outcome.stars,
          mean: outcome.mean === null ? null : round(outcome.mean),
          suppressed: false,
        }
      : { journeys: null, counts: null, mean: null, suppressed: true },
    ...answersOf(id),
  };
}
