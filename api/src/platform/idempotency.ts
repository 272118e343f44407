/**
 * Idempotency-Key handling of the create routes. The key is claimed by inserting its row first,
 * in the same transaction as the rows the request creates: a concurrent request with the same
 * key waits on the primary key until that transaction ends, then replays the committed answer
 * (or, if it rolled back, claims the key itself). So 20 identical requests create one row.
 */
import { createHash } from 'node:crypto';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from './db/schema';
import { AppError } from './errors';

/** How long a key is remembered; after that the same key starts a new request. */
export const IDEMPOTENCY_TTL = '24 hours';

/** Expired rows deleted per claim: enough to keep up, small enough to stay quick. */
const SWEEP_BATCH = 100;

/** Postgres statement_timeout (57014) or lock_timeout (55P03) while waiting for the holder. */
const WAIT_GAVE_UP = new Set(['57014', '55P03']);

export interface IdempotencyScope {
  userId: number;
  /** Method and route pattern, e.g. 'POST /comment'. */
  route: string;
  /** The Idempotency-Key header; without one every request is new. */
  key: string | undefined;
  /** The validated body; the same key with a different body is refused. */
  body: unknown;
}

export interface Answer {
  status: number;
  body: unknown;
}

export type Outcome<A extends Answer> =
  (A & { replayed: false }) | { replayed: true; status: A['status']; body: A['body'] };

function keyInUse(): AppError {
  return new AppError(
    'IDEMPOTENCY_KEY_IN_USE',
    'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  );
}

function keyReused(): AppError {
  return new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Send a new key for new content.',
  );
}

function hashOf(body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(body) ?? '')
    .digest('hex');
}

function isWaitGivenUp(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && WAIT_GAVE_UP.has(code);
}

/**
 * Inserts the key's row, or takes over an expired one. False when a live row exists: the key
 * was used, and its transaction has committed (the insert waited for it).
 */
async function claim(trx: Transaction<Database>, scope: IdempotencyScope, key: string, requestHash: string) {
  try {
    const row = await trx
      .insertInto('idempotency_keys')
      .values({ user_id: scope.userId, route: scope.route, key, request_hash: requestHash })
      .onConflict((oc) =>
        oc
          .columns(['user_id', 'route', 'key'])
          .doUpdateSet({
            request_hash: requestHash,
            status_code: null,
            response_body: null,
            created_at: sql<Date>`now()`,
          })
          .where('idempotency_keys.created_at', '<', sql<Date>`now() - ${IDEMPOTENCY_TTL}::interval`),
      )
      .returning('key')
      .executeTakeFirst();
    return row !== undefined;
  } catch (err) {
    if (isWaitGivenUp(err)) throw keyInUse();
    throw err;
  }
}

/** Expired keys of anyone; rows another transaction holds are skipped, never waited for. */
async function sweepExpired(trx: Transaction<Database>): Promise<void> {
  await sql`
    DELETE FROM idempotency_keys WHERE ctid IN (
      SELECT ctid FROM idempotency_keys
      WHERE created_at < now() - ${IDEMPOTENCY_TTL}::interval
      LIMIT ${SWEEP_BATCH}
      FOR UPDATE SKIP LOCKED
    )
  `.execute(trx);
}

/**
 * Runs `work` (which must write only through the transaction it is given) at most once per
 * member, route and key. A repeat with the same body gets the first answer, status included.
 */
export async function runIdempotent<A extends Answer>(
  db: Kysely<Database>,
  scope: IdempotencyScope,
  work: (trx: Transaction<Database>) => Promise<A>,
): Promise<Outcome<A>> {
  const { key } = scope;
  if (key === undefined) {
    const answer = await db.transaction().execute(work);
    return { ...answer, replayed: false };
  }
  const requestHash = hashOf(scope.body);
  return db.transaction().execute(async (trx): Promise<Outcome<A>> => {
    if (!(await claim(trx, scope, key, requestHash))) {
      const first = await trx
        .selectFrom('idempotency_keys')
        .select(['request_hash', 'status_code', 'response_body'])
        .where('user_id', '=', scope.userId)
        .where('route', '=', scope.route)
        .where('key', '=', key)
        .executeTakeFirst();
      if (!first || first.status_code === null || first.response_body === null) throw keyInUse();
      if (first.request_hash !== requestHash) throw keyReused();
      return {
        replayed: true,
        status: first.status_code as A['status'],
        body: JSON.parse(first.response_body) as A['body'],
      };
    }
    const answer = await work(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ status_code: answer.status, response_body: JSON.stringify(answer.body) })
      .where('user_id', '=', scope.userId)
      .where('route', '=', scope.route)
      .where('key', '=', key)
      .execute();
    await sweepExpired(trx);
    return { ...answer, replayed: false };
  });
}
