import { sql, type Kysely } from 'kysely';

/**
 * Trust and safety: roles and suspensions on members, a moderation status on
 * surgeries, updates and comments, members' reports, and the moderators' audit log.
 *
 * - `moderation_status` is NULL for visible content, 'hidden' when a moderator hid it, 'pending'
 *   for a first post with a link from a new account. Only the author and moderators see it.
 * - The audit log is append-only in the database itself: triggers refuse UPDATE, DELETE and
 *   TRUNCATE whatever the caller (the application connects as the table's owner, so a REVOKE alone
 *   would not hold it); the REVOKE covers other roles where the server has them. It has no foreign
 *   keys: an erased member's or a deleted item's history must stay, and a cascade would be a write.
 * - The insight figures (migration 0012) and the procedure counts that follow them (0014) leave
 *   hidden and pending content out: journey_types keeps only visible surgeries, journey_observations
 *   only visible updates, and the summary trigger also fires when a status changes.
 * - The search document and update_count leave hidden and pending updates out, comment_count
 *   pending comments (0009's trigger, redefined, also fires when an update's status changes).
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users
    ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'moderator')),
    ADD COLUMN suspended_until timestamptz`.execute(db);

  for (const table of ['reviews', 'updates', 'comments']) {
    await sql`ALTER TABLE ${sql.table(table)}
      ADD COLUMN moderation_status text CHECK (moderation_status IN ('hidden', 'pending')),
      ADD COLUMN moderation_reason text`.execute(db);
    // The queue lists pending items; few rows ever carry a status, so a partial index is tiny.
    await sql`CREATE INDEX ${sql.raw(`${table}_moderation_idx`)} ON ${sql.table(table)} (moderation_status)
      WHERE moderation_status IS NOT NULL`.execute(db);
  }

  await sql`CREATE TABLE reports (
    id serial PRIMARY KEY,
    reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    item_type text NOT NULL CHECK (item_type IN ('surgery', 'update', 'comment', 'member')),
    item_id integer NOT NULL,
    reason text NOT NULL
      CHECK (reason IN ('spam', 'harassment', 'misinformation', 'private_information', 'other')),
    note text CHECK (length(note) <= 1000),
    created_at timestamptz NOT NULL DEFAULT now(),
    resolved_at timestamptz
  )`.execute(db);
  // One open report per member per item; the queue groups open reports by item.
  await sql`CREATE UNIQUE INDEX reports_open_once_idx ON reports (reporter_id, item_type, item_id)
    WHERE resolved_at IS NULL`.execute(db);
  await sql`CREATE INDEX reports_open_item_idx ON reports (item_type, item_id) WHERE resolved_at IS NULL`.execute(
    db,
  );

  await sql`CREATE TABLE moderation_audit (
    id serial PRIMARY KEY,
    moderator_id integer,
    moderator text NOT NULL,
    action text NOT NULL CHECK (action IN
      ('dismiss', 'hide', 'restore', 'approve', 'suspend', 'grant_moderator', 'revoke_moderator')),
    item_type text NOT NULL CHECK (item_type IN ('surgery', 'update', 'comment', 'member')),
    item_id integer NOT NULL,
    target_user_id integer,
    reason text NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX moderation_audit_item_idx ON moderation_audit (item_type, item_id, id)`.execute(db);
  await sql`CREATE INDEX moderation_audit_target_idx ON moderation_audit (target_user_id, id)`.execute(db);
  await sql`CREATE FUNCTION moderation_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'moderation_audit is append-only: % is not allowed', TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END $$`.execute(db);
  await sql`CREATE TRIGGER moderation_audit_no_change BEFORE UPDATE OR DELETE ON moderation_audit
    FOR EACH ROW EXECUTE FUNCTION moderation_audit_append_only()`.execute(db);
  await sql`CREATE TRIGGER moderation_audit_no_truncate BEFORE TRUNCATE ON moderation_audit
    FOR EACH STATEMENT EXECUTE FUNCTION moderation_audit_append_only()`.execute(db);
  await sql`REVOKE UPDATE, DELETE, TRUNCATE ON moderation_audit FROM PUBLIC`.execute(db);

  await sql`CREATE OR REPLACE VIEW journey_observations AS
    SELECT r.id AS review_id, r.created_at AS at, 0 AS seq, r.symptom, r.rating,
           journey_recovery_period((r.created_at AT TIME ZONE 'UTC')::date - r.surgery_date) AS period
    FROM reviews r
    UNION ALL
    SELECT u.review_id, u.created_at, u.id, u.symptom, u.rating,
           journey_recovery_period((u.created_at AT TIME ZONE 'UTC')::date - r.surgery_date)
    FROM updates u JOIN reviews r ON r.id = u.review_id
    WHERE u.moderation_status IS NULL`.execute(db);
  // What counts as a journey for every insight figure and count: a visible surgery's typed procedures.
  await sql`CREATE OR REPLACE VIEW journey_types AS
    SELECT DISTINCT p.review_id, p.surgery_type_id AS type_id
    FROM review_procedures p JOIN reviews r ON r.id = p.review_id
    WHERE p.surgery_type_id IS NOT NULL AND r.moderation_status IS NULL`.execute(db);

  await summariesTrigger(db, true);
  await searchDocument(db, true);
  await derivedColumns(db, true);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS moderation_audit`.execute(db);
  await sql`DROP FUNCTION IF EXISTS moderation_audit_append_only()`.execute(db);
  await sql`DROP TABLE IF EXISTS reports`.execute(db);
  await sql`CREATE OR REPLACE VIEW journey_types AS
    SELECT DISTINCT review_id, surgery_type_id AS type_id FROM review_procedures
    WHERE surgery_type_id IS NOT NULL`.execute(db);
  await sql`CREATE OR REPLACE VIEW journey_observations AS
    SELECT r.id AS review_id, r.created_at AS at, 0 AS seq, r.symptom, r.rating,
           journey_recovery_period((r.created_at AT TIME ZONE 'UTC')::date - r.surgery_date) AS period
    FROM reviews r
    UNION ALL
    SELECT u.review_id, u.created_at, u.id, u.symptom, u.rating,
           journey_recovery_period((u.created_at AT TIME ZONE 'UTC')::date - r.surgery_date)
    FROM updates u JOIN reviews r ON r.id = u.review_id`.execute(db);
  await summariesTrigger(db, false);
  await searchDocument(db, false);
  await derivedColumns(db, false);
  for (const table of ['reviews', 'updates', 'comments']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP COLUMN IF EXISTS moderation_status,
      DROP COLUMN IF EXISTS moderation_reason`.execute(db);
  }
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS role, DROP COLUMN IF EXISTS suspended_until`.execute(db);
}

/** 0012's summary trigger; `moderated` also recomputes a journey whose surgery or update changed status. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function summariesTrigger(db: Kysely<any>, moderated: boolean): Promise<void> {
  const statusMoves = sql.raw(moderated ? 'OR o.moderation_status IS DISTINCT FROM n.moderation_status' : '');
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
             ${statusMoves};
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
           OR o.rating IS DISTINCT FROM n.rating OR o.created_at IS DISTINCT FROM n.created_at
           ${statusMoves};
      END IF;
      IF ids IS NULL THEN
        RETURN NULL;
      END IF;
      PERFORM 1 FROM reviews WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
      PERFORM refresh_journey_summaries(ids);
      RETURN NULL;
    END $$`.execute(db);
}

/** 0009's search document; `moderated` leaves hidden and pending updates out. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function searchDocument(db: Kysely<any>, moderated: boolean): Promise<void> {
  const visibleUpdates = sql.raw(moderated ? 'AND u.moderation_status IS NULL' : '');
  await sql`CREATE OR REPLACE FUNCTION review_search_document(integer, text) RETURNS tsvector
    LANGUAGE sql STABLE AS $$
      SELECT setweight(to_tsvector('english'::regconfig, coalesce(
               (SELECT string_agg(p.name, ' ' ORDER BY p.position) FROM review_procedures p
                WHERE p.review_id = $1), '')), 'A')
          || setweight(to_tsvector('english'::regconfig, $2 || ' ' || coalesce(
               (SELECT string_agg(p.description, ' ' ORDER BY p.position) FROM review_procedures p
                WHERE p.review_id = $1), '')), 'B')
          || setweight(to_tsvector('english'::regconfig, left(coalesce(
               (SELECT string_agg(u.description, ' ' ORDER BY u.created_at, u.id) FROM updates u
                WHERE u.review_id = $1 ${visibleUpdates}), ''), 200000)), 'C')
    $$`.execute(db);
}

/**
 * 0009's derived columns of a surgery; `moderated` leaves pending comments out of comment_count
 * (a hidden one keeps its place in the thread, so it still counts) and hidden or pending updates
 * out of update_count, and recomputes when an update's status changes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function derivedColumns(db: Kysely<any>, moderated: boolean): Promise<void> {
  const counted = sql.raw(moderated ? "AND moderation_status IS DISTINCT FROM 'pending'" : '');
  const countedOld = sql.raw(moderated ? "AND o.moderation_status IS DISTINCT FROM 'pending'" : '');
  const countedNew = sql.raw(moderated ? "AND n.moderation_status IS DISTINCT FROM 'pending'" : '');
  const updateStatusMoves = sql.raw(
    moderated ? 'OR o.moderation_status IS DISTINCT FROM n.moderation_status' : '',
  );
  const visibleUpdates = sql.raw(moderated ? 'AND u.moderation_status IS NULL' : '');
  await sql`CREATE OR REPLACE FUNCTION reviews_refresh_derived() RETURNS trigger LANGUAGE plpgsql AS $$
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
          FROM (SELECT review_id, count(*)::int AS n FROM new_rows WHERE deleted_at IS NULL ${counted} GROUP BY review_id) d;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(review_id ORDER BY review_id), array_agg(-n ORDER BY review_id) INTO ids, deltas
          FROM (SELECT review_id, count(*)::int AS n FROM old_rows WHERE deleted_at IS NULL ${counted} GROUP BY review_id) d;
        ELSE
          SELECT array_agg(review_id ORDER BY review_id), array_agg(n ORDER BY review_id) INTO ids, deltas
          FROM (SELECT v.review_id, sum(v.n)::int AS n
                FROM old_rows o JOIN new_rows n ON n.id = o.id,
                     LATERAL (VALUES (o.review_id, CASE WHEN o.deleted_at IS NULL ${countedOld} THEN -1 ELSE 0 END),
                                     (n.review_id, CASE WHEN n.deleted_at IS NULL ${countedNew} THEN 1 ELSE 0 END)) AS v(review_id, n)
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
        WHERE o.review_id <> n.review_id OR o.description <> n.description
          ${updateStatusMoves};
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
        SET update_count = (SELECT count(*)::int FROM updates u WHERE u.review_id = r.id ${visibleUpdates}),
            search_vector = review_search_document(r.id, r.description)
        WHERE r.id = ANY (ids);
      ELSE
        UPDATE reviews r SET search_vector = review_search_document(r.id, r.description)
        WHERE r.id = ANY (ids);
      END IF;
      RETURN NULL;
    END $$`.execute(db);
}
