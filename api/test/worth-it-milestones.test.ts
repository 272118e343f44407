/**
 * The database's 'Worth it' milestones agree with WORTH_IT_MILESTONES. Migration 0024 froze them
 * into journey_worth_it_milestones() as SQL, and the summaries the insight pages read are built
 * from it, while the pages label each point by the constant's months: a change of the constant
 * without a migration that recreates the function (and rebuilds the summaries) would put one
 * milestone's figures under another's words.
 */
import { RECOVERY_PERIODS, WORTH_IT_MILESTONES } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { BACKENDS } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';

describe.each(BACKENDS)('journey_worth_it_milestones (%s)', (backend) => {
  const t = testAppPerSuite(backend);

  it('holds the months and days of WORTH_IT_MILESTONES, each the last day of a recovery period', async () => {
    const { rows } = await sql<{ months: number; day: number }>`
      SELECT months, day FROM journey_worth_it_milestones() ORDER BY months`.execute(t.database.db);
    expect(rows).toEqual(WORTH_IT_MILESTONES.map(({ months, day }) => ({ months, day })));
    const periodEnds = RECOVERY_PERIODS.map((p) => p.toDay);
    for (const { day } of WORTH_IT_MILESTONES) expect(periodEnds).toContain(day);
  });
});
