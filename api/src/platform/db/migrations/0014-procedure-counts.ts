import { sql, type Kysely } from 'kysely';

/**
 * The procedure list's journey counts, kept current. Counting journey_latest rows per
 * surgery type on each GET /insights/procedures read every journey (133,000 rows at 100,000
 * journeys); procedure_journey_counts holds the answer, one row per surgery type.
 *
 * What counts as a journey is decided in one place: a journey counts for a procedure exactly when
 * it has a journey_latest row of that type (migration 0012, filled through its journey_types view
 * by refresh_journey_summaries() and rebuild_journey_summaries()). The counts follow those rows and
 * nothing else, so the list and the figures of every insight page agree by construction: a later
 * migration that leaves some journeys out of the figures (redefining journey_types or the summary
 * functions) leaves them out of the list too, with no change here.
 *
 * Statement triggers with transition tables move each touched type's count by the rows a
 * statement added and removed (a bulk load is one pass). Counts are taken in type order, so two
 * writers touching the same types lock them in the same order. A bulk load with triggers off runs
 * rebuild_procedure_counts() after rebuild_journey_summaries().
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE TABLE procedure_journey_counts (
    type_id integer PRIMARY KEY,
    journeys integer NOT NULL
  )`.execute(db);

  await sql`CREATE FUNCTION move_procedure_counts(deltas jsonb) RETURNS void LANGUAGE sql AS $$
    INSERT INTO procedure_journey_counts (type_id, journeys)
    SELECT d.key::integer, d.value::integer FROM jsonb_each_text(deltas) d
    WHERE d.value::integer <> 0
    ORDER BY d.key::integer
    ON CONFLICT (type_id) DO UPDATE SET journeys = procedure_journey_counts.journeys + EXCLUDED.journeys
  $$`.execute(db);

  await sql`CREATE FUNCTION procedure_counts_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      deltas jsonb;
    BEGIN
      IF TG_OP = 'INSERT' THEN
        SELECT jsonb_object_agg(type_id, n) INTO deltas
        FROM (SELECT type_id, count(*) AS n FROM new_rows GROUP BY type_id) c;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT jsonb_object_agg(type_id, -n) INTO deltas
        FROM (SELECT type_id, count(*) AS n FROM old_rows GROUP BY type_id) c;
      ELSE
        SELECT jsonb_object_agg(type_id, n) INTO deltas
        FROM (SELECT type_id, sum(n) AS n
              FROM (SELECT type_id, 1 AS n FROM new_rows UNION ALL SELECT type_id, -1 FROM old_rows) m
              GROUP BY type_id) c;
      END IF;
      IF deltas IS NOT NULL THEN
        PERFORM move_procedure_counts(deltas);
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  await sql`CREATE TRIGGER journey_latest_counts_ins AFTER INSERT ON journey_latest
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION procedure_counts_on_write()`.execute(
    db,
  );
  await sql`CREATE TRIGGER journey_latest_counts_upd AFTER UPDATE ON journey_latest
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
    FOR EACH STATEMENT EXECUTE FUNCTION procedure_counts_on_write()`.execute(db);
  await sql`CREATE TRIGGER journey_latest_counts_del AFTER DELETE ON journey_latest
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION procedure_counts_on_write()`.execute(
    db,
  );

  await sql`CREATE FUNCTION rebuild_procedure_counts() RETURNS void LANGUAGE sql AS $$
    DELETE FROM procedure_journey_counts;
    INSERT INTO procedure_journey_counts (type_id, journeys)
    SELECT type_id, count(*)::integer FROM journey_latest GROUP BY type_id;
  $$`.execute(db);

  await sql`SELECT rebuild_procedure_counts()`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const op of ['ins', 'upd', 'del']) {
    await sql`DROP TRIGGER IF EXISTS ${sql.raw(`journey_latest_counts_${op}`)} ON journey_latest`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS procedure_counts_on_write()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS move_procedure_counts(jsonb)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS rebuild_procedure_counts()`.execute(db);
  await sql`DROP TABLE IF EXISTS procedure_journey_counts`.execute(db);
}
