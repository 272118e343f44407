/**
 * The database's recovery periods agree with RECOVERY_PERIODS. Migration 0012 froze the periods
 * into journey_recovery_period() as SQL, and the summaries the insights read are grouped by it,
 * while the pages label periods from the constant: a change of the constant without a migration
 * that recreates the function (and rebuilds the summaries) would label one period's figures with
 * another's words.
 */
import { RECOVERY_PERIODS, recoveryPeriodOf } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { BACKENDS } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';

/** Each period's first and last day, the day before the first, and a day far past the last. */
const DAYS = [-1, ...RECOVERY_PERIODS.flatMap((p) => [p.fromDay, p.toDay ?? p.fromDay + 10_000])];

describe.each(BACKENDS)('journey_recovery_period (%s)', (backend) => {
  const t = testAppPerSuite(backend);

  it('puts every day in the period RECOVERY_PERIODS gives it, and a day before the surgery in none', async () => {
    const { rows } = await sql<{ day: number; period: number | null }>`
      SELECT day, journey_recovery_period(day) AS period
      FROM unnest(${DAYS}::int[]) AS day ORDER BY day`.execute(t.database.db);
    const expected = [...DAYS]
      .sort((a, b) => a - b)
      .map((day) => {
        const period = recoveryPeriodOf(day);
        return { day, period: period ? RECOVERY_PERIODS.indexOf(period) : null };
      });
    expect(rows).toEqual(expected);
  });
});
