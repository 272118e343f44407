/**
 * Migrated template databases, made once per test run (jest's global setup) and copied for each
 * test file: running initdb and every migration took PGlite 10–20 s and PostgreSQL 1–2 s per file.
 * The copies are exact (a PGlite data directory dump; PostgreSQL's CREATE DATABASE … TEMPLATE),
 * so a file starts from the same migrated schema it built itself before.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import {
  createDatabase,
  pgliteHandle,
  PGLITE_EXTENSIONS,
  type DatabaseHandle,
} from '../../src/platform/db/create-database';
import { migrateToLatest } from '../../src/platform/db/migrator';

/** Where the global setup leaves the templates for the test files (workers inherit the env). */
const PGLITE_TEMPLATE_ENV = 'JOURNEYS_TEST_PGLITE_TEMPLATE';
const POSTGRES_TEMPLATE_ENV = 'JOURNEYS_TEST_POSTGRES_TEMPLATE';

export async function createTemplates(): Promise<void> {
  const instance = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const pglite = pgliteHandle(instance);
  try {
    await migrateToLatest(pglite.db);
    const dir = await mkdtemp(path.join(tmpdir(), 'journeys-api-templates-'));
    const file = path.join(dir, 'pglite.tar');
    const raw = await instance.dumpDataDir('none');
    await writeFile(file, Buffer.from(await raw.arrayBuffer()));
    process.env[PGLITE_TEMPLATE_ENV] = file;
  } finally {
    await pglite.close();
  }
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return;
  const name = `journeys_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const postgres = await createDatabase({ databaseUrl: url.toString() });
  try {
    await migrateToLatest(postgres.db);
  } finally {
    // A template can be copied only while nobody is connected to it.
    await postgres.close();
  }
  process.env[POSTGRES_TEMPLATE_ENV] = name;
}

export async function dropTemplates(): Promise<void> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) await rm(path.dirname(file), { recursive: true, force: true });
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  const adminUrl = process.env.DATABASE_URL;
  if (name && adminUrl) await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** The PostgreSQL template's name, when the global setup made one on this server. */
export function postgresTemplate(adminUrl: string): string | undefined {
  return adminUrl === process.env.DATABASE_URL ? process.env[POSTGRES_TEMPLATE_ENV] : undefined;
}

/** A migrated in-memory PGlite: a copy of the template, or built from scratch without one. */
export async function migratedPglite(): Promise<DatabaseHandle> {
  const file = process.env[PGLITE_TEMPLATE_ENV];
  if (file) {
    const loadDataDir = new Blob([await readFile(file)]);
    return pgliteHandle(await PGlite.create({ extensions: PGLITE_EXTENSIONS, loadDataDir }));
  }
  const database = await createDatabase({});
  await migrateToLatest(database.db);
  return database;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
