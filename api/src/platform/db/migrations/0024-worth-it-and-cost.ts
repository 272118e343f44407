import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * 'Was it worth it?' and what a surgery cost (docs/architecture.md §4, "How the figures are stored").
 *
 * - `reviews.worth_it` and `updates.worth_it`: the answer given with the surgery and with each
 *   update ('worth_it', 'not_sure', 'not_worth_it'), so every answer has a date.
 * - `surgery_costs`: the amount paid out of pocket (whole dollars, 0 to 500,000), how it was paid,
 *   and whether the owner shows it. A table of its own, not columns of `reviews`: the feed reads
 *   `reviews` whole, and money must never ride along where it is not asked for.
 * - `reviews.latest_worth_it`: the latest answer among the surgery and its visible updates, the
 *   column the feed's 'Worth it' filter reads (indexed with the newest order).
 * - Two summaries beside those of 0012, filled by the same functions, under the same triggers and
 *   the same moderation visibility (journey_types and journey_observations of 0016):
 *   journey_worth_it holds, per procedure, milestone and journey, the latest answer given by the
 *   milestone's day and the date the journey reaches it; journey_costs holds, per procedure,
 *   payment and journey, the amount. A procedure's figures are one range of a primary key.
 * - The milestones (3, 6 and 12 months: days 91, 182 and 365 after the surgery date) are
 *   WORTH_IT_MILESTONES (shared/src/domain/worth-it.ts) as they are today, written out in
 *   journey_worth_it_milestones(); test/worth-it-milestones.test.ts holds the two together.
 *
 * No answer or cost exists before this migration, so the new summaries start empty and nothing
 * needs rebuilding. A bulk load with triggers off still runs rebuild_journey_summaries().
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

const ANSWER_CHECK = sql.raw("IN ('worth_it', 'not_sure', 'not_worth_it')");

export async function up(db: AnyDb): Promise<void> {
  await sql`ALTER TABLE reviews
    ADD COLUMN worth_it text CONSTRAINT reviews_worth_it_check CHECK (worth_it ${ANSWER_CHECK}),
    ADD COLUMN latest_worth_it text
      CONSTRAINT reviews_latest_worth_it_check CHECK (latest_worth_it ${ANSWER_CHECK})`.execute(db);
  await sql`ALTER TABLE updates
    ADD COLUMN worth_it text CONSTRAINT updates_worth_it_check CHECK (worth_it ${ANSWER_CHECK})`.execute(db);
  // The filter's page and its count read this index alone: who may see a row is in it too.
  await sql`CREATE INDEX reviews_worth_it_feed_idx ON reviews (latest_worth_it, created_at DESC, id DESC)
    INCLUDE (moderation_status, user_id) WHERE latest_worth_it IS NOT NULL`.execute(db);

  await sql`CREATE TABLE surgery_costs (
    review_id integer PRIMARY KEY REFERENCES reviews (id) ON DELETE CASCADE,
    amount integer NOT NULL CONSTRAINT surgery_costs_amount_check CHECK (amount BETWEEN 0 AND 500000),
    payment text NOT NULL CONSTRAINT surgery_costs_payment_check
      CHECK (payment IN ('private', 'medicare', 'medicaid', 'self_pay', 'other')),
    shown boolean NOT NULL DEFAULT false
  )`.execute(db);

  await sql`CREATE FUNCTION journey_worth_it_milestones() RETURNS TABLE (months smallint, day integer)
    LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
      VALUES (3::smallint, 91), (6::smallint, 182), (12::smallint, 365)
    $$`.execute(db);

  // 0016's view with two columns more, at the end (CREATE OR REPLACE VIEW may only append).
  await sql`CREATE OR REPLACE VIEW journey_observations AS
    SELECT r.id AS review_id, r.created_at AS at, 0 AS seq, r.symptom, r.rating,
           journey_recovery_period((r.created_at AT TIME ZONE 'UTC')::date - r.surgery_date) AS period,
           r.worth_it, r.surgery_date
    FROM reviews r
    UNION ALL
    SELECT u.review_id, u.created_at, u.id, u.symptom, u.rating,
           journey_recovery_period((u.created_at AT TIME ZONE 'UTC')::date - r.surgery_date),
           u.worth_it, r.surgery_date
    FROM updates u JOIN reviews r ON r.id = u.review_id
    WHERE u.moderation_status IS NULL`.execute(db);

  await sql`CREATE TABLE journey_worth_it (
    type_id integer NOT NULL,
    months smallint NOT NULL,
    review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
    answer text NOT NULL,
    reached_on date NOT NULL,
    PRIMARY KEY (type_id, months, review_id) INCLUDE (answer, reached_on)
  )`.execute(db);
  await sql`CREATE INDEX journey_worth_it_review_idx ON journey_worth_it (review_id)`.execute(db);
  await sql`CREATE TABLE journey_costs (
    type_id integer NOT NULL,
    payment text NOT NULL,
    review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
    amount integer NOT NULL,
    PRIMARY KEY (type_id, payment, review_id) INCLUDE (amount)
  )`.execute(db);
  await sql`CREATE INDEX journey_costs_review_idx ON journey_costs (review_id)`.execute(db);

  await summaryFunctions(db, true);
  await summariesTrigger(db, true);
  for (const [op, transition] of [
    ['ins', sql`AFTER INSERT ON surgery_costs REFERENCING NEW TABLE AS new_rows`],
    ['upd', sql`AFTER UPDATE ON surgery_costs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows`],
    ['del', sql`AFTER DELETE ON surgery_costs REFERENCING OLD TABLE AS old_rows`],
  ] as const) {
    await sql`CREATE TRIGGER ${sql.raw(`surgery_costs_journey_summaries_${op}`)} ${transition}
      FOR EACH STATEMENT EXECUTE FUNCTION journey_summaries_on_write()`.execute(db);
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const op of ['ins', 'upd', 'del']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`surgery_costs_journey_summaries_${op}`)} ON surgery_costs`.execute(
      db,
    );
  }
  await summariesTrigger(db, false);
  await summaryFunctions(db, false);
  await sql`DROP TABLE IF EXISTS journey_costs`.execute(db);
  await sql`DROP TABLE IF EXISTS journey_worth_it`.execute(db);
  await sql`DROP VIEW IF EXISTS journey_observations`.execute(db);
  await sql`CREATE VIEW journey_observations AS
    SELECT r.id AS review_id, r.created_at AS at, 0 AS seq, r.symptom, r.rating,
           journey_recovery_period((r.created_at AT TIME ZONE 'UTC')::date - r.surgery_date) AS period
    FROM reviews r
    UNION ALL
    SELECT u.review_id, u.created_at, u.id, u.symptom, u.rating,
           journey_recovery_period((u.created_at AT TIME ZONE 'UTC')::date - r.surgery_date)
    FROM updates u JOIN reviews r ON r.id = u.review_id
    WHERE u.moderation_status IS NULL`.execute(db);
  await sql`DROP FUNCTION IF EXISTS journey_worth_it_milestones()`.execute(db);
  await sql`DROP TABLE IF EXISTS surgery_costs`.execute(db);
  await sql`DROP INDEX IF EXISTS reviews_worth_it_feed_idx`.execute(db);
  await sql`ALTER TABLE updates DROP COLUMN IF EXISTS worth_it`.execute(db);
  await sql`ALTER TABLE reviews DROP COLUMN IF EXISTS worth_it, DROP COLUMN IF EXISTS latest_worth_it`.execute(
    db,
  );
}

/** Raw SQL when `on`, nothing otherwise: the parts this migration adds to 0012's and 0016's functions. */
const only = (on: boolean, text: string): RawBuilder<unknown> => sql.raw(on ? text : '');

/**
 * 0012's refresh_journey_summaries(ids) and rebuild_journey_summaries(); `answers` also fills
 * journey_worth_it, journey_costs and reviews.latest_worth_it.
 */
async function summaryFunctions(db: AnyDb, answers: boolean): Promise<void> {
  await sql`CREATE OR REPLACE FUNCTION refresh_journey_summaries(ids integer[]) RETURNS void
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
      ${only(
        answers,
        `DELETE FROM journey_worth_it WHERE review_id = ANY (ids);
      DELETE FROM journey_costs WHERE review_id = ANY (ids);
      INSERT INTO journey_worth_it (type_id, months, review_id, answer, reached_on)
      SELECT t.type_id, a.months, a.review_id, a.answer, a.reached_on
      FROM (SELECT DISTINCT ON (o.review_id, m.months) o.review_id, m.months, o.worth_it AS answer,
                   o.surgery_date + m.day AS reached_on
            FROM journey_observations o
            JOIN journey_worth_it_milestones() m
              ON (o.at AT TIME ZONE 'UTC')::date - o.surgery_date <= m.day
            WHERE o.review_id = ANY (ids) AND o.worth_it IS NOT NULL
            ORDER BY o.review_id, m.months, o.at DESC, o.seq DESC) a
      JOIN journey_types t ON t.review_id = a.review_id;
      INSERT INTO journey_costs (type_id, payment, review_id, amount)
      SELECT t.type_id, c.payment, c.review_id, c.amount
      FROM surgery_costs c JOIN journey_types t ON t.review_id = c.review_id
      WHERE c.review_id = ANY (ids);
      UPDATE reviews r SET latest_worth_it = l.answer
      FROM (SELECT i.id, (SELECT o.worth_it FROM journey_observations o
                          WHERE o.review_id = i.id AND o.worth_it IS NOT NULL
                          ORDER BY o.at DESC, o.seq DESC LIMIT 1) AS answer
            FROM unnest(ids) AS i(id)) l
      WHERE r.id = l.id AND r.latest_worth_it IS DISTINCT FROM l.answer;`,
      )}
    END $$`.execute(db);

  await sql`CREATE OR REPLACE FUNCTION rebuild_journey_summaries() RETURNS void LANGUAGE plpgsql AS $$
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
      ${only(
        answers,
        `DELETE FROM journey_worth_it;
      DELETE FROM journey_costs;
      INSERT INTO journey_worth_it (type_id, months, review_id, answer, reached_on)
      SELECT t.type_id, a.months, a.review_id, a.answer, a.reached_on
      FROM (SELECT DISTINCT ON (o.review_id, m.months) o.review_id, m.months, o.worth_it AS answer,
                   o.surgery_date + m.day AS reached_on
            FROM journey_observations o
            JOIN journey_worth_it_milestones() m
              ON (o.at AT TIME ZONE 'UTC')::date - o.surgery_date <= m.day
            WHERE o.worth_it IS NOT NULL
            ORDER BY o.review_id, m.months, o.at DESC, o.seq DESC) a
      JOIN journey_types t ON t.review_id = a.review_id;
      INSERT INTO journey_costs (type_id, payment, review_id, amount)
      SELECT t.type_id, c.payment, c.review_id, c.amount
      FROM surgery_costs c JOIN journey_types t ON t.review_id = c.review_id;
      UPDATE reviews r SET latest_worth_it = l.answer
      FROM reviews x
      LEFT JOIN (SELECT DISTINCT ON (o.review_id) o.review_id, o.worth_it AS answer
                 FROM journey_observations o WHERE o.worth_it IS NOT NULL
                 ORDER BY o.review_id, o.at DESC, o.seq DESC) l ON l.review_id = x.id
      WHERE r.id = x.id AND r.latest_worth_it IS DISTINCT FROM l.answer;`,
      )}
    END $$`.execute(db);
}

/**
 * 0016's summary trigger; `answers` also recomputes a journey whose surgery's or update's answer
 * changed, and one whose cost was added, changed or removed (surgery_costs has no id: its rows
 * are compared whole).
 */
async function summariesTrigger(db: AnyDb, answers: boolean): Promise<void> {
  const answerMoves = only(answers, 'OR o.worth_it IS DISTINCT FROM n.worth_it');
  const costs = only(
    answers,
    `ELSIF TG_TABLE_NAME = 'surgery_costs' THEN
        SELECT array_agg(DISTINCT d.review_id) INTO ids
        FROM ((SELECT review_id, amount, payment FROM new_rows EXCEPT SELECT review_id, amount, payment FROM old_rows)
              UNION ALL
              (SELECT review_id, amount, payment FROM old_rows EXCEPT SELECT review_id, amount, payment FROM new_rows)) d;`,
  );
  await sql`CREATE OR REPLACE FUNCTION journey_summaries_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ids integer[];
    BEGIN
      IF TG_TABLE_NAME = 'reviews' THEN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(id) INTO ids FROM new_rows;
        ELSE
          SELECT array_agg(n.id) INTO ids
          FROM old_rows o JOIN new_rows n ON n.id = o.id
          WHERE o.symptom IS DISTINCT FROM n.symptom OR o.rating IS DISTINCT FROM n.rating
             OR o.created_at IS DISTINCT FROM n.created_at OR o.surgery_date IS DISTINCT FROM n.surgery_date
             OR o.moderation_status IS DISTINCT FROM n.moderation_status
             ${answerMoves};
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
      ${costs}
      ELSE
        SELECT array_agg(DISTINCT v.review_id) INTO ids
        FROM old_rows o JOIN new_rows n ON n.id = o.id,
             LATERAL (VALUES (o.review_id), (n.review_id)) AS v(review_id)
        WHERE o.review_id <> n.review_id OR o.symptom IS DISTINCT FROM n.symptom
           OR o.rating IS DISTINCT FROM n.rating OR o.created_at IS DISTINCT FROM n.created_at
           OR o.moderation_status IS DISTINCT FROM n.moderation_status
           ${answerMoves};
      END IF;
      IF ids IS NULL THEN
        RETURN NULL;
      END IF;
      PERFORM 1 FROM reviews WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
      PERFORM refresh_journey_summaries(ids);
      RETURN NULL;
    END $$`.execute(db);
}
