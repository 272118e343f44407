import { sql, type Kysely } from 'kysely';

/**
 * Per-journey summaries for the recovery insights. Reading every observation of every
 * journey of a procedure on each call cost seconds at 100,000 journeys; the figures only need,
 * per journey, its last observation in each recovery period and its latest symptom and rating.
 * The database keeps those current:
 * - journey_period_points: per procedure (surgery type) of a journey and period it has
 *   observations in, the symptom of its last observation in that period (the surgery itself or an
 *   update; at a tie of timestamps the surgery first, then updates by id);
 * - journey_latest: per procedure of a journey, its latest symptom and latest non-null rating.
 * Statement triggers on reviews, updates and review_procedures recompute the journeys a statement touched, once per
 * statement, after locking their surgery rows as 0009-search does. journey_recovery_period()
 * holds the periods of RECOVERY_PERIODS (shared/src/domain/recovery-periods.ts) as they were when
 * this migration was written, frozen as SQL like the rest of it: a change of the periods needs a
 * migration that recreates that function and calls rebuild_journey_summaries()
 * (test/recovery-periods.test.ts fails until one does).
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE FUNCTION journey_recovery_period(days integer) RETURNS smallint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      SELECT (CASE WHEN $1 BETWEEN 0 AND 14 THEN 0 WHEN $1 BETWEEN 15 AND 42 THEN 1 WHEN $1 BETWEEN 43 AND 91 THEN 2 WHEN $1 BETWEEN 92 AND 182 THEN 3 WHEN $1 BETWEEN 183 AND 365 THEN 4 WHEN $1 >= 366 THEN 5 END)::smallint
    $$`.execute(db);

  // Every observation of every journey, dated in whole UTC days since the surgery date. A filter
  // on review_id reaches both branches, so one journey's observations are index probes.
  await sql`CREATE VIEW journey_observations AS
    SELECT r.id AS review_id, r.created_at AS at, 0 AS seq, r.symptom, r.rating,
           journey_recovery_period((r.created_at AT TIME ZONE 'UTC')::date - r.surgery_date) AS period
    FROM reviews r
    UNION ALL
    SELECT u.review_id, u.created_at, u.id, u.symptom, u.rating,
           journey_recovery_period((u.created_at AT TIME ZONE 'UTC')::date - r.surgery_date)
    FROM updates u JOIN reviews r ON r.id = u.review_id`.execute(db);

  // One row per procedure (surgery type) of the journey: a procedure's figures are then one range
  // of the primary key, read by index only (INCLUDE), with no join over its journeys.
  await sql`CREATE TABLE journey_period_points (
    type_id integer NOT NULL,
    period smallint NOT NULL,
    review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
    symptom smallint NOT NULL,
    PRIMARY KEY (type_id, period, review_id) INCLUDE (symptom)
  )`.execute(db);
  await sql`CREATE INDEX journey_period_points_review_idx ON journey_period_points (review_id)`.execute(db);
  await sql`CREATE TABLE journey_latest (
    type_id integer NOT NULL,
    review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
    symptom smallint NOT NULL,
    rating smallint,
    PRIMARY KEY (type_id, review_id) INCLUDE (symptom, rating)
  )`.execute(db);
  await sql`CREATE INDEX journey_latest_review_idx ON journey_latest (review_id)`.execute(db);

  // Each journey's procedures with a surgery type, once per type.
  await sql`CREATE VIEW journey_types AS
    SELECT DISTINCT review_id, surgery_type_id AS type_id FROM review_procedures
    WHERE surgery_type_id IS NOT NULL`.execute(db);

  await sql`CREATE FUNCTION refresh_journey_summaries(ids integer[]) RETURNS void
    LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM journey_period_points WHERE review_id = ANY (ids);
      DELETE FROM journey_latest WHERE review_id = ANY (ids);
      INSERT INTO journey_period_points (type_id, period, review_id, symptom)
      SELECT t.type_id, p.period, p.review_id, p.symptom
      FROM (SELECT DISTINCT ON (o.review_id, o.period) o.review_id, o.period, o.symptom
            FROM journey_observations o
            WHERE o.review_id = ANY (ids) AND o.period IS NOT NULL
            ORDER BY o.review_id, o.period, o.at DESC, o.seq DESC) p
      JOIN journey_types t ON t.review_id = p.review_id;
      INSERT INTO journey_latest (type_id, review_id, symptom, rating)
      SELECT t.type_id, r.id,
             (SELECT o.symptom FROM journey_observations o WHERE o.review_id = r.id
              ORDER BY o.at DESC, o.seq DESC LIMIT 1),
             (SELECT o.rating FROM journey_observations o WHERE o.review_id = r.id AND o.rating IS NOT NULL
              ORDER BY o.at DESC, o.seq DESC LIMIT 1)
      FROM reviews r JOIN journey_types t ON t.review_id = r.id WHERE r.id = ANY (ids);
    END $$`.execute(db);

  // The whole set at once (the backfill below, and after a bulk load with triggers off): one
  // sort over all observations instead of one probe per journey.
  await sql`CREATE FUNCTION rebuild_journey_summaries() RETURNS void LANGUAGE plpgsql AS $$
    BEGIN
      DELETE FROM journey_period_points;
      DELETE FROM journey_latest;
      INSERT INTO journey_period_points (type_id, period, review_id, symptom)
      SELECT t.type_id, p.period, p.review_id, p.symptom
      FROM (SELECT DISTINCT ON (o.review_id, o.period) o.review_id, o.period, o.symptom
            FROM journey_observations o WHERE o.period IS NOT NULL
            ORDER BY o.review_id, o.period, o.at DESC, o.seq DESC) p
      JOIN journey_types t ON t.review_id = p.review_id;
      INSERT INTO journey_latest (type_id, review_id, symptom, rating)
      SELECT t.type_id, s.review_id, s.symptom, r.rating
      FROM (SELECT DISTINCT ON (o.review_id) o.review_id, o.symptom FROM journey_observations o
            ORDER BY o.review_id, o.at DESC, o.seq DESC) s
      JOIN journey_types t ON t.review_id = s.review_id
      LEFT JOIN (SELECT DISTINCT ON (o.review_id) o.review_id, o.rating FROM journey_observations o
                 WHERE o.rating IS NOT NULL ORDER BY o.review_id, o.at DESC, o.seq DESC) r
        ON r.review_id = s.review_id;
    END $$`.execute(db);

  await sql`CREATE FUNCTION journey_summaries_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ids integer[];
    BEGIN
      IF TG_TABLE_NAME = 'reviews' THEN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(id) INTO ids FROM new_rows;
        ELSE
          -- Only these columns move a summary: a new description or a count leaves them alone.
          SELECT array_agg(n.id) INTO ids
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.symptom IS DISTINCT FROM n.symptom OR o.rating IS DISTINCT FROM n.rating
             OR o.created_at IS DISTINCT FROM n.created_at OR o.surgery_date IS DISTINCT FROM n.surgery_date;
        END IF;
      ELSIF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT review_id) INTO ids FROM new_rows;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT review_id) INTO ids FROM old_rows;
      ELSIF TG_TABLE_NAME = 'review_procedures' THEN
        SELECT array_agg(DISTINCT v.review_id) INTO ids
        FROM old_rows o JOIN new_rows n ON n.id = o.id,
             LATERAL (VALUES (o.review_id), (n.review_id)) AS v(review_id)
        WHERE o.review_id <> n.review_id OR o.surgery_type_id IS DISTINCT FROM n.surgery_type_id;
      ELSE
        SELECT array_agg(DISTINCT v.review_id) INTO ids
        FROM old_rows o JOIN new_rows n ON n.id = o.id,
             LATERAL (VALUES (o.review_id), (n.review_id)) AS v(review_id)
        WHERE o.review_id <> n.review_id OR o.symptom IS DISTINCT FROM n.symptom
           OR o.rating IS DISTINCT FROM n.rating OR o.created_at IS DISTINCT FROM n.created_at;
      END IF;
      IF ids IS NULL THEN
        RETURN NULL;
      END IF;
      -- As in 0009-search: a concurrent writer on the same journey waits here until the other
      -- commits, and the recount below then sees both writes (a fresh snapshot per statement).
      PERFORM 1 FROM reviews WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
      PERFORM refresh_journey_summaries(ids);
      RETURN NULL;
    END $$`.execute(db);

  // Transition tables allow one event per trigger, and no column list: hence the filter above.
  for (const table of ['reviews', 'updates', 'review_procedures']) {
    const target = sql.table(table);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_journey_summaries_ins`)} AFTER INSERT ON ${target}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_summaries_on_write()`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.raw(`${table}_journey_summaries_upd`)} AFTER UPDATE ON ${target}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION journey_summaries_on_write()`.execute(db);
  }
  // A deleted surgery's summaries go by ON DELETE CASCADE; a deleted update or procedure moves its journey's.
  for (const table of ['updates', 'review_procedures']) {
    await sql`CREATE TRIGGER ${sql.raw(`${table}_journey_summaries_del`)} AFTER DELETE ON ${sql.table(table)}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION journey_summaries_on_write()`.execute(
      db,
    );
  }

  await sql`SELECT rebuild_journey_summaries()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reviews', 'updates', 'review_procedures']) {
    for (const op of ['ins', 'upd', 'del']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_journey_summaries_${op}`)} ON ${sql.table(table)}`.execute(
        db,
      );
    }
  }
  await sql`DROP FUNCTION IF EXISTS journey_summaries_on_write()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS rebuild_journey_summaries()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS refresh_journey_summaries(integer[])`.execute(db);
  await sql`DROP TABLE IF EXISTS journey_latest`.execute(db);
  await sql`DROP TABLE IF EXISTS journey_period_points`.execute(db);
  await sql`DROP VIEW IF EXISTS journey_types`.execute(db);
  await sql`DROP VIEW IF EXISTS journey_observations`.execute(db);
  await sql`DROP FUNCTION IF EXISTS journey_recovery_period(integer)`.execute(db);
}
