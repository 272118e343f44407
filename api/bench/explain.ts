/**
 * EXPLAIN of the queries the API really runs: an in-process app whose Kysely logs every
 * compiled query answers one request per hot route, and each captured statement is explained
 * with its own parameters. Nothing is copied from the services, so the check cannot drift.
 */
import { Kysely, PostgresDialect, type CompiledQuery } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/platform/config';
import type { DatabaseHandle } from '../src/platform/db/create-database';
import { createPgListener } from '../src/platform/db/pg-listener';
import type { Database } from '../src/platform/db/schema';

/** Tables big enough that a sequential scan would be a production incident. */
export const HOT_TABLES = ['doctors', 'reviews', 'comments'];

export interface ExplainResult {
  name: string;
  url: string;
  statements: { sql: string; seqScans: string[]; plan: unknown }[];
  pass: boolean;
}

interface PlanNode {
  'Node Type'?: string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, out: string[] = []): string[] {
  if (
    node['Node Type'] === 'Seq Scan' &&
    node['Relation Name'] &&
    HOT_TABLES.includes(node['Relation Name'])
  ) {
    out.push(node['Relation Name']);
  }
  for (const child of node.Plans ?? []) seqScans(child, out);
  return out;
}

export async function explainRoutes(
  databaseUrl: string,
  routes: readonly { name: string; url: string }[],
): Promise<ExplainResult[]> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  let captured: CompiledQuery[] = [];
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  const listener = createPgListener(databaseUrl);
  const database: DatabaseHandle = {
    db,
    kind: 'postgres',
    listen: listener.listen,
    close: async () => {
      await listener.close();
      await db.destroy();
    },
  };
  const app = await buildApp({ config: loadConfig({ ...process.env, DATABASE_URL: databaseUrl }), database });
  await app.ready();
  const results: ExplainResult[] = [];
  try {
    for (const route of routes) {
      captured = [];
      const res = await app.inject({ method: 'GET', url: route.url });
      if (res.statusCode !== 200)
        throw new Error(`${route.url} answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
      const statements = [];
      for (const q of captured) {
        const { rows } = await pool.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
          `EXPLAIN (FORMAT JSON) ${q.sql}`,
          q.parameters as unknown[],
        );
        const plan = rows[0]?.['QUERY PLAN'][0]?.Plan ?? {};
        statements.push({ sql: q.sql, seqScans: seqScans(plan), plan });
      }
      results.push({ ...route, statements, pass: statements.every((s) => s.seqScans.length === 0) });
    }
  } finally {
    await app.close();
    await database.close();
  }
  return results;
}
