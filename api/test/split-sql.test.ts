/** pg-boss's schema scripts split into statements for PGlite (platform/jobs/split-sql.ts). */
import PgBoss from 'pg-boss';
import { splitSqlStatements } from '../src/platform/jobs/split-sql';

describe('splitSqlStatements', () => {
  it('splits at statement ends and drops empty statements', () => {
    expect(splitSqlStatements('BEGIN;\n SELECT 1 ;;\n\nCOMMIT;\n')).toEqual(['BEGIN', 'SELECT 1', 'COMMIT']);
  });

  it('leaves semicolons in quotes, identifiers, comments and dollar-quoted bodies alone', () => {
    const script = [
      "INSERT INTO t VALUES ('a;b', 'it''s; fine')",
      'SELECT 1 AS "odd;name"',
      '-- a comment; with a semicolon\nSELECT 2',
      '/* block; comment */ SELECT 3',
      'CREATE FUNCTION f() RETURNS void AS $$ BEGIN PERFORM 1; END; $$ LANGUAGE plpgsql',
      "DO $body$ BEGIN RAISE NOTICE 'x;y'; END $body$",
    ];
    expect(splitSqlStatements(`${script.join(';\n')};`)).toEqual(script);
  });

  it("splits pg-boss's own install script into statements that each end where they should", () => {
    const statements = splitSqlStatements(PgBoss.getConstructionPlans('pgboss'));
    expect(statements[0]).toBe('BEGIN');
    expect(statements.at(-1)).toBe('COMMIT');
    const createQueue = statements.find((s) => s.startsWith('CREATE FUNCTION pgboss.create_queue'));
    expect(createQueue).toMatch(/\$\$\s+LANGUAGE plpgsql$/);
  });
});
