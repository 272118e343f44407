/**
 * What the run-time role (DATABASE_URL's, when migrations run as another: docs/operations.md §4)
 * may do, set again after every migration run so that tables and sequences a migration added are
 * covered: read and write the rows of the app's tables and of the job queue's, nothing more. It
 * owns nothing, so it can neither alter nor drop a table, nor switch a trigger off; it gets no
 * TRUNCATE, REFERENCES or TRIGGER, no CREATE in either schema; on the moderators' audit log only
 * INSERT and SELECT, and on the migration history only SELECT (a start finds nothing to migrate).
 */
import { sql, type Kysely } from 'kysely';
import { JOBS_SCHEMA } from '../jobs/queue';

/** The app's tables: Kysely's default schema. */
const APP_SCHEMA = 'public';
/** Append-only: rows are added and read, never changed or removed (migration 0016). */
const INSERT_ONLY_TABLES = ['moderation_audit'];
/** Kysely's bookkeeping: the run-time role reads it to see there is nothing to migrate. */
const READ_ONLY_TABLES = ['kysely_migration', 'kysely_migration_lock'];
/** Two processes starting at once would grant at once, which PostgreSQL may refuse (concurrent update). */
const GRANTS_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('journeys.run-time-grants'))`;

export class RunTimeRoleError extends Error {
  override name = 'RunTimeRoleError';
}

/**
 * Grants `role` its rights on the objects `db`'s role owns. Refuses a role that would keep every
 * right whatever is granted: a superuser, or a member of the owner's role.
 */
// Grants name tables of any migration, which the app's table types do not describe.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function grantRunTimeRole(db: Kysely<any>, role: string): Promise<void> {
  const { rows } = await sql<{ superuser: boolean; member: boolean }>`
    SELECT rolsuper AS superuser, pg_has_role(${role}::name, current_user, 'MEMBER') AS member
    FROM pg_roles WHERE rolname = ${role}
  `.execute(db);
  const found = rows[0];
  if (!found || found.superuser || found.member) {
    throw new RunTimeRoleError(
      "DATABASE_URL's role is a superuser or has the rights of MIGRATION_DATABASE_URL's role, so it would keep every right: give the API and the worker a plain login role (docs/operations.md §4)",
    );
  }
  const grantee = sql.id(role);
  await db.transaction().execute(async (trx) => {
    await GRANTS_LOCK.execute(trx);
    // PostgreSQL before 15 lets every role create in the public schema.
    await sql`REVOKE CREATE ON SCHEMA public FROM PUBLIC`.execute(trx);
    for (const schema of [APP_SCHEMA, JOBS_SCHEMA]) {
      const name = sql.id(schema);
      // From scratch, so a right given by hand earlier (TRUNCATE, CREATE) does not linger.
      await sql`REVOKE ALL ON SCHEMA ${name} FROM ${grantee}`.execute(trx);
      await sql`REVOKE ALL ON ALL TABLES IN SCHEMA ${name} FROM ${grantee}`.execute(trx);
      await sql`REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${name} FROM ${grantee}`.execute(trx);
      await sql`GRANT USAGE ON SCHEMA ${name} TO ${grantee}`.execute(trx);
      await sql`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${name} TO ${grantee}`.execute(
        trx,
      );
      await sql`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${name} TO ${grantee}`.execute(trx);
    }
    for (const table of INSERT_ONLY_TABLES) {
      await sql`REVOKE UPDATE, DELETE ON ${sql.table(`${APP_SCHEMA}.${table}`)} FROM ${grantee}`.execute(trx);
    }
    for (const table of READ_ONLY_TABLES) {
      await sql`REVOKE INSERT, UPDATE, DELETE ON ${sql.table(`${APP_SCHEMA}.${table}`)} FROM ${grantee}`.execute(
        trx,
      );
    }
  });
}
