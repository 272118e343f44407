import { sql, type Kysely } from 'kysely';

/**
 * Each member's language (docs/architecture.md §11): the emails the site sends them are written
 * in it. Existing members were all served in English, the default.
 */

// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'
    CONSTRAINT users_language_check CHECK (language IN ('en', 'es'))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN IF EXISTS language`.execute(db);
}
