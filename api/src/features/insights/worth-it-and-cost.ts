/**
 * 'Was it worth it?' at 3, 6 and 12 months and what members paid, per procedure, from the
 * summaries of migration 0024 (journey_worth_it, journey_costs), which follow the same journeys
 * and moderation visibility as the curves (docs/architecture.md §4). Each figure under
 * MIN_JOURNEYS_SHOWN journeys is withheld, as every figure is.
 */
import {
  COST_TRIM_MIN_AMOUNTS,
  PAYMENT_METHODS,
  WORTH_IT_MILESTONES,
  type CostFigures,
  type PaymentMethod,
  type WorthItPoint,
} from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { isShown, proportion, round } from './figures';
import type { JourneysQuery } from './sql';

export interface WorthItRow {
  type_id: number;
  months: number;
  journeys: number;
  worth_it: number;
}

export interface CostRow {
  type_id: number;
  payment: PaymentMethod;
  /** Amounts counted in the figures. */
  journeys: number;
  /** Amounts kept but left out as extreme. */
  trimmed: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
}

/**
 * Per procedure and milestone: the journeys that had answered by the milestone's day and whose
 * surgery is that long ago, and how many of those said 'Worth it'. A journey not yet at 12 months
 * is not counted at 12 months: its answer by then is still to come.
 */
export async function worthItRows(db: Db, journeys: JourneysQuery): Promise<WorthItRow[]> {
  const { rows } = await sql<WorthItRow>`
    SELECT s.type_id, s.months, count(*)::int AS journeys,
           (count(*) FILTER (WHERE s.answer = 'worth_it'))::int AS worth_it
    FROM journey_worth_it s WHERE ${journeys} AND s.reached_on <= current_date
    GROUP BY s.type_id, s.months`.execute(db);
  return rows;
}

/**
 * Per procedure and way of paying: median and quartiles of the amounts (interpolated, as the
 * curves are). Once a procedure has COST_TRIM_MIN_AMOUNTS amounts or more, those outside its
 * 1st–99th percentile are left out and counted as trimmed; the percentiles are the procedure's
 * over `procedures` (every surgeon), whichever journeys `journeys` picks.
 */
export async function costRows(
  db: Db,
  journeys: JourneysQuery,
  procedures: JourneysQuery,
): Promise<CostRow[]> {
  const quartile = (p: number) =>
    sql`percentile_cont(${sql.lit(p)}) WITHIN GROUP (ORDER BY c.amount) FILTER (WHERE c.kept)`;
  const { rows } = await sql<CostRow>`
    WITH bounds AS (
      SELECT s.type_id, count(*) AS n,
             percentile_cont(0.01) WITHIN GROUP (ORDER BY s.amount) AS lo,
             percentile_cont(0.99) WITHIN GROUP (ORDER BY s.amount) AS hi
      FROM journey_costs s WHERE ${procedures} GROUP BY s.type_id
    ), c AS (
      SELECT s.type_id, s.payment, s.amount,
             (b.n < ${sql.lit(COST_TRIM_MIN_AMOUNTS)} OR s.amount BETWEEN b.lo AND b.hi) AS kept
      FROM journey_costs s JOIN bounds b ON b.type_id = s.type_id WHERE ${journeys}
    )
    SELECT c.type_id, c.payment,
           (count(*) FILTER (WHERE c.kept))::int AS journeys,
           (count(*) FILTER (WHERE NOT c.kept))::int AS trimmed,
           ${quartile(0.5)} AS median, ${quartile(0.25)} AS q1, ${quartile(0.75)} AS q3
    FROM c GROUP BY c.type_id, c.payment`.execute(db);
  return rows;
}

/** One point per milestone, in order: the share that said 'Worth it' with its Wilson interval. */
export function worthItPoints(rows: readonly Omit<WorthItRow, 'type_id'>[]): WorthItPoint[] {
  return WORTH_IT_MILESTONES.map(({ months }) => {
    const row = rows.find((r) => r.months === months);
    return { months, ...proportion(row?.worth_it ?? 0, row?.journeys ?? 0) };
  });
}

/** One entry per way of paying, in PAYMENT_METHODS order, and how many amounts were left out. */
export function costFigures(rows: readonly Omit<CostRow, 'type_id'>[]): CostFigures {
  const payments = PAYMENT_METHODS.map((payment) => {
    const row = rows.find((r) => r.payment === payment);
    if (!row || !isShown(row.journeys) || row.median === null || row.q1 === null || row.q3 === null) {
      return { payment, journeys: null, median: null, q1: null, q3: null, suppressed: true };
    }
    return {
      payment,
      journeys: row.journeys,
      median: round(row.median),
      q1: round(row.q1),
      q3: round(row.q3),
      suppressed: false,
    };
  });
  // Only among the figures shown: a count from a way of paying under 11 journeys would tell
  // something about those few members.
  const shownRows = rows.filter((row) => payments.some((p) => p.payment === row.payment && !p.suppressed));
  return { payments, trimmed: shownRows.reduce((sum, row) => sum + row.trimmed, 0) };
}

export interface WorthItAndCost {
  worthIt: WorthItPoint[];
  cost: CostFigures;
}

/**
 * Both figures for each procedure of `journeys`, keyed by surgery type id; `procedures` are the
 * journeys whose amounts set each procedure's trimming bounds. A procedure without answers or
 * amounts gets its figures withheld.
 */
export async function worthItAndCost(
  db: Db,
  journeys: JourneysQuery,
  procedures: JourneysQuery,
): Promise<(typeId: number) => WorthItAndCost> {
  const [answers, costs] = await Promise.all([worthItRows(db, journeys), costRows(db, journeys, procedures)]);
  return (typeId) => ({
    worthIt: worthItPoints(answers.filter((r) => r.type_id === typeId)),
    cost: costFigures(costs.filter((r) => r.type_id === typeId)),
  });
}
