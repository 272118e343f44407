/**
 * Doctor search by state and name (SPEC §7), shaped so every branch is an index scan at millions
 * of rows: (state_code, search_name text_pattern_ops) for prefixes, the gin_trgm index for
 * substring and fuzzy matches. `search_name` holds 'first last last first', so a prefix matches
 * 'jane d…' and the substring branch matches 'doe j…'.
 */
import type { DoctorSearchPage } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from './db-types';
import { AppError } from '../errors';

export interface DoctorSearchInput {
  state: string;
  q: string;
  page: number;
  pageSize: number;
}

/** Below this length a trigram index cannot help; prefix matching is the only indexable form. */
const TRIGRAM_MIN = 3;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchDoctors(db: Db, input: DoctorSearchInput): Promise<DoctorSearchPage> {
  let stateCode: string | null = null;
  if (input.state !== '*') {
    const key = input.state.replace(/_+/g, ' ');
    const state = await db
      .selectFrom('states')
      .select('code')
      .where(sql<string>`lower(name)`, '=', key)
      .executeTakeFirst();
    if (!state) throw new AppError(400, 'Unknown state');
    stateCode = state.code;
  }

  const q = input.q.toLowerCase().replace(/[^\p{L}\p{N}' -]+/gu, ' ').replace(/\s+/g, ' ').trim();
  let query = db.selectFrom('doctors').select(['npi', 'name', 'address']);
  if (stateCode) query = query.where('state_code', '=', stateCode);

  if (q.length === 0) {
    query = query.orderBy('search_name').orderBy('npi');
  } else if (q.length < TRIGRAM_MIN) {
    query = query
      .where('search_name', 'like', `${escapeLike(q)}%`)
      .orderBy('search_name')
      .orderBy('npi');
  } else {
    const contains = `%${escapeLike(q)}%`;
    const prefix = `${escapeLike(q)}%`;
    query = query
      // LIKE '%q%' and word similarity (<%) are both answered by the gin_trgm index.
      .where(sql<boolean>`(search_name like ${contains} or ${q} <% search_name)`)
      .orderBy(sql`search_name like ${prefix}`, 'desc')
      .orderBy(sql`search_name like ${contains}`, 'desc')
      .orderBy(sql`word_similarity(${q}, search_name)`, 'desc')
      .orderBy('search_name')
      .orderBy('npi');
  }

  const rows = await query
    .limit(input.pageSize + 1)
    .offset((input.page - 1) * input.pageSize)
    .execute();
  return { doctors: rows.slice(0, input.pageSize), hasMore: rows.length > input.pageSize };
}
