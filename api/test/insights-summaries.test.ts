/**
 * The per-journey summaries the insights read (migration 0012): every write that can move a
 * journey's last observation per period, its latest symptom, its latest rating or its procedure
 * moves the stored summary with it, and two writers on one journey at once leave the summary of both writes. Also
 * the comment count 0009-search keeps beside them, now moved by increments.
 *
 * Days are counted from the surgery date on the UTC calendar; period 0 is days 0–14, period 1
 * days 15–42 (RECOVERY_PERIODS).
 */
import pg from 'pg';
import { BACKENDS } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { commentRow, insertUpdates, procedureRow, reviewRow, updateRow } from './helpers/rows';

const SURGERY_DATE = '2025-01-01';
const DAY_MS = 86_400_000;
const noonAfter = (date: string, day: number): Date =>
  new Date(Date.parse(`${date}T12:00:00Z`) + day * DAY_MS);

interface Summary {
  points: [number, number][];
  latest: { symptom: number; rating: number | null } | null;
}

describe.each(BACKENDS)('journey summaries (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const author = memberPerSuite(t);

  async function summaryOf(reviewId: number): Promise<Summary> {
    const db = t.database.db;
    const points = await db
      .selectFrom('journey_period_points')
      .select(['period', 'symptom'])
      .where('review_id', '=', reviewId)
      .orderBy('period')
      .execute();
    const latest = await db
      .selectFrom('journey_latest')
      .select(['symptom', 'rating'])
      .where('review_id', '=', reviewId)
      .executeTakeFirst();
    return { points: points.map((p) => [p.period, p.symptom]), latest: latest ?? null };
  }

  async function insertJourney(): Promise<number> {
    const at = noonAfter(SURGERY_DATE, 4);
    const { id } = await t.database.db
      .insertInto('reviews')
      .values(
        reviewRow({
          user_id: author.id,
          state_id: t.fixtures.states.ct,
          npi: t.fixtures.npis.doe,
          surgery_date: SURGERY_DATE,
          rating: 2,
          symptom: 3,
          description: 'Summary journey',
          created_at: at,
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('review_procedures')
      .values(procedureRow({ review_id: id, surgery_type_id: t.fixtures.surgeryTypes.hip }))
      .execute();
    return id;
  }

  /** The surgery types a journey's summaries are filed under. */
  async function typesOf(reviewId: number): Promise<number[]> {
    const rows = await t.database.db
      .selectFrom('journey_latest')
      .select('type_id')
      .where('review_id', '=', reviewId)
      .orderBy('type_id')
      .execute();
    return rows.map((r) => r.type_id);
  }

  async function insertUpdate(reviewId: number, day: number, symptom: number, rating: number | null) {
    return t.database.db
      .insertInto('updates')
      .values(updateRow({ review_id: reviewId, symptom, rating, created_at: noonAfter(SURGERY_DATE, day) }))
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('moves with an update inserted, edited, re-dated and deleted, and with the surgery date', async () => {
    const db = t.database.db;
    const id = await insertJourney();
    expect(await summaryOf(id)).toEqual({ points: [[0, 3]], latest: { symptom: 3, rating: 2 } });

    // An unrated update at day 30: a second period, the latest symptom, the rating stays the surgery's.
    const update = await insertUpdate(id, 30, 6, null);
    expect(await summaryOf(id)).toEqual({
      points: [
        [0, 3],
        [1, 6],
      ],
      latest: { symptom: 6, rating: 2 },
    });

    await db.updateTable('updates').set({ symptom: 7, rating: 4 }).where('id', '=', update.id).execute();
    expect(await summaryOf(id)).toEqual({
      points: [
        [0, 3],
        [1, 7],
      ],
      latest: { symptom: 7, rating: 4 },
    });

    // Re-dated to day 10: now the last observation of the first period, after the surgery's own.
    await db
      .updateTable('updates')
      .set({ created_at: noonAfter(SURGERY_DATE, 10) })
      .where('id', '=', update.id)
      .execute();
    expect(await summaryOf(id)).toEqual({ points: [[0, 7]], latest: { symptom: 7, rating: 4 } });

    await db.deleteFrom('updates').where('id', '=', update.id).execute();
    expect(await summaryOf(id)).toEqual({ points: [[0, 3]], latest: { symptom: 3, rating: 2 } });

    // A surgery date 20 days earlier puts the surgery's own report at day 24.
    await db.updateTable('reviews').set({ surgery_date: '2024-12-12' }).where('id', '=', id).execute();
    expect(await summaryOf(id)).toEqual({ points: [[1, 3]], latest: { symptom: 3, rating: 2 } });

    await db.updateTable('reviews').set({ symptom: 5, rating: null }).where('id', '=', id).execute();
    expect(await summaryOf(id)).toEqual({ points: [[1, 5]], latest: { symptom: 5, rating: null } });

    // The summaries follow the journey's procedure to its new surgery type.
    const { hip, knee } = t.fixtures.surgeryTypes;
    expect(await typesOf(id)).toEqual([hip]);
    await db
      .updateTable('review_procedures')
      .set({ surgery_type_id: knee })
      .where('review_id', '=', id)
      .execute();
    expect(await typesOf(id)).toEqual([knee]);
    expect(await summaryOf(id)).toEqual({ points: [[1, 5]], latest: { symptom: 5, rating: null } });

    await db.deleteFrom('reviews').where('id', '=', id).execute();
    expect(await summaryOf(id)).toEqual({ points: [], latest: null });
  });

  // The comment count of 0009-search moves by increments: it must still equal a recount after
  // multi-row inserts, a soft delete and its undoing, a move to another surgery and deletes.
  it('keeps each surgery comment count equal to a recount of its live comments', async () => {
    const db = t.database.db;
    const [a, b] = [await insertJourney(), await insertJourney()];
    const counts = async () => {
      const rows = await db
        .selectFrom('reviews as r')
        .select((eb) => [
          'r.comment_count',
          eb
            .selectFrom('comments as c')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('c.review_id', '=', 'r.id')
            .where('c.deleted_at', 'is', null)
            .as('live'),
        ])
        .where('r.id', 'in', [a, b])
        .orderBy('r.id')
        .execute();
      return rows.map((r) => [r.comment_count, Number(r.live)]);
    };
    const comment = (reviewId: number) => commentRow({ review_id: reviewId, user_id: author.id });
    const inserted = await db
      .insertInto('comments')
      .values([comment(a), comment(a), comment(b)])
      .returning('id')
      .execute();
    expect(await counts()).toEqual([
      [2, 2],
      [1, 1],
    ]);
    const [first, second] = inserted.map((c) => c.id) as [number, number];
    await db.updateTable('comments').set({ deleted_at: new Date() }).where('id', '=', first).execute();
    await db.updateTable('comments').set({ read: true }).where('id', '=', second).execute();
    expect(await counts()).toEqual([
      [1, 1],
      [1, 1],
    ]);
    await db
      .updateTable('comments')
      .set({ deleted_at: null, review_id: b })
      .where('id', '=', first)
      .execute();
    expect(await counts()).toEqual([
      [1, 1],
      [2, 2],
    ]);
    await db.deleteFrom('comments').where('review_id', 'in', [a, b]).execute();
    expect(await counts()).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  if (backend === 'postgres') {
    it('keeps both of two concurrent writers on one journey', async () => {
      const id = await insertJourney();
      const first = new pg.Client({ connectionString: t.databaseUrl as string });
      const second = new pg.Client({ connectionString: t.databaseUrl as string });
      await first.connect();
      await second.connect();
      try {
        const insert = (client: pg.Client, day: number, symptom: number) =>
          client.query(insertUpdates({ review_id: '$1', symptom: '$2', created_at: '$3' }), [
            id,
            symptom,
            noonAfter(SURGERY_DATE, day),
          ]);
        await first.query('BEGIN');
        await second.query('BEGIN');
        // The later report goes first; the earlier one, written meanwhile, must not win.
        await insert(first, 31, 2);
        const pending = insert(second, 30, 6);
        // Wait until the second writer is blocked on the journey's row lock.
        for (let waited = 0; waited < 100; waited += 1) {
          const { rows } = await first.query<{ n: string }>(
            "SELECT count(*) AS n FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
          );
          if (Number(rows[0]?.n) > 0) break;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        await first.query('COMMIT');
        await pending;
        await second.query('COMMIT');
      } finally {
        await first.end();
        await second.end();
      }
      expect(await summaryOf(id)).toEqual({
        points: [
          [0, 3],
          [1, 2],
        ],
        latest: { symptom: 2, rating: 2 },
      });
    });
  }
});
