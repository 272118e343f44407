import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/** A plain handle or an open transaction: read helpers accept both so they can run inside one. */
export type Db = Kysely<Database> | Transaction<Database>;
