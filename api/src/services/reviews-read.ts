/**
 * Reading complete reviews in one statement per page: state, surgeon, patient and counts
 * joined, procedures and updates aggregated as JSON (see pageQuery). The feed's filters and text
 * search choose the rows (matching), its sorts order them over an index per order (listReviews),
 * and a second count over the same conditions gives the total (for a text search, one scan of
 * the matches gives both: searchPageIds).
 */
import type { FEED_SORTS } from '@journeys/shared/paths';
import type { Procedure, Review, ReviewPage, Update } from '@journeys/shared/domain';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from './db-types';
import { surgeryCountOf, AUTHOR_COLUMNS, toKeptAuthorProfile } from './profiles';
import { decodeFeedCursor, feedPageOf, type FeedCursor, type FeedOrder } from './review-search-cursor';

export interface ReviewFilter {
  surgery?: number;
  user?: number;
  /** Surgery type id: a journey matches when any of its procedures has this type. */
  procedure?: number;
  state?: number;
  /** Surgeon NPI. */
  surgeon?: string;
  /** Search text (trimmed, non-empty), read by websearch_to_tsquery('english', q). */
  q?: string;
  sort?: (typeof FEED_SORTS)[number];
  cursor?: string;
  limit: number;
}

/** The one text-search configuration: English stemming on both the documents and the queries. */
function tsQuery(q: string) {
  return sql`websearch_to_tsquery('english'::regconfig, ${q})`;
}

/**
 * How well a journey matches: ts_rank over its weighted document (migration 0009), divided by
 * 1 + log(length) (normalization 1) so a journey with many long updates does not win on bulk.
 * Scaled to a whole number (same order, ties within 1e-9 broken by newest) so the cursor carries
 * it exactly, whatever float text format the server is set to.
 */
function rankOf(q: string) {
  return sql<string>`(ts_rank(r.search_vector, ${tsQuery(q)}, 1)::float8 * 1000000000)::bigint`;
}

/** The journeys that match every filter given, under reviews_search_idx and the feed indexes. */
function matching(db: Db, filter: ReviewFilter) {
  let q = db.selectFrom('reviews as r');
  if (filter.surgery !== undefined) q = q.where('r.id', '=', filter.surgery);
  if (filter.user !== undefined) q = q.where('r.user_id', '=', filter.user);
  if (filter.state !== undefined) q = q.where('r.state_id', '=', filter.state);
  if (filter.surgeon !== undefined) q = q.where('r.npi', '=', filter.surgeon);
  const procedure = filter.procedure;
  if (procedure !== undefined) {
    q = q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('review_procedures as p')
          .select(sql`1`.as('one'))
          .whereRef('p.review_id', '=', 'r.id')
          .where('p.surgery_type_id', '=', procedure),
      ),
    );
  }
  if (filter.q !== undefined) q = q.where(sql<SqlBool>`r.search_vector @@ ${tsQuery(filter.q)}`);
  return q;
}

type Matching = ReturnType<typeof matching>;

function reviewsOf(q: Matching, search: string | undefined) {
  return q
    .selectAll('r')
    .select((search === undefined ? sql<string | null>`null::bigint` : rankOf(search)).as('rank'));
}

/** Where the page's reviews come from: a filtered, ordered, limited read of `reviews as r`. */
type PageFilter = (q: ReturnType<typeof reviewsOf>) => ReturnType<typeof reviewsOf>;

/** The sort key of each order, first of (key, created_at, id), all descending. */
function sortKeyOf(order: FeedOrder, search: string | undefined): Expression<unknown> | null {
  if (order === 'updates') return sql`r.update_count`;
  if (order === 'comments') return sql`r.comment_count`;
  if (order === 'relevance' && search !== undefined) return rankOf(search);
  return null;
}

/** Rows after the cursor's, in the order's keyset (each order has an index: migration 0009). */
function afterCursor(cursor: FeedCursor, search: string | undefined) {
  const key = sortKeyOf(cursor.order, search);
  const at = sql`${cursor.at}::timestamptz`;
  if (key === null) return sql<SqlBool>`(r.created_at, r.id) < (${at}, ${cursor.id})`;
  return sql<SqlBool>`(${key}, r.created_at, r.id) < (${cursor.key}::bigint, ${at}, ${cursor.id})`;
}

/**
 * One round trip per page: the page's reviews in a CTE, joined to state, surgeon and patient,
 * with procedures and updates aggregated per review as JSON and the counts read from the
 * maintained columns (update_count, comment_count) or correlated index-only lookups
 * (reviews_user_feed_idx) over the page rows only.
 */
function pageQuery(db: Db, rows: ReturnType<typeof reviewsOf>, filter: PageFilter, order: FeedOrder) {
  const ordered = db
    .with('page', () => filter(rows))
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
      'r.comment_count',
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
      // The first key of the order, for the next page's cursor (bigint arrives as text).
      (order === 'updates'
        ? sql<number | string | null>`r.update_count`
        : order === 'comments'
          ? sql<number | string | null>`r.comment_count`
          : order === 'relevance'
            ? sql<number | string | null>`r.rank`
            : sql<number | string | null>`null`
      ).as('sort_key'),
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
    ]);
  const first =
    order === 'updates'
      ? ordered.orderBy('r.update_count', 'desc')
      : order === 'comments'
        ? ordered.orderBy('r.comment_count', 'desc')
        : order === 'relevance'
          ? ordered.orderBy('r.rank', 'desc')
          : ordered;
  return first.orderBy('r.created_at', 'desc').orderBy('r.id', 'desc');
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
    commentCount: r.comment_count,
    patient: toKeptAuthorProfile(r),
  };
}

/** Without a sort, a text search lists the best match first and anything else the newest. */
export function feedOrderOf(filter: Pick<ReviewFilter, 'q' | 'sort'>): FeedOrder {
  return filter.sort ?? (filter.q !== undefined ? 'relevance' : 'newest');
}

/**
 * A text search of a common word matches most journeys: ranking them for the page and counting
 * them for the total were two scans of every match. One scan instead keeps each match's id and
 * sort keys (a small materialized set), counts it and picks the page's ids in the page's order;
 * the page query then reads those few rows under the same conditions and order.
 */
async function searchPageIds(
  db: Db,
  filter: ReviewFilter & { q: string },
  order: FeedOrder,
  cursor: FeedCursor | null,
): Promise<{ ids: number[]; total: number }> {
  const keys = matching(db, filter).select([
    'r.id',
    'r.created_at',
    'r.update_count',
    'r.comment_count',
    rankOf(filter.q).as('rank'),
  ]);
  const key =
    order === 'updates'
      ? sql`m.update_count`
      : order === 'comments'
        ? sql`m.comment_count`
        : order === 'relevance'
          ? sql`m.rank`
          : null;
  const after =
    cursor === null
      ? sql`true`
      : key === null
        ? sql`(m.created_at, m.id) < (${cursor.at}::timestamptz, ${cursor.id})`
        : sql`(${key}, m.created_at, m.id) < (${cursor.key}::bigint, ${cursor.at}::timestamptz, ${cursor.id})`;
  const orderBy =
    key === null ? sql`m.created_at DESC, m.id DESC` : sql`${key} DESC, m.created_at DESC, m.id DESC`;
  const { rows } = await sql<{ total: number; ids: number[] }>`
    WITH m AS MATERIALIZED (${keys})
    SELECT (SELECT count(*)::int FROM m) AS total,
           ARRAY(SELECT m.id FROM m WHERE ${after} ORDER BY ${orderBy} LIMIT ${filter.limit + 1}) AS ids`.execute(
    db,
  );
  const row = rows[0];
  return { ids: row?.ids ?? [], total: row?.total ?? 0 };
}

export async function listReviews(db: Db, filter: ReviewFilter): Promise<ReviewPage> {
  const order = feedOrderOf(filter);
  const cursor = filter.cursor ? decodeFeedCursor(filter.cursor, order) : null;
  const key = sortKeyOf(order, filter.q);
  const search =
    filter.q === undefined ? null : await searchPageIds(db, { ...filter, q: filter.q }, order, cursor);
  const rows = pageQuery(
    db,
    reviewsOf(matching(db, filter), filter.q),
    (q) => {
      const after = cursor ? q.where(afterCursor(cursor, filter.q)) : q;
      const only = search ? after.where('r.id', 'in', search.ids.length ? search.ids : [0]) : after;
      const ordered = key === null ? only : only.orderBy(key, 'desc');
      return ordered
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(filter.limit + 1);
    },
    order,
  ).execute();
  const total = search
    ? Promise.resolve({ total: search.total })
    : matching(db, filter)
        .select(sql<number>`count(*)::int`.as('total'))
        .executeTakeFirstOrThrow();
  const [found, counted] = await Promise.all([rows, total]);
  const page = feedPageOf(found, filter.limit, order);
  return { reviews: page.rows.map(toReview), nextCursor: page.nextCursor, total: counted.total };
}

export async function getReview(db: Db, id: number): Promise<Review | null> {
  const [row] = await pageQuery(
    db,
    reviewsOf(matching(db, { surgery: id, limit: 1 }), undefined),
    (q) => q,
    'newest',
  ).execute();
  return row ? toReview(row) : null;
}
