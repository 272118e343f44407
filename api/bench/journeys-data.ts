/**
 * The community the PostgreSQL benchmarks run on, generated in SQL (bench:insights, bench:seo):
 * 100,000 surgeries and 1,000,000 updates, procedures skewed as in life, 2,000 surgeons, surgery
 * dates over four years, symptom values that improve with time (and for some journeys do not).
 */
import type pg from 'pg';
import { generateDoctors, seedReference } from './generate-data';
import {
  insertCosts,
  insertProcedures,
  insertReviews,
  insertUpdates,
  PROCEDURE_OF_TYPE,
} from '../test/helpers/rows';

export const COUNTS = { surgeons: 2_000, users: 5_000, surgeries: 100_000, updates: 1_000_000 };
export const PHRASES = [
  'Walking a little further each day, physio twice a week.',
  'Swelling down, stairs still hard.',
  'Sleep is better now that the pain at night eased.',
  'Back to work part time, tired by evening.',
  'Driving again; the scar itches.',
  'Setback this week, more swelling after the long walk.',
  'Off the crutches, stairs one at a time.',
];

export const step = (label: string, startedAt: number): void =>
  console.info(`  ${label} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);

/**
 * The community, in SQL. Symptom: 3 at surgery rising towards 3 + lift over ~2 months, lift per
 * journey from −1 (never recovers) to 4, plus noise; clamped to 1–7. Rating follows the symptom,
 * 15 % of reports without one. 'Was it worth it?' follows the symptom too (10 % of first posts and
 * 15 % of updates leave it out); 70 % of journeys say what they paid, by one of five ways of paying,
 * and 1 % of those give an extreme amount (nothing, or hundreds of thousands).
 */
export async function generateJourneys(client: pg.ClientBase, startedAt: number): Promise<void> {
  // Bulk load with triggers (and foreign-key checks) off: 0009-search's and 0012's triggers would
  // rebuild a journey's search document and summaries once per statement per journey; each is
  // built once at the end instead.
  await client.query('SET session_replication_role = replica');
  await seedReference(client);
  await generateDoctors(client, COUNTS.surgeons);
  await client.query('SELECT setseed(0.17)');
  await client.query(
    `INSERT INTO users (username, email, background)
     SELECT 'member_' || g, 'member_' || g || '@example.com', '#e0e0e0' FROM generate_series(1, $1::int) g`,
    [COUNTS.users],
  );
  step(`reference data, ${COUNTS.surgeons.toLocaleString('en-US')} surgeons, members`, startedAt);
  await client.query(`
    CREATE TEMP TABLE bench_types AS
      SELECT row_number() OVER (ORDER BY id) - 1 AS idx, id, name, description FROM surgery_types`);
  // Surgeons specialise: each has a main procedure, skewed (random()^1.6 favours the first
  // types, as a few procedures dominate in life), and now and then operates one of the next two.
  await client.query(`
    CREATE TEMP TABLE bench_surgeons AS
      SELECT row_number() OVER (ORDER BY d.npi) AS idx, d.npi, s.id AS state_id,
             floor(power(random(), 1.6) * (SELECT count(*) FROM bench_types))::int AS main_type
      FROM doctors d JOIN states s ON s.code = d.state_code`);
  // A journey's own traits: surgeon, procedure, surgery date, how much it improves, how many updates.
  await client.query(
    `CREATE TEMP TABLE bench_journeys AS
       SELECT g AS k, s.idx AS surgeon_idx,
              (s.main_type + floor(power(random(), 4) * 3)::int) % (SELECT count(*) FROM bench_types) AS type_idx,
              (current_date - 30 - floor(random() * 1430)::int) AS surgery_date,
              -1 + random() * 5 AS lift,
              floor(random() * 21)::int AS update_count
       FROM (SELECT g, 1 + floor(random() * (SELECT count(*) FROM bench_surgeons))::int AS pick
             FROM generate_series(1, $1::int) g) p
       JOIN bench_surgeons s ON s.idx = p.pick`,
    [COUNTS.surgeries],
  );
  await client.query(
    insertReviews(
      {
        user_id: '1 + (j.k * 7919) % $1::int',
        state_id: 's.state_id',
        npi: 's.npi',
        surgery_date: 'j.surgery_date',
        rating:
          'CASE WHEN random() < 0.15 THEN NULL ELSE least(5, greatest(1, round(2 + j.lift * 0.6 + random() * 1.5)))::int END',
        symptom: 'least(7, greatest(1, round(3 + random() * 1.6 - 0.8)))::int',
        description: '($2::text[])[1 + j.k % cardinality($2::text[])]',
        created_at: 'at',
        worth_it:
          "CASE WHEN random() < 0.1 THEN NULL WHEN j.lift > 2 THEN 'worth_it' WHEN j.lift > 0 THEN 'not_sure' ELSE 'not_worth_it' END",
      },
      `FROM bench_journeys j
       JOIN bench_surgeons s ON s.idx = j.surgeon_idx
       CROSS JOIN LATERAL (SELECT (j.surgery_date + floor(random() * 10)::int)::timestamptz + interval '12 hours' AS at) c
       ORDER BY j.k`,
    ),
    [COUNTS.users, PHRASES],
  );
  step(`${COUNTS.surgeries.toLocaleString('en-US')} surgeries`, startedAt);
  // A third of the journeys name a second procedure.
  await client.query(
    insertProcedures(
      {
        review_id: 'r.id',
        ...PROCEDURE_OF_TYPE,
        side: "(ARRAY['left', 'right', 'bilateral'])[1 + r.id % 3]",
        position: 'pos',
      },
      `FROM reviews r
       JOIN bench_journeys j ON j.k = r.id
       CROSS JOIN LATERAL generate_series(0, CASE WHEN r.id % 3 = 0 THEN 1 ELSE 0 END) pos
       JOIN bench_types t ON t.idx = CASE WHEN pos = 0 THEN j.type_idx
                                          ELSE (j.type_idx + 1 + r.id % 7) % (SELECT count(*) FROM bench_types) END`,
    ),
  );
  step('procedures', startedAt);
  // Update n of a journey falls at a random day within its first 18 months (and before today).
  await client.query(
    insertUpdates(
      {
        review_id: 'r.id',
        rating:
          'CASE WHEN random() < 0.15 THEN NULL ELSE least(5, greatest(1, round(1 + sym * 0.6 + random()))) END',
        symptom: 'sym',
        description: '($1::text[])[1 + (r.id + n) % cardinality($1::text[])]',
        created_at: 'at',
        worth_it:
          "CASE WHEN random() < 0.15 THEN NULL WHEN sym >= 5 THEN 'worth_it' WHEN sym = 4 THEN 'not_sure' ELSE 'not_worth_it' END",
      },
      `FROM reviews r
     JOIN bench_journeys j ON j.k = r.id
     CROSS JOIN LATERAL generate_series(1, j.update_count) n
     CROSS JOIN LATERAL (SELECT 1 + floor(random() * least(540, current_date - j.surgery_date))::int AS day) d
     CROSS JOIN LATERAL (
       SELECT (j.surgery_date + d.day)::timestamptz + interval '12 hours' + n * interval '1 minute' AS at,
              least(7, greatest(1, round(3 + j.lift * (1 - exp(-d.day / 60.0)) + random() * 2 - 1)))::int AS sym
     ) v`,
    ),
    [PHRASES],
  );
  step('updates', startedAt);
  // A journey's amount: lognormal around a figure of its procedure and way of paying.
  await client.query(
    insertCosts(
      {
        review_id: 'r.id',
        amount: `CASE WHEN random() < 0.005 THEN 0 WHEN random() < 0.005 THEN 250000 + floor(random() * 250000)::int
                 ELSE least(500000, round(c.base * exp((random() + random() + random() - 1.5) * 0.9)))::int END`,
        payment: 'c.payment',
        shown: 'random() < 0.3',
      },
      `FROM reviews r
       JOIN bench_journeys j ON j.k = r.id
       CROSS JOIN LATERAL (
         SELECT p.payment, (800 + 300 * (j.type_idx % 9)) * p.factor AS base
         FROM (SELECT random() + 0 * j.k AS pick) x
         CROSS JOIN LATERAL (SELECT * FROM (VALUES
           ('private', 1.0, 0.0, 0.5), ('medicare', 0.6, 0.5, 0.78), ('medicaid', 0.15, 0.78, 0.87),
           ('self_pay', 6.0, 0.87, 0.95), ('other', 1.2, 0.95, 1.01)) v(payment, factor, lo, hi)
           WHERE x.pick >= v.lo AND x.pick < v.hi) p
       ) c
       WHERE random() < 0.7`,
    ),
  );
  step('costs', startedAt);
  // Each derived figure the triggers would have kept, built once over the whole set, still with
  // triggers off: the same statements the migrations' backfills run (0009-search, 0012 as 0024
  // redefined it, 0014).
  await client.query(`UPDATE reviews r SET
    update_count = (SELECT count(*)::int FROM updates u WHERE u.review_id = r.id),
    search_vector = review_search_document(r.id, r.description)`);
  step('search documents and update counts', startedAt);
  await client.query('SELECT rebuild_journey_summaries()');
  await client.query('SELECT rebuild_procedure_counts()');
  step('journey summaries and procedure counts', startedAt);
  await client.query('SET session_replication_role = origin');
  await client.query('VACUUM ANALYZE');
  const { rows } = await client.query<Record<string, string>>(`
    SELECT (SELECT count(*) FROM reviews) AS surgeries, (SELECT count(*) FROM updates) AS updates,
           (SELECT count(*) FROM review_procedures) AS procedures, (SELECT count(*) FROM surgery_costs) AS costs`);
  step(
    `ANALYZE done: ${rows[0]?.surgeries} surgeries, ${rows[0]?.procedures} procedure rows, ${rows[0]?.updates} updates, ${rows[0]?.costs} costs`,
    startedAt,
  );
}
