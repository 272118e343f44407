/**
 * Reading complete reviews in a constant number of queries: one for the page (with state,
 * surgeon, patient and counts joined), one for all its procedures, one for all its updates.
 */
import type { Procedure, Review, ReviewPage, Update } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { AppError } from '../errors';
import type { Db } from './db-types';
import { surgeryCountOf, toProfile } from './profiles';

export interface ReviewFilter {
  surgery?: number;
  user?: number;
  cursor?: string;
  limit: number;
}

interface Cursor {
  /** created_at as Postgres text: keeps the microseconds a JS Date would drop. */
  at: string;
  id: number;
}

function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.at, c.id])).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      typeof parsed[0] === 'string' &&
      /^\d{4}-\d{2}-\d{2}[ T][\d:.]+([+-]\d{2}(:?\d{2})?|Z)?$/.test(parsed[0]) &&
      Number.isInteger(parsed[1])
    ) {
      return { at: parsed[0], id: parsed[1] as number };
    }
  } catch {
    // fall through to the 400 below
  }
  throw new AppError(400, 'Invalid cursor');
}

function baseQuery(db: Db) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('states as s', 's.id', 'r.state_id')
    .innerJoin('doctors as d', 'd.npi', 'r.npi')
    .leftJoin('states as ds', 'ds.code', 'd.state_code')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.rating',
      'r.symptom',
      'r.description',
      'r.created_at',
      'r.updated_at',
      's.id as state_id',
      's.name as state_name',
      's.code as state_code',
      'd.npi',
      'd.name as surgeon_name',
      'd.address as surgeon_address',
      'ds.name as surgeon_state_name',
      'u.id as user_id',
      'u.username',
      'u.image',
      'u.background',
      'u.created_at as user_created_at',
    ])
    .select([
      sql<string>`r.surgery_date::text`.as('surgery_date'),
      sql<string>`r.created_at::text`.as('cursor_at'),
      sql<number>`(select count(*)::int from comments c where c.review_id = r.id)`.as('comment_count'),
      surgeryCountOf('u').as('surgery_count'),
    ]);
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>[number];

export function toUpdate(row: {
  id: number;
  review_id: number;
  rating: number | null;
  symptom: number;
  description: string;
  created_at: Date;
  updated_at: Date;
}): Update {
  return {
    id: row.id,
    reviewId: row.review_id,
    rating: row.rating,
    symptom: row.symptom,
    description: row.description,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function assemble(db: Db, rows: ReviewRow[]): Promise<Review[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [procedures, updates] = await Promise.all([
    db
      .selectFrom('review_procedures')
      .select(['review_id', 'surgery_type_id', 'name', 'description', 'side'])
      .where('review_id', 'in', ids)
      .orderBy('review_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('updates')
      .selectAll()
      .where('review_id', 'in', ids)
      .orderBy('review_id')
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
  ]);
  const proceduresBy = new Map<number, Procedure[]>();
  for (const p of procedures) {
    const list = proceduresBy.get(p.review_id) ?? [];
    list.push({ id: p.surgery_type_id, name: p.name, description: p.description, side: p.side, right: p.side !== 'left' });
    proceduresBy.set(p.review_id, list);
  }
  const updatesBy = new Map<number, Update[]>();
  for (const u of updates) {
    const list = updatesBy.get(u.review_id) ?? [];
    list.push(toUpdate(u));
    updatesBy.set(u.review_id, list);
  }
  return rows.map((r) => ({
    id: r.id,
    state: { id: r.state_id, name: r.state_name, code: r.state_code },
    surgeon: { npi: r.npi, name: r.surgeon_name, address: r.surgeon_address, stateName: r.surgeon_state_name },
    procedures: proceduresBy.get(r.id) ?? [],
    rating: r.rating,
    symptom: r.symptom,
    description: r.description,
    surgeryDate: r.surgery_date,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    updates: updatesBy.get(r.id) ?? [],
    commentCount: Number(r.comment_count),
    patient: toProfile({
      id: r.user_id,
      username: r.username,
      image: r.image,
      background: r.background,
      created_at: r.user_created_at,
      surgery_count: r.surgery_count,
    }),
  }));
}

export async function listReviews(db: Db, filter: ReviewFilter): Promise<ReviewPage> {
  let query = baseQuery(db);
  if (filter.surgery !== undefined) query = query.where('r.id', '=', filter.surgery);
  if (filter.user !== undefined) query = query.where('r.user_id', '=', filter.user);
  if (filter.cursor) {
    const c = decodeCursor(filter.cursor);
    query = query.where(sql<boolean>`(r.created_at, r.id) < (${c.at}::timestamptz, ${c.id})`);
  }
  const rows = await query
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(filter.limit + 1)
    .execute();
  const page = rows.slice(0, filter.limit);
  const last = page[page.length - 1];
  return {
    reviews: await assemble(db, page),
    nextCursor: rows.length > filter.limit && last ? encodeCursor({ at: last.cursor_at, id: last.id }) : null,
  };
}

export async function getReview(db: Db, id: number): Promise<Review | null> {
  const rows = await baseQuery(db).where('r.id', '=', id).execute();
  const [review] = await assemble(db, rows);
  return review ?? null;
}
