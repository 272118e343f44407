import { sql, type Kysely } from 'kysely';

/**
 * What members' browsers measure, per remote and release (docs/releasing.md §9): which tab
 * sessions ran a release and whether one of its errors happened there, and the web vitals they
 * measured. No member, no address, no page text: a random id per tab session, a route pattern, a
 * remote and a version. Kept 30 days (a daily cleanup job).
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE rum_sessions (
      remote text NOT NULL,
      version text NOT NULL,
      session_id uuid NOT NULL,
      errors integer NOT NULL DEFAULT 0,
      first_seen timestamptz NOT NULL DEFAULT now(),
      last_seen timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (remote, version, session_id)
    )
  `.execute(db);
  await sql`CREATE INDEX rum_sessions_last_seen_idx ON rum_sessions (last_seen)`.execute(db);
  await sql`
    CREATE TABLE rum_vitals (
      id bigserial PRIMARY KEY,
      remote text NOT NULL,
      version text NOT NULL,
      route text NOT NULL,
      metric text NOT NULL,
      value double precision NOT NULL,
      session_id uuid NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX rum_vitals_version_idx ON rum_vitals (remote, version, metric, created_at)`.execute(
    db,
  );
  await sql`CREATE INDEX rum_vitals_created_idx ON rum_vitals (created_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS rum_vitals`.execute(db);
  await sql`DROP TABLE IF EXISTS rum_sessions`.execute(db);
}
