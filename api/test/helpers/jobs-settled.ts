/**
 * Waits until no job of `queue` is waiting, scheduled, retrying or running: every email the test
 * caused has been sent or dropped. Asserting "nothing more arrives" after this needs no sleep.
 */
import { sql } from 'kysely';
import { JOBS_SCHEMA } from '../../src/platform/jobs/queue';
import type { TestApp } from './test-app';

export async function jobsSettled(t: TestApp, queue: string, timeoutMs = 25_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await sql<{ open: string | number }>`
      SELECT count(*) AS open FROM ${sql.table(`${JOBS_SCHEMA}.job`)}
      WHERE name = ${queue} AND state <= 'active'
    `.execute(t.database.db);
    if (Number(rows[0]?.open ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs of ${queue} still open after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
