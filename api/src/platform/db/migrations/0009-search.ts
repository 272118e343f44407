import { sql, type Kysely } from 'kysely';

/**
 * Feed search and sorting. Each surgery gets three maintained columns:
 * - search_vector: one English tsvector of the whole journey, procedure names (weight A), the
 *   surgery's and its procedures' descriptions (B) and every update's description (C), under a
 *   GIN index, for `websearch_to_tsquery('english', q)` ranked by ts_rank;
 * - update_count and comment_count (comments not deleted), so "most updates" and "most
 *   discussed" page through a btree in order instead of counting every journey per request.
 * A generated column cannot read other tables, so triggers keep them current: a row trigger on
 * reviews (its description), and statement triggers with transition tables on updates,
 * review_procedures and comments, so a bulk load recomputes each touched surgery once per
 * statement rather than once per row.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE reviews
    ADD COLUMN update_count integer NOT NULL DEFAULT 0,
    ADD COLUMN comment_count integer NOT NULL DEFAULT 0,
    ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector`.execute(db);

  // A tsvector holds at most 1 MB: the update text of one journey is capped well below that
  // (200,000 characters, about 40 full-length updates), so no update can make a write fail.
  await sql`CREATE FUNCTION review_search_document(integer, text) RETURNS tsvector
    LANGUAGE sql STABLE AS $$
      SELECT setweight(to_tsvector('english'::regconfig, coalesce(
               (SELECT string_agg(p.name, ' ' ORDER BY p.position) FROM review_procedures p
                WHERE p.review_id = $1), '')), 'A')
          || setweight(to_tsvector('english'::regconfig, $2 || ' ' || coalesce(
               (SELECT string_agg(p.description, ' ' ORDER BY p.position) FROM review_procedures p
                WHERE p.review_id = $1), '')), 'B')
          || setweight(to_tsvector('english'::regconfig, left(coalesce(
               (SELECT string_agg(u.description, ' ' ORDER BY u.created_at, u.id) FROM updates u
                WHERE u.review_id = $1), ''), 200000)), 'C')
    $$`.execute(db);

  await sql`CREATE FUNCTION reviews_search_on_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      NEW.search_vector := review_search_document(NEW.id, NEW.description);
      RETURN NEW;
    END $$`.execute(db);
  await sql`CREATE TRIGGER reviews_search_on_write BEFORE INSERT OR UPDATE OF description ON reviews
    FOR EACH ROW EXECUTE FUNCTION reviews_search_on_write()`.execute(db);

  // One function for the three child tables: each has review_id, and TG_TABLE_NAME says which
  // derived columns its change can move. Rows whose figure did not change are not rewritten.
  await sql`CREATE FUNCTION reviews_refresh_derived() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      ids integer[];
      deltas integer[];
    BEGIN
      -- Comments move a count up or down by how many live comments the statement added or
      -- removed per surgery: a recount would read every comment of the surgery on each insert.
      -- Exact, since every change of comments passes here, under the surgery row's lock.
      IF TG_TABLE_NAME = 'comments' THEN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(review_id ORDER BY review_id), array_agg(n ORDER BY review_id) INTO ids, deltas
          FROM (SELECT review_id, count(*)::int AS n FROM new_rows WHERE deleted_at IS NULL GROUP BY review_id) d;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(review_id ORDER BY review_id), array_agg(-n ORDER BY review_id) INTO ids, deltas
          FROM (SELECT review_id, count(*)::int AS n FROM old_rows WHERE deleted_at IS NULL GROUP BY review_id) d;
        ELSE
          SELECT array_agg(review_id ORDER BY review_id), array_agg(n ORDER BY review_id) INTO ids, deltas
          FROM (SELECT v.review_id, sum(v.n)::int AS n
                FROM old_rows o JOIN new_rows n ON n.id = o.id,
                     LATERAL (VALUES (o.review_id, CASE WHEN o.deleted_at IS NULL THEN -1 ELSE 0 END),
                                     (n.review_id, CASE WHEN n.deleted_at IS NULL THEN 1 ELSE 0 END)) AS v(review_id, n)
                GROUP BY v.review_id HAVING sum(v.n) <> 0) d;
        END IF;
      ELSIF TG_OP = 'INSERT' THEN
        SELECT array_agg(DISTINCT review_id) INTO ids FROM new_rows;
      ELSIF TG_OP = 'DELETE' THEN
        SELECT array_agg(DISTINCT review_id) INTO ids FROM old_rows;
      ELSIF TG_TABLE_NAME = 'updates' THEN
        SELECT array_agg(DISTINCT v.review_id) INTO ids
        FROM old_rows o JOIN new_rows n ON n.id = o.id,
             LATERAL (VALUES (o.review_id), (n.review_id)) AS v(review_id)
        WHERE o.review_id <> n.review_id OR o.description <> n.description;
      ELSE
        SELECT array_agg(DISTINCT v.review_id) INTO ids
        FROM old_rows o JOIN new_rows n ON n.id = o.id,
             LATERAL (VALUES (o.review_id), (n.review_id)) AS v(review_id)
        WHERE o.review_id <> n.review_id OR o.name <> n.name OR o.description <> n.description;
      END IF;
      IF ids IS NULL THEN
        RETURN NULL;
      END IF;
      -- Two writers on one surgery would each count under their own snapshot and the later
      -- would overwrite the other's figure. Locking the rows first (id order, no deadlock
      -- between statements) makes the statements below take a snapshot after the other
      -- writer committed. NO KEY UPDATE, like the UPDATE itself: it leaves the KEY SHARE lock
      -- that each child row's foreign key holds alone.
      PERFORM 1 FROM reviews WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
      IF TG_TABLE_NAME = 'comments' THEN
        UPDATE reviews r SET comment_count = r.comment_count + d.n
        FROM unnest(ids, deltas) AS d(id, n)
        WHERE r.id = d.id;
      ELSIF TG_TABLE_NAME = 'updates' THEN
        UPDATE reviews r
        SET update_count = (SELECT count(*)::int FROM updates u WHERE u.review_id = r.id),
            search_vector = review_search_document(r.id, r.description)
        WHERE r.id = ANY (ids);
      ELSE
        UPDATE reviews r SET search_vector = review_search_document(r.id, r.description)
        WHERE r.id = ANY (ids);
      END IF;
      RETURN NULL;
    END $$`.execute(db);

  // Transition tables allow one event per trigger, hence three triggers per table.
  for (const table of ['updates', 'review_procedures', 'comments']) {
    const target = sql.table(table);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_refresh_review_ins`)} AFTER INSERT ON ${target}
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_derived()`.execute(
      db,
    );
    await sql`CREATE TRIGGER ${sql.raw(`${table}_refresh_review_upd`)} AFTER UPDATE ON ${target}
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_derived()`.execute(db);
    await sql`CREATE TRIGGER ${sql.raw(`${table}_refresh_review_del`)} AFTER DELETE ON ${target}
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION reviews_refresh_derived()`.execute(
      db,
    );
  }

  // Existing journeys: the same figures the triggers keep from now on.
  await sql`UPDATE reviews r SET
    update_count = (SELECT count(*)::int FROM updates u WHERE u.review_id = r.id),
    comment_count = (SELECT count(*)::int FROM comments c WHERE c.review_id = r.id AND c.deleted_at IS NULL),
    search_vector = review_search_document(r.id, r.description)`.execute(db);

  await sql`CREATE INDEX reviews_search_idx ON reviews USING gin (search_vector)`.execute(db);
  // Keyset orders of the feed's sorts and filters; the newest order has reviews_feed_idx (0001).
  await sql`CREATE INDEX reviews_updates_feed_idx ON reviews (update_count DESC, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX reviews_comments_feed_idx ON reviews (comment_count DESC, created_at DESC, id DESC)`.execute(
    db,
  );
  await sql`CREATE INDEX reviews_state_feed_idx ON reviews (state_id, created_at DESC, id DESC)`.execute(db);
  await sql`CREATE INDEX review_procedures_type_idx ON review_procedures (surgery_type_id, review_id)`.execute(
    db,
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['updates', 'review_procedures', 'comments']) {
    for (const op of ['ins', 'upd', 'del']) {
      await sql`DROP TRIGGER IF EXISTS ${sql.raw(`${table}_refresh_review_${op}`)} ON ${sql.table(table)}`.execute(
        db,
      );
    }
  }
  await sql`DROP TRIGGER IF EXISTS reviews_search_on_write ON reviews`.execute(db);
  await sql`DROP FUNCTION IF EXISTS reviews_refresh_derived()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS reviews_search_on_write()`.execute(db);
  await sql`DROP FUNCTION IF EXISTS review_search_document(integer, text)`.execute(db);
  await sql`DROP INDEX IF EXISTS review_procedures_type_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS reviews_state_feed_idx`.execute(db);
  await sql`ALTER TABLE reviews
    DROP COLUMN IF EXISTS update_count,
    DROP COLUMN IF EXISTS comment_count,
    DROP COLUMN IF EXISTS search_vector`.execute(db);
}
