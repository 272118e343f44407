/**
 * A text search that matches more journeys than it counts (SEARCH_COUNT_CAP): the total is the
 * cap, flagged as a lower bound; best match ranks the most recent matches and lists any older
 * ones after them, newest first; every page together holds every match once (docs/product.md §7).
 */
import { SEARCH_COUNT_CAP, type ReviewPage } from '@journeys/shared/domain';
import { CompiledQuery, sql } from 'kysely';
import { BACKENDS, json } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { insertReviews, reviewRow } from './helpers/rows';

/** Journeys past the cap: the oldest ones fall outside the ranked window. */
const OLDER = 12;
const MATCHES = SEARCH_COUNT_CAP + OLDER;
const STRONG = 'Physio, physio and more physio: physio every day';

describe.each(BACKENDS)('a search matching more journeys than it counts (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t, 'Window Owner');
  /** Every matching id, newest first. */
  let newestFirst: number[] = [];
  let strongRecent = 0;
  let strongOld = 0;

  beforeAll(async () => {
    const { states, npis } = t.fixtures;
    // One statement: journey k is k minutes after the first. Journey 3 (outside the window) and
    // journey MATCHES - 5 (inside it) match far better than the rest.
    const journeys = insertReviews(
      {
        user_id: '$1',
        state_id: '$2',
        npi: '$3',
        surgery_date: "DATE '2025-01-01'",
        rating: '4',
        symptom: '5',
        description: `CASE WHEN k IN (3, $4) THEN $5 ELSE 'Physio helped with the knee' END`,
        created_at: "TIMESTAMPTZ '2025-02-01 08:00Z' + k * interval '1 minute'",
      },
      'FROM generate_series(1, $6) k',
    );
    await t.database.db.executeQuery(
      CompiledQuery.raw(journeys, [owner.id, states.ct, npis.doe, MATCHES - 5, STRONG, MATCHES]),
    );
    await t.database.db
      .insertInto('reviews')
      .values(
        reviewRow({
          user_id: owner.id,
          state_id: states.ct,
          npi: npis.doe,
          surgery_date: '2025-01-01',
          rating: 4,
          symptom: 5,
          description: 'Swimming only',
          created_at: new Date('2026-01-01T08:00:00Z'),
        }),
      )
      .execute();
    const { rows } = await sql<{ id: number; description: string }>`
      SELECT id, description FROM reviews WHERE description <> 'Swimming only'
      ORDER BY created_at DESC, id DESC`.execute(t.database.db);
    newestFirst = rows.map((r) => r.id);
    [strongRecent = 0, strongOld = 0] = rows.filter((r) => r.description === STRONG).map((r) => r.id);
  });

  async function page(query: string): Promise<ReviewPage> {
    const res = await t.app.inject({ method: 'GET', url: `/reviews?${query}` });
    expect(res.statusCode).toBe(200);
    return json<ReviewPage>(res);
  }

  async function walk(query: string): Promise<number[]> {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const p: ReviewPage = await page(`${query}&limit=50${cursor ? `&cursor=${cursor}` : ''}`);
      expect(p).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true });
      seen.push(...p.reviews.map((r) => r.id));
      cursor = p.nextCursor;
    } while (cursor !== null);
    return seen;
  }

  it('counts up to the cap and says more match; without text the count stays exact', async () => {
    expect(newestFirst).toHaveLength(MATCHES);
    expect(await page('q=physio')).toMatchObject({ total: SEARCH_COUNT_CAP, totalIsLowerBound: true });
    expect(await page('q=physio&sort=updates')).toMatchObject({
      total: SEARCH_COUNT_CAP,
      totalIsLowerBound: true,
    });
    expect(await page('limit=1')).toMatchObject({ total: MATCHES + 1, totalIsLowerBound: false });
    expect(await page('q=swimming')).toMatchObject({ total: 1, totalIsLowerBound: false });
  });

  it('ranks the most recent matches best first, then lists the older ones newest first, each once', async () => {
    const listed = await walk('q=physio');
    expect(listed).toHaveLength(MATCHES);
    expect(new Set(listed).size).toBe(MATCHES);
    const window = newestFirst.slice(0, SEARCH_COUNT_CAP);
    // The strong match inside the window comes first; the one outside it is not ranked.
    expect(listed[0]).toBe(strongRecent);
    expect(new Set(listed.slice(0, SEARCH_COUNT_CAP))).toEqual(new Set(window));
    expect(listed.slice(SEARCH_COUNT_CAP)).toEqual(newestFirst.slice(SEARCH_COUNT_CAP));
    expect(listed.slice(SEARCH_COUNT_CAP)).toContain(strongOld);
    // Among equal ranks, newest first.
    expect(listed.slice(1, 6)).toEqual(window.filter((id) => id !== strongRecent).slice(0, 5));
  });

  it('pages every other order through every match once, under the same lower-bound total', async () => {
    expect(await walk('q=physio&sort=newest')).toEqual(newestFirst);
    expect(new Set(await walk('q=physio&sort=comments'))).toEqual(new Set(newestFirst));
  });
});
