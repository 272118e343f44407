/**
 * The rows tests and benchmarks write straight into the tables (behind the API's back), one
 * builder per table: every column such a row has, with the value it gets when the caller gives
 * none. A new column is one more line here. Values are SQL, so one list serves a single row
 * (`reviewRow`, … for Kysely's values()) and a set-based `INSERT … SELECT` (`insertReviews`, …:
 * the benchmarks' bulk loads, whose values are expressions over the rows they select).
 */
import { sql, type InsertObject } from 'kysely';
import type { Database } from '../../src/platform/db/schema';

/** Column → the SQL of its value when the caller gives none; null: the caller must give one. */
type Columns = Record<string, string | null>;

const REVIEW = {
  user_id: null,
  state_id: null,
  npi: null,
  surgery_date: "DATE '2025-01-01'",
  rating: '4',
  symptom: '5',
  description: "'A recovery journey'",
  created_at: 'now()',
  updated_at: 'now()',
  worth_it: 'NULL::text',
} satisfies Columns;

const PROCEDURE = {
  review_id: null,
  surgery_type_id: 'NULL::integer',
  name: "'x'",
  description: "'x'",
  side: "'left'",
  position: '0',
} satisfies Columns;

const UPDATE = {
  review_id: null,
  rating: 'NULL::smallint',
  symptom: '4',
  description: "'u'",
  created_at: 'now()',
  updated_at: 'now()',
  worth_it: 'NULL::text',
} satisfies Columns;

const COST = {
  review_id: null,
  amount: null,
  payment: "'private'",
  shown: 'false',
} satisfies Columns;

const COMMENT = {
  review_id: null,
  parent_id: 'NULL::integer',
  user_id: null,
  text: "'c'",
  created_at: 'now()',
} satisfies Columns;

/** A row written once and not edited since: without its own, updated_at is created_at's value. */
const FOLLOWS: Partial<Record<string, string>> = { updated_at: 'created_at' };

/**
 * Each column's value: the given one, else that of the column it follows, else its own SQL
 * (`own` true).
 */
function rowValues<V>(
  table: string,
  columns: Columns,
  given: Partial<Record<string, V>>,
): { name: string; value: V | string; own: boolean }[] {
  return Object.entries(columns).map(([name, sqlValue]) => {
    const from = [name, FOLLOWS[name]].find((key) => key !== undefined && Object.hasOwn(given, key));
    if (from !== undefined) return { name, value: given[from] as V, own: false };
    if (sqlValue === null) throw new Error(`A row of ${table} needs ${name}`);
    return { name, value: sqlValue, own: true };
  });
}

type SqlOf<T> = Partial<Record<keyof T, string>>;

/** `INSERT INTO table (…) SELECT … <from>`: one row per row `from` selects (none: one row). */
function insertSelect(
  table: string,
  columns: Columns,
  given: Partial<Record<string, string>>,
  from: string,
): string {
  const values = rowValues(table, columns, given);
  return `INSERT INTO ${table} (${values.map((v) => v.name).join(', ')})
    SELECT ${values.map((v) => v.value).join(', ')}
    ${from}`;
}

/** A procedure's columns copied from its surgery type, the row aliased `t` of the select. */
export const PROCEDURE_OF_TYPE = { surgery_type_id: 't.id', name: 't.name', description: 't.description' };

export const insertReviews = (given: SqlOf<typeof REVIEW>, from = ''): string =>
  insertSelect('reviews', REVIEW, given, from);
export const insertProcedures = (given: SqlOf<typeof PROCEDURE>, from = ''): string =>
  insertSelect('review_procedures', PROCEDURE, given, from);
export const insertUpdates = (given: SqlOf<typeof UPDATE>, from = ''): string =>
  insertSelect('updates', UPDATE, given, from);
export const insertComments = (given: SqlOf<typeof COMMENT>, from = ''): string =>
  insertSelect('comments', COMMENT, given, from);
export const insertCosts = (given: SqlOf<typeof COST>, from = ''): string =>
  insertSelect('surgery_costs', COST, given, from);

/** What a caller gives one row: any column's value (a bound parameter), those marked null required. */
type RowOf<TB extends keyof Database, K extends keyof InsertObject<Database, TB>> = Partial<
  InsertObject<Database, TB>
> &
  Pick<InsertObject<Database, TB>, K>;

/** One row for Kysely's values(): the given values, and every other column its SQL. */
function row<TB extends keyof Database & string>(
  table: TB,
  columns: Columns,
  given: Partial<InsertObject<Database, TB>>,
): InsertObject<Database, TB> {
  const values = rowValues<unknown>(table, columns, given as Partial<Record<string, unknown>>);
  return {
    ...Object.fromEntries(values.map((v) => [v.name, v.own ? sql.raw(String(v.value)) : v.value])),
    ...given,
  } as InsertObject<Database, TB>;
}

export const reviewRow = (given: RowOf<'reviews', 'user_id' | 'state_id' | 'npi'>) =>
  row('reviews', REVIEW, given);
export const procedureRow = (given: RowOf<'review_procedures', 'review_id'>) =>
  row('review_procedures', PROCEDURE, given);
export const updateRow = (given: RowOf<'updates', 'review_id'>) => row('updates', UPDATE, given);
export const commentRow = (given: RowOf<'comments', 'review_id' | 'user_id'>) =>
  row('comments', COMMENT, given);
export const costRow = (given: RowOf<'surgery_costs', 'review_id' | 'amount'>) =>
  row('surgery_costs', COST, given);
