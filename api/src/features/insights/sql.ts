/**
 * The SQL the insight services share (docs/architecture.md §4, "Recovery insights"). A journey
 * is a surgery; its observations are the surgery itself and each update, each at its created_at,
 * dated in days since the surgery date. Per-journey summaries of those (migration 0012) are what
 * these statements read, one row per journey and surgery type. The statements take the journeys
 * as a condition on those rows, so one procedure, a surgeon's procedures and several procedures
 * at once are the same SQL. Aggregates (percentiles, counts, mean and spread of the stars) are
 * computed here; suppression and intervals are insights-figures.ts.
 */
import { RATING_MAX, RATING_MIN, RECOVERY_PERIODS, type RecoveryPeriodKey } from '@journeys/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/db-types';

/** Symptom values above this are better than before surgery: 4 is 'About the same' (symptom.ts). */
export const SAME_AS_BEFORE = 4;

/**
 * Which journeys' summaries a statement reads: a condition on the summary row `s` (its type_id
 * and review_id, migration 0012), so a procedure's figures are a primary-key range.
 */
export type JourneysQuery = RawBuilder<unknown>;

/** The journeys having procedure `typeId` (any of their procedure rows), optionally but one. */
export function journeysOfProcedure(typeId: number, except?: number): JourneysQuery {
  const others = except === undefined ? sql`` : sql`AND s.review_id <> ${except}`;
  return sql`s.type_id = ${typeId} ${others}`;
}

/** The journeys having any of `typeIds`. */
export function journeysOfProcedures(typeIds: readonly number[]): JourneysQuery {
  return sql`s.type_id IN (${sql.join(typeIds)})`;
}

/** A surgeon's journeys, once per procedure with a surgery type. */
export function journeysOfSurgeon(npi: string): JourneysQuery {
  return sql`s.review_id IN (SELECT r.id FROM reviews r WHERE r.npi = ${npi})`;
}

/**
 * Per procedure and period: how many journeys have observations in the period, and median and
 * quartiles of each one's last observation there (journey_period_points, kept by the triggers of
 * migration 0012). percentile_cont interpolates, as the page says.
 */
export async function curveRows(db: Db, journeys: JourneysQuery, onlyPeriod?: number): Promise<CurveRow[]> {
  const only = onlyPeriod === undefined ? sql`` : sql`AND s.period = ${sql.lit(onlyPeriod)}`;
  const { rows } = await sql<Omit<CurveRow, 'period'> & { period: number }>`
    SELECT s.type_id, s.period, count(*)::int AS journeys,
           percentile_cont(0.5) WITHIN GROUP (ORDER BY s.symptom) AS median,
           percentile_cont(0.25) WITHIN GROUP (ORDER BY s.symptom) AS q1,
           percentile_cont(0.75) WITHIN GROUP (ORDER BY s.symptom) AS q3
    FROM journey_period_points s WHERE ${journeys} ${only}
    GROUP BY s.type_id, s.period`.execute(db);
  return rows.map((row) => ({
    ...row,
    period: (RECOVERY_PERIODS[row.period] as (typeof RECOVERY_PERIODS)[number]).key,
  }));
}

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/**
 * Per procedure: journeys, how many whose latest observation is better than before, and the stars
 * of each journey's latest rating (count, mean, sample deviation, how many of each star), from
 * journey_latest (migration 0012).
 */
export async function outcomeRows(db: Db, journeys: JourneysQuery): Promise<OutcomeRow[]> {
  const { rows } = await sql<OutcomeRow>`
    SELECT s.type_id, count(*)::int AS journeys,
           (count(*) FILTER (WHERE s.symptom > ${sql.lit(SAME_AS_BEFORE)}))::int AS better,
           count(s.rating)::int AS rated,
           avg(s.rating)::float8 AS mean,
           stddev_samp(s.rating)::float8 AS sd,
           json_build_array(${sql.join(STARS.map((star) => sql`(count(*) FILTER (WHERE s.rating = ${sql.lit(star)}))::int`))}) AS stars
    FROM journey_latest s WHERE ${journeys} GROUP BY s.type_id`.execute(db);
  return rows;
}

export interface CurveRow {
  type_id: number;
  period: RecoveryPeriodKey;
  journeys: number;
  median: number;
  q1: number;
  q3: number;
}

export interface OutcomeRow {
  type_id: number;
  journeys: number;
  better: number;
  rated: number;
  mean: number | null;
  sd: number | null;
  /** Journeys whose latest rating is 1, 2, 3, 4, 5 stars. */
  stars: [number, number, number, number, number];
}
