/**
 * The procedure list's counts (migration 0014): after every write that adds, moves or removes a
 * journey's procedure, procedure_journey_counts equals a recount of journey_latest per type, and
 * GET /insights/procedures answers from it; rebuild_procedure_counts() restores it after a bulk load.
 */
import type { ProcedureSummary } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { BACKENDS, json } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { createReview, editReview, postUpdate } from './helpers/writes';

describe.each(BACKENDS)('procedure journey counts (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const author = memberPerSuite(t, 'Counts Author');

  const procedure = (id: number, side = 'left') => ({ id, name: 'x', description: 'x', side });

  /** Stored counts and a recount, each as type → journeys, without zero rows. */
  async function countsAndRecount(): Promise<[Record<number, number>, Record<number, number>]> {
    const db = t.database.db;
    const stored = await sql<{ type_id: number; journeys: number }>`
      SELECT type_id, journeys FROM procedure_journey_counts WHERE journeys <> 0`.execute(db);
    const recount = await sql<{ type_id: number; journeys: number }>`
      SELECT type_id, count(*)::int AS journeys FROM journey_latest GROUP BY type_id`.execute(db);
    const asMap = (rows: { type_id: number; journeys: number }[]) =>
      Object.fromEntries(rows.map((r) => [r.type_id, r.journeys]));
    return [asMap(stored.rows), asMap(recount.rows)];
  }

  async function expectConsistent(expected: Record<number, number>): Promise<void> {
    const [stored, recount] = await countsAndRecount();
    expect(stored).toEqual(recount);
    expect(stored).toEqual(expected);
    const res = await t.app.inject({ method: 'GET', url: '/insights/procedures' });
    expect(res.statusCode).toBe(200);
    const listed = json<ProcedureSummary[]>(res);
    expect(Object.fromEntries(listed.map((p) => [p.procedure.id, p.journeys]))).toEqual(expected);
    expect(listed.map((p) => p.journeys)).toEqual([...listed.map((p) => p.journeys)].sort((a, b) => b - a));
  }

  it('moves with journeys created, given another procedure, updated and deleted', async () => {
    const { knee, hip, acl } = t.fixtures.surgeryTypes;
    await expectConsistent({});

    const first = await createReview(t, author, { procedures: [procedure(knee)] });
    const second = await createReview(t, author, { procedures: [procedure(knee), procedure(hip, 'right')] });
    await expectConsistent({ [knee]: 2, [hip]: 1 });

    // An update rewrites the journey's summaries; its procedures, and so the counts, stay.
    await postUpdate(t.app, author, first.id, { symptom: 6, description: 'Better' });
    await expectConsistent({ [knee]: 2, [hip]: 1 });

    // The same procedure twice counts the journey once.
    const edit = await editReview(t, author, {
      id: first.id,
      procedures: [procedure(acl), procedure(acl, 'right')],
    });
    expect(edit.statusCode).toBe(200);
    await expectConsistent({ [knee]: 1, [hip]: 1, [acl]: 1 });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/review/${second.id}`,
      headers: author.auth,
    });
    expect(removed.statusCode).toBe(204);
    await expectConsistent({ [acl]: 1 });
  });

  it('is rebuilt from the summaries after a load with triggers off', async () => {
    const db = t.database.db;
    await sql`UPDATE procedure_journey_counts SET journeys = journeys + 5`.execute(db);
    await sql`SELECT rebuild_procedure_counts()`.execute(db);
    const [stored, recount] = await countsAndRecount();
    expect(stored).toEqual(recount);
  });
});
