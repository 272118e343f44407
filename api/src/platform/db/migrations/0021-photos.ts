import { sql, type Kysely } from 'kysely';

/**
 * Photos of updates (docs/architecture.md §4 Photos). A photo is uploaded first (pending:
 * update_id null) and attached when its update is saved. Its files live in the photo storage, not
 * here: a trigger records the storage key of every deleted row in photo_deletions, whichever
 * delete removed it (the update, its surgery or the account, through the cascades), and a job
 * removes those files.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE photos (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      update_id integer REFERENCES updates (id) ON DELETE CASCADE,
      position smallint NOT NULL DEFAULT 0,
      storage_key text NOT NULL UNIQUE,
      description text NOT NULL DEFAULT '',
      visibility text NOT NULL DEFAULT 'members' CHECK (visibility IN ('members', 'everyone')),
      sensitive boolean NOT NULL DEFAULT false,
      width integer NOT NULL,
      height integer NOT NULL,
      variant_widths integer[] NOT NULL,
      placeholder text NOT NULL,
      moderation_status text CHECK (moderation_status IN ('hidden', 'pending')),
      moderation_reason text,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX photos_update_idx ON photos (update_id, position)`.execute(db);
  await sql`CREATE INDEX photos_user_idx ON photos (user_id)`.execute(db);
  await sql`CREATE INDEX photos_pending_idx ON photos (created_at) WHERE update_id IS NULL`.execute(db);
  await sql`
    CREATE TABLE photo_deletions (
      storage_key text PRIMARY KEY,
      deleted_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    CREATE FUNCTION photos_record_deletions() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO photo_deletions (storage_key) SELECT storage_key FROM deleted_photos
        ON CONFLICT DO NOTHING;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER photos_deleted AFTER DELETE ON photos
      REFERENCING OLD TABLE AS deleted_photos
      FOR EACH STATEMENT EXECUTE FUNCTION photos_record_deletions()
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE IF EXISTS photos`.execute(db);
  await sql`DROP FUNCTION IF EXISTS photos_record_deletions()`.execute(db);
  await sql`DROP TABLE IF EXISTS photo_deletions`.execute(db);
}
