/**
 * Reading complete reviews in one statement per page: state, surgeon, patient and counts
 * joined, procedures and updates aggregated as JSON (see pageQuery).
 */
import type { Procedure, Review, ReviewPage, Update } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from './db-types';
import { decodeCursor, pageOf } from './keyset-cursor';
import { surgeryCountOf, AUTHOR_COLUMNS, toKeptAuthorProfile } from './profiles';

export interface ReviewFilter {
  surgery?: number;
  user?: number;
  cursor?: string;
  limit: number;
}

/** Where the page's reviews come from: the feed order over reviews_feed_idx or reviews_user_feed_idx. */
type PageFilter = (q: ReturnType<typeof reviewsOf>) => ReturnType<typeof reviewsOf>;

function reviewsOf(db: Db) {
  return db.selectFrom('reviews as r').selectAll('r');
}

/**
 * One round trip per page: the page's reviews in a CTE, joined to state, surgeon and patient,
 * with procedures and updates aggregated per review as JSON and the counts as correlated
 * index-only lookups (comments_review_idx, reviews_user_feed_idx) over the page rows only.
 */
function pageQuery(db: Db, filter: PageFilter) {
  return db
    .with('page', () => filter(reviewsOf(db)))
    .selectFrom('page as r')
    .innerJoin('states as s', 's.id', 'r.state_id')
    .innerJoin('doctors as d', 'd.npi', 'r.npi')
    .leftJoin('states as ds', 'ds.code', 'd.state_code')
    .leftJoin('users as u', 'u.id', 'r.user_id')
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
      ...AUTHOR_COLUMNS,
    ])
    .select([
      sql<string>`r.surgery_date::text`.as('surgery_date'),
      sql<string>`r.created_at::text`.as('cursor_at'),
      sql<number>`(select count(*)::int from comments c where c.review_id = r.id and c.deleted_at is null)`.as(
        'comment_count',
      ),
      surgeryCountOf('u').as('surgery_count'),
      sql<ProcedureJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', p.surgery_type_id, 'name', p.name, 'description', p.description, 'side', p.side
        ) order by p.position)
        from review_procedures p where p.review_id = r.id), '[]'::json)`.as('procedures'),
      // Epoch milliseconds, not timestamptz text: JSON keeps no Date, and ms is what the API shows.
      sql<UpdateJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', up.id, 'rating', up.rating, 'symptom', up.symptom, 'description', up.description,
          'created_ms', floor(extract(epoch from up.created_at) * 1000),
          'updated_ms', floor(extract(epoch from up.updated_at) * 1000)
        ) order by up.created_at, up.id)
        from updates up where up.review_id = r.id), '[]'::json)`.as('updates'),
    ])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc');
}

interface ProcedureJson {
  id: number | null;
  name: string;
  description: string;
  side: Procedure['side'];
}

interface UpdateJson {
  id: number;
  rating: number | null;
  symptom: number;
  description: string;
  created_ms: number;
  updated_ms: number;
}

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

type ReviewRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

function toReview(r: ReviewRow): Review {
  return {
    id: r.id,
    state: { id: r.state_id, name: r.state_name, code: r.state_code },
    surgeon: {
      npi: r.npi,
      name: r.surgeon_name,
      address: r.surgeon_address,
      stateName: r.surgeon_state_name,
    },
    procedures: r.procedures.map((p) => ({ ...p, right: p.side !== 'left' })),
    rating: r.rating,
    symptom: r.symptom,
    description: r.description,
    surgeryDate: r.surgery_date,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
    updates: r.updates.map((u) => ({
      id: u.id,
      reviewId: r.id,
      rating: u.rating,
      symptom: u.symptom,
      description: u.description,
      createdAt: new Date(Number(u.created_ms)).toISOString(),
      updatedAt: new Date(Number(u.updated_ms)).toISOString(),
    })),
    commentCount: Number(r.comment_count),
    patient: toKeptAuthorProfile(r),
  };
}

export async function listReviews(db: Db, filter: ReviewFilter): Promise<ReviewPage> {
  const cursor = filter.cursor ? decodeCursor(filter.cursor) : null;
  const rows = await pageQuery(db, (q) => {
    let page = q;
    if (filter.surgery !== undefined) page = page.where('r.id', '=', filter.surgery);
    if (filter.user !== undefined) page = page.where('r.user_id', '=', filter.user);
    if (cursor)
      page = page.where(sql<boolean>`(r.created_at, r.id) < (${cursor.at}::timestamptz, ${cursor.id})`);
    return page
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(filter.limit + 1);
  }).execute();
  const page = pageOf(rows, filter.limit);
  return { reviews: page.rows.map(toReview), nextCursor: page.nextCursor };
}

export async function getReview(db: Db, id: number): Promise<Review | null> {
  const [row] = await pageQuery(db, (q) => q.where('r.id', '=', id)).execute();
  return row ? toReview(row) : null;
}
