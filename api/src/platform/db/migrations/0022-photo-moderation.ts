import { sql, type Kysely } from 'kysely';

/**
 * A photo becomes a moderation item (docs/product.md §6): members report one, moderators hide,
 * restore or approve it, and the audit log names it. The photos table already holds the status.
 */
const TYPES_BEFORE = `'surgery', 'update', 'comment', 'member'`;
const TYPES_AFTER = `'surgery', 'update', 'comment', 'member', 'photo'`;

// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function setItemTypes(db: Kysely<any>, types: string, validate: boolean): Promise<void> {
  for (const table of ['reports', 'moderation_audit']) {
    await sql`ALTER TABLE ${sql.table(table)} DROP CONSTRAINT ${sql.raw(`${table}_item_type_check`)}`.execute(
      db,
    );
    await sql`ALTER TABLE ${sql.table(table)} ADD CONSTRAINT ${sql.raw(`${table}_item_type_check`)}
      CHECK (item_type IN (${sql.raw(types)})) ${sql.raw(validate ? '' : 'NOT VALID')}`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await setItemTypes(db, TYPES_AFTER, true);
  // The queue lists pending photos; few rows ever carry a status, so a partial index is tiny.
  await sql`CREATE INDEX photos_moderation_idx ON photos (moderation_status)
    WHERE moderation_status IS NOT NULL`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS photos_moderation_idx`.execute(db);
  await sql`DELETE FROM reports WHERE item_type = 'photo'`.execute(db);
  // The audit log is append-only: its photo entries stay, so the old rule covers new rows only.
  await setItemTypes(db, TYPES_BEFORE, false);
}
