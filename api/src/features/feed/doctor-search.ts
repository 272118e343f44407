/**
 * Doctor search by state and name (docs/product.md §7), among surgeons only: members name the
 * surgeon who operated, so a dietitian or a therapist in the table (imported with
 * `--all-providers`, or stored before 0011-surgical-doctors) is never offered. Shaped so the hot path is index range scans that
 * stop at LIMIT, whatever the table size: a prefix of 'first last' (name_first_last) or of
 * 'last first' (name_last_first), each with a btree on (state_code, col, npi) and (col, npi),
 * partial WHERE surgical (every query below repeats that predicate literally so the planner can
 * use them).
 * Both branches return at most page × pageSize + 1 rows; the union is de-duplicated by NPI and
 * ordered by the matched form, which is a stable total order, so offset paging is exact.
 *
 * A query that matches no prefix well (a middle part such as 'latif' in 'Nawar Abdul Latif')
 * falls back to a substring match through the trigram index on search_name, for the first
 * page only. Fuzzy similarity (pg_trgm `%`) was measured and left out: at 1M doctors it
 * rechecked ~20k rows for one typo (~1 s), far off the search latency target.
 */
import type { DoctorSearchPage } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { AppError } from '../../platform/errors';

export interface DoctorSearchInput {
  state: string;
  q: string;
  page: number;
  pageSize: number;
}

type DoctorHit = DoctorSearchPage['doctors'][number];

/**
 * Surgeons only. A literal predicate, not a bound `= true`: a partial index is only usable when
 * the planner can see its condition in the query text.
 */
const SURGEONS = sql<boolean>`surgical`;

/** Below this length a trigram index cannot help; prefix matching is the only indexable form. */
const TRIGRAM_MIN = 3;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Lower case, letters/digits/apostrophe/hyphen, single spaces: the form the name columns hold. */
export function normalizeSearchText(q: string): string {
  return q
    .toLowerCase()
    .replace(/[^\p{L}\p{N}' -]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * States are reference data written by the seed, so the name → code map is read once a minute
 * per process instead of once per keystroke: a search is then a single round trip.
 */
const STATES_TTL_MS = 60_000;
const stateMaps = new WeakMap<Db, { expiresAt: number; codes: Promise<Map<string, string>> }>();

function stateCodes(db: Db): Promise<Map<string, string>> {
  const cached = stateMaps.get(db);
  if (cached && cached.expiresAt > Date.now()) return cached.codes;
  const codes = db
    .selectFrom('states')
    .select(['name', 'code'])
    .execute()
    .then((rows) => new Map(rows.map((r) => [r.name.toLowerCase(), r.code])));
  stateMaps.set(db, { expiresAt: Date.now() + STATES_TTL_MS, codes });
  // A failed read (database down) or a database not seeded yet must not be remembered.
  codes.then((map) => map.size === 0 && stateMaps.delete(db)).catch(() => stateMaps.delete(db));
  return codes;
}

async function stateCodeOf(db: Db, state: string): Promise<string | null> {
  if (state === '*') return null;
  const code = (await stateCodes(db)).get(state.replace(/_+/g, ' '));
  if (!code) throw new AppError('UNKNOWN_STATE', 'Unknown state');
  return code;
}

/** The state's (or everyone's) doctors by name: one walk of the (state_code, name_first_last, npi) index. */
async function allByName(
  db: Db,
  stateCode: string | null,
  limit: number,
  offset: number,
): Promise<DoctorHit[]> {
  let query = db.selectFrom('doctors').select(['npi', 'name', 'address']).where(SURGEONS);
  if (stateCode) query = query.where('state_code', '=', stateCode);
  return query.orderBy('name_first_last').orderBy('npi').limit(limit).offset(offset).execute();
}

async function byPrefix(
  db: Db,
  stateCode: string | null,
  q: string,
  limit: number,
  offset: number,
): Promise<DoctorHit[]> {
  const pattern = `${escapeLike(q)}%`;
  const perBranch = offset + limit;
  const inState = stateCode ? sql`state_code = ${stateCode} AND` : sql``;
  // Each branch is a range scan of its own index, in index order, cut at perBranch rows; a
  // doctor whose two forms both match ('john johnson') keeps the smaller key.
  const { rows } = await sql<DoctorHit>`
    SELECT npi, name, address FROM (
      SELECT DISTINCT ON (npi) npi, name, address, k FROM (
        (SELECT npi, name, address, name_first_last AS k FROM doctors
         WHERE ${inState} ${SURGEONS} AND name_first_last LIKE ${pattern}
         ORDER BY name_first_last, npi LIMIT ${perBranch})
        UNION ALL
        (SELECT npi, name, address, name_last_first AS k FROM doctors
         WHERE ${inState} ${SURGEONS} AND name_last_first LIKE ${pattern}
         ORDER BY name_last_first, npi LIMIT ${perBranch})
      ) hits
      ORDER BY npi, k
    ) matched
    ORDER BY k, npi
    LIMIT ${limit} OFFSET ${offset}
  `.execute(db);
  return rows;
}

/**
 * Substring matches through the trigram index, LIMIT-bounded, in name order. The match is a
 * MATERIALIZED CTE so it is planned for all its rows (a trigram bitmap scan) rather than
 * "until LIMIT rows turn up", which the planner would answer with a Seq Scan that reads the
 * whole table whenever matches are rarer than it estimates. The CTE is still read lazily, so
 * the heap visits stop at LIMIT.
 */
async function bySubstring(db: Db, stateCode: string | null, q: string, limit: number): Promise<DoctorHit[]> {
  const rows = await db
    .with(
      (cte) => cte('matches').materialized(),
      (qb) => {
        let query = qb
          .selectFrom('doctors')
          .select(['npi', 'name', 'address', 'name_first_last'])
          .where(SURGEONS)
          .where('search_name', 'like', `%${escapeLike(q)}%`);
        if (stateCode) query = query.where('state_code', '=', stateCode);
        return query;
      },
    )
    .selectFrom('matches')
    .selectAll()
    .limit(limit)
    .execute();
  const key = (r: (typeof rows)[number]): string => `${r.name_first_last ?? ''}\u0000${r.npi}`;
  return rows
    .sort((a, b) => (key(a) < key(b) ? -1 : 1))
    .map(({ npi, name, address }) => ({ npi, name, address }));
}

export async function searchDoctors(db: Db, input: DoctorSearchInput): Promise<DoctorSearchPage> {
  const stateCode = await stateCodeOf(db, input.state);
  const q = normalizeSearchText(input.q);
  const offset = (input.page - 1) * input.pageSize;
  // One extra row tells whether another page exists.
  const limit = input.pageSize + 1;

  if (q.length === 0) {
    const rows = await allByName(db, stateCode, limit, offset);
    return { doctors: rows.slice(0, input.pageSize), hasMore: rows.length > input.pageSize };
  }

  const rows = await byPrefix(db, stateCode, q, limit, offset);
  if (rows.length >= input.pageSize || input.page !== 1 || q.length < TRIGRAM_MIN) {
    return { doctors: rows.slice(0, input.pageSize), hasMore: rows.length > input.pageSize };
  }
  // A short first page: fill it with substring matches. Those do not page (a later page is
  // prefix-only), so such a page reports hasMore: false.
  const seen = new Set(rows.map((r) => r.npi));
  const extra = await bySubstring(db, stateCode, q, input.pageSize + seen.size);
  const filled = [...rows, ...extra.filter((r) => !seen.has(r.npi))].slice(0, input.pageSize);
  return { doctors: filled, hasMore: false };
}
