import type { Transaction } from 'kysely';
import type { Database } from './schema';
import type { Db } from './db-types';

/**
 * Runs `work` inside the caller's transaction when given one (an idempotent request claims its
 * key in the same transaction as the rows it writes), else in a transaction of its own.
 */
export function inTransaction<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db as Transaction<Database>) : db.transaction().execute(work);
}
