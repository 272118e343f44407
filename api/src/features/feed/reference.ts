/** States, surgery types and surgeons: read-mostly reference data. */
import type { State, Surgeon, SurgeryType } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';

/** 'New Hampshire', 'new hampshire', 'new_hampshire', 'NH' and '33' all name the same state. */
export async function resolveState(db: Db, input: string): Promise<State | null> {
  const value = input.trim();
  if (value === '') return null;
  let query = db.selectFrom('states').select(['id', 'name', 'code']);
  if (/^\d{1,9}$/.test(value)) {
    query = query.where('id', '=', Number(value));
  } else if (/^[a-z]{2}$/i.test(value)) {
    query = query.where('code', '=', value.toUpperCase());
  } else {
    const key = value.toLowerCase().replace(/[\s_]+/g, ' ');
    query = query.where(sql<string>`lower(name)`, '=', key);
  }
  return (await query.executeTakeFirst()) ?? null;
}

export async function listStates(db: Db): Promise<State[]> {
  return db.selectFrom('states').select(['id', 'name', 'code']).orderBy('name').execute();
}

export async function listSurgeryTypes(db: Db): Promise<SurgeryType[]> {
  return db
    .selectFrom('surgery_types')
    .select(['id', 'name', 'description'])
    .orderBy('name')
    .orderBy('id')
    .execute();
}

function surgeonQuery(db: Db) {
  return db
    .selectFrom('doctors as d')
    .leftJoin('states as s', 's.code', 'd.state_code')
    .select(['d.npi', 'd.name', 'd.address', 's.name as stateName']);
}

export async function findSurgeon(db: Db, npi: string): Promise<Surgeon | null> {
  return (await surgeonQuery(db).where('d.npi', '=', npi).executeTakeFirst()) ?? null;
}

const SURGEONS_BY_STATE_LIMIT = 50;

/** Surgeons already reviewed in the state first (most reviewed first), then the state's doctors by name. */
export async function surgeonsInState(db: Db, state: State): Promise<Surgeon[]> {
  const reviewed = await db
    .selectFrom('reviews as r')
    .innerJoin('doctors as d', 'd.npi', 'r.npi')
    .leftJoin('states as s', 's.code', 'd.state_code')
    .select(['d.npi', 'd.name', 'd.address', 's.name as stateName'])
    .where('r.state_id', '=', state.id)
    .groupBy(['d.npi', 'd.name', 'd.address', 's.name'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('d.name')
    .limit(SURGEONS_BY_STATE_LIMIT)
    .execute();
  const remaining = SURGEONS_BY_STATE_LIMIT - reviewed.length;
  if (remaining <= 0) return reviewed;
  const seen = new Set(reviewed.map((s) => s.npi));
  const local = await surgeonQuery(db)
    .where('d.state_code', '=', state.code)
    .orderBy('d.name_first_last')
    .orderBy('d.npi')
    .limit(SURGEONS_BY_STATE_LIMIT)
    .execute();
  return [...reviewed, ...local.filter((s) => !seen.has(s.npi))].slice(0, SURGEONS_BY_STATE_LIMIT);
}
