/**
 * "Am I on track?": a journey's latest symptom value next to the median of the other journeys
 * with its procedure in the same recovery period.
 */
import { RECOVERY_PERIODS, recoveryPeriodOf, type OnTrack } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { curvePoints } from './procedures';
import { curveRows, journeysOfProcedure } from './sql';

const NOT_SHOWN: OnTrack['others'] = { journeys: null, median: null, suppressed: true };
const DAYS_PER_WEEK = 7;

/** Null when no surgery has this id. */
export async function onTrack(db: Db, reviewId: number): Promise<OnTrack | null> {
  const { rows } = await sql<{ symptom: number; days: number }>`
    SELECT o.symptom, ((o.at AT TIME ZONE 'UTC')::date - r.surgery_date) AS days
    FROM reviews r CROSS JOIN LATERAL (
      SELECT r.created_at AS at, 0 AS seq, r.symptom
      UNION ALL
      SELECT u.created_at, u.id, u.symptom FROM updates u
      WHERE u.review_id = r.id AND u.moderation_status IS NULL
    ) o
    WHERE r.id = ${reviewId} AND r.moderation_status IS NULL
    ORDER BY o.at DESC, o.seq DESC
    LIMIT 1`.execute(db);
  const latest = rows[0];
  if (!latest) return null;

  const procedure =
    (await db
      .selectFrom('review_procedures as rp')
      .innerJoin('surgery_types as t', 't.id', 'rp.surgery_type_id')
      .select(['t.id', 't.name', 't.description'])
      .where('rp.review_id', '=', reviewId)
      .orderBy('rp.position')
      .orderBy('rp.id')
      .limit(1)
      .executeTakeFirst()) ?? null;
  const days = Number(latest.days);
  const period = recoveryPeriodOf(days)?.key ?? null;

  let others = NOT_SHOWN;
  if (procedure && period) {
    const index = RECOVERY_PERIODS.findIndex((p) => p.key === period);
    const rows = await curveRows(db, journeysOfProcedure(procedure.id, reviewId), index);
    const point = curvePoints(rows).find((p) => p.period === period);
    others =
      point?.suppressed === false
        ? { journeys: point.journeys, median: point.median, suppressed: false }
        : NOT_SHOWN;
  }
  return {
    reviewId,
    procedure,
    period,
    weeksSinceSurgery: days >= 0 ? Math.floor(days / DAYS_PER_WEEK) : null,
    yours: latest.symptom,
    others,
  };
}
