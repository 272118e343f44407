/**
 * Reading complete reviews in one statement per page: state, surgeon, patient and counts
 * joined, procedures and updates aggregated as JSON (see pageQuery). The feed's filters and text
 * search choose the rows (matching), its sorts order them over an index per order (listReviews),
 * and a second count over the same conditions gives the total (a text search counts up to
 * SEARCH_COUNT_CAP, and its best-match order ranks a bounded window: bestMatchIds).
 */
import { FEED_FILTERS, type FeedFilterValues } from '@journeys/shared/feed-filters';
import type { FEED_SORTS } from '@journeys/shared/paths';
import {
  SEARCH_COUNT_CAP,
  WORTH_IT_OF_FILTER,
  latestWorthItOf,
  type Procedure,
  type Review,
  type ReviewPage,
  type Update,
  type UpdatePhotos,
  type WorthItAnswer,
} from '@journeys/shared/domain';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { moderationOf, visibleTo, VISITOR, type Viewer } from '../../platform/moderation-visibility';
import { surgeryCountOf, AUTHOR_COLUMNS, toKeptAuthorProfile } from '../auth';
import { toPhoto, updatePhotoColumns, type PhotoRow } from '../photos';
import { decodeFeedCursor, feedPageOf, type FeedCursor, type FeedOrder } from './review-search-cursor';
import { costColumn } from './surgery-costs';

/** The feed's filters (FEED_FILTERS, as `reviewsQuery` validated them), sort and page. */
export interface ReviewFilter extends FeedFilterValues {
  sort?: (typeof FEED_SORTS)[number];
  cursor?: string;
  limit: number;
  /** Who reads: hidden and pending journeys and updates are theirs and moderators' only. */
  viewer?: Viewer;
}

/** The one text-search configuration: English stemming on both the documents and the queries. */
function tsQuery(q: string) {
  return sql`websearch_to_tsquery('english'::regconfig, ${q})`;
}

/**
 * How well a journey of the ranked window matches: ts_rank over its weighted document (migration
 * 0009), divided by 1 + log(length) (normalization 1) so a journey with many long updates does not
 * win on bulk. Scaled to a whole number (same order, ties within 1e-9 broken by newest) so the
 * cursor carries it exactly, whatever float text format the server is set to; plus one, so that 0
 * is left for the matches past the window (bestMatchIds).
 */
function windowKeyOf(q: string) {
  return sql<string>`(ts_rank(w.search_vector, ${tsQuery(q)}, 1)::float8 * 1000000000)::bigint + 1`;
}

function visibleReviews(db: Db, viewer: Viewer) {
  return db.selectFrom('reviews as r').where(visibleTo(viewer, 'r.moderation_status', 'r.user_id'));
}

type Reviews = ReturnType<typeof visibleReviews>;

/**
 * Each feed filter's condition, one per name of FEED_FILTERS (a declared filter without one does
 * not compile): the value is the validated one, under reviews_search_idx and the feed indexes.
 */
const FILTER_CLAUSES: {
  [K in keyof Required<FeedFilterValues>]: (q: Reviews, value: Required<FeedFilterValues>[K]) => Reviews;
} = {
  surgery: (q, id) => q.where('r.id', '=', id),
  user: (q, id) => q.where('r.user_id', '=', id),
  /** A journey matches when any of its procedures has this surgery type. */
  procedure: (q, id) =>
    q.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('review_procedures as p')
          .select(sql`1`.as('one'))
          .whereRef('p.review_id', '=', 'r.id')
          .where('p.surgery_type_id', '=', id),
      ),
    ),
  state: (q, id) => q.where('r.state_id', '=', id),
  surgeon: (q, npi) => q.where('r.npi', '=', npi),
  /** Trimmed, non-empty text, read by websearch_to_tsquery('english', q). */
  q: (q, text) => q.where(sql<SqlBool>`r.search_vector @@ ${tsQuery(text)}`),
  /** The latest public answer, kept by the summaries' triggers (migration 0024, reviews_worth_it_feed_idx). */
  worthIt: (q, value) => q.where('r.latest_worth_it', '=', WORTH_IT_OF_FILTER[value]),
};

/** The journeys that match every filter given. */
function matching(db: Db, filter: ReviewFilter) {
  let q = visibleReviews(db, filter.viewer ?? VISITOR);
  for (const { name } of FEED_FILTERS) {
    const value = filter[name];
    if (value !== undefined)
      q = (FILTER_CLAUSES[name] as (q: Reviews, value: number | string) => Reviews)(q, value);
  }
  return q;
}

type Matching = ReturnType<typeof matching>;

/** The page's rows, each with its best-match key (bestMatchPage); null in the other orders. */
function reviewsOf(q: Matching, rank: RawBuilder<string | null> = sql`null::bigint`) {
  return q.selectAll('r').select(rank.as('rank'));
}

/** Where the page's reviews come from: a filtered, ordered, limited read of `reviews as r`. */
type PageFilter = (q: ReturnType<typeof reviewsOf>) => ReturnType<typeof reviewsOf>;

/**
 * The sort key of each order read from a row, first of (key, created_at, id), all descending.
 * Best match has none here: its key is given by bestMatchIds.
 */
function sortKeyOf(order: FeedOrder): Expression<unknown> | null {
  if (order === 'updates') return sql`r.update_count`;
  if (order === 'comments') return sql`r.comment_count`;
  return null;
}

/** Rows after the cursor's, in the order's keyset (each order has an index: migration 0009). */
function afterCursor(cursor: FeedCursor) {
  const key = sortKeyOf(cursor.order);
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
function pageQuery(
  db: Db,
  rows: ReturnType<typeof reviewsOf>,
  filter: PageFilter,
  order: FeedOrder,
  viewer: Viewer = VISITOR,
) {
  const photoColumns = updatePhotoColumns('up', 'r', viewer);
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
      'r.moderation_status',
      'r.moderation_reason',
      'r.worth_it',
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
      costColumn('r', viewer).as('cost'),
      sql<ProcedureJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', p.surgery_type_id, 'name', p.name, 'description', p.description, 'side', p.side
        ) order by p.position)
        from review_procedures p where p.review_id = r.id), '[]'::json)`.as('procedures'),
      // Epoch milliseconds, not timestamptz text: JSON keeps no Date, and ms is what the API shows.
      sql<UpdateJson[]>`coalesce((
        select json_agg(json_build_object(
          'id', up.id, 'rating', up.rating, 'symptom', up.symptom, 'description', up.description,
          'worth_it', up.worth_it, 'created_ms', floor(extract(epoch from up.created_at) * 1000),
          'updated_ms', floor(extract(epoch from up.updated_at) * 1000),
          'status', up.moderation_status, 'reason', up.moderation_reason,
          'photos', ${photoColumns.photos}, 'others', ${photoColumns.othersCount},
          'posted_by', up.posted_by,
          'posted_by_name', (select pb.username from users pb where pb.id = up.posted_by)
        ) order by up.created_at, up.id)
        from updates up where up.review_id = r.id
          and ${visibleTo(viewer, 'up.moderation_status', 'r.user_id')}), '[]'::json)`.as('updates'),
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
  worth_it: WorthItAnswer | null;
  created_ms: number;
  updated_ms: number;
  status: 'hidden' | 'pending' | null;
  reason: string | null;
  photos: PhotoRow[];
  others: number;
  posted_by: number | null;
  posted_by_name: string | null;
}

export type PostedBy = NonNullable<Update['postedBy']>;

/** A caregiver's update names them; a deleted caregiver's (posted_by set null) reads as the owner's. */
function postedByOfJson(u: Pick<UpdateJson, 'posted_by' | 'posted_by_name'>): PostedBy | null {
  return u.posted_by !== null && u.posted_by_name !== null
    ? { id: u.posted_by, username: u.posted_by_name }
    : null;
}

export function toUpdate(
  row: {
    id: number;
    review_id: number;
    rating: number | null;
    symptom: number;
    description: string;
    worth_it: WorthItAnswer | null;
    created_at: Date;
    updated_at: Date;
    moderation_status: 'hidden' | 'pending' | null;
    moderation_reason: string | null;
  },
  photos: UpdatePhotos,
  postedBy: PostedBy | null,
): Update {
  return {
    id: row.id,
    reviewId: row.review_id,
    rating: row.rating,
    symptom: row.symptom,
    description: row.description,
    worthIt: row.worth_it,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    moderation: moderationOf(row.moderation_status, row.moderation_reason),
    ...photos,
    postedBy,
  };
}

type ReviewRow = Awaited<ReturnType<ReturnType<typeof pageQuery>['execute']>>[number];

function toReview(r: ReviewRow): Review {
  const updates = r.updates.map((u) => ({
    id: u.id,
    reviewId: r.id,
    rating: u.rating,
    symptom: u.symptom,
    description: u.description,
    worthIt: u.worth_it,
    createdAt: new Date(Number(u.created_ms)).toISOString(),
    updatedAt: new Date(Number(u.updated_ms)).toISOString(),
    moderation: moderationOf(u.status, u.reason),
    photos: u.photos.map((p) => toPhoto(p)),
    membersOnlyPhotoCount: Number(u.others),
    postedBy: postedByOfJson(u),
  }));
  const createdAt = r.created_at.toISOString();
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
    worthIt: r.worth_it,
    // Over the updates this reader sees, so a pending update's answer is its author's alone.
    latestWorthIt: latestWorthItOf({
      surgeryDate: r.surgery_date,
      worthIt: r.worth_it,
      createdAt,
      updates,
    }),
    cost: r.cost,
    createdAt,
    updatedAt: r.updated_at.toISOString(),
    updates,
    commentCount: r.comment_count,
    patient: toKeptAuthorProfile(r),
    moderation: moderationOf(r.moderation_status, r.moderation_reason),
  };
}

/** Without a sort, a text search lists the best match first and anything else the newest. */
export function feedOrderOf(filter: Pick<ReviewFilter, 'q' | 'sort'>): FeedOrder {
  return filter.sort ?? (filter.q !== undefined ? 'relevance' : 'newest');
}

/**
 * How many of the newest journeys (under the other filters) a search looks through first. Text
 * found in at least a quarter of them fills the window and the capped count from these rows
 * alone, read newest first over reviews_feed_idx. Rarer text is read from the GIN index instead.
 * The choice is made on what those rows show, not on the planner's guess: PostgreSQL estimates
 * `a -b` or `"a phrase"` from each word alone, and a guess of 12 % for a text in 2.5 % of
 * journeys had it walk 40,000 rows newest first.
 */
const SEARCH_PROBE_ROWS = 4 * SEARCH_COUNT_CAP;

/** Where the most recent matches are looked for: the newest rows first, or every match. */
type MatchesAmong = 'newest' | 'all';

/** The SEARCH_COUNT_CAP + 1 most recent matches (fewer when fewer match where it looks). */
function recentMatches(db: Db, filter: ReviewFilter & { q: string }, among: MatchesAmong) {
  if (among === 'newest') {
    const { q, ...others } = filter;
    const newest = matching(db, others)
      .selectAll('r')
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(SEARCH_PROBE_ROWS);
    return db
      .selectFrom(newest.as('r'))
      .where(sql<SqlBool>`r.search_vector @@ ${tsQuery(q)}`)
      .select(['r.id', 'r.created_at', 'r.search_vector'])
      .orderBy('r.created_at', 'desc')
      .orderBy('r.id', 'desc')
      .limit(SEARCH_COUNT_CAP + 1);
  }
  // An order no index has: the matches come from the GIN index and only the top ones are sorted.
  return matching(db, filter)
    .select(['r.id', 'r.created_at', 'r.search_vector'])
    .orderBy(sql`r.created_at + interval '0 seconds'`, 'desc')
    .orderBy('r.id', 'desc')
    .limit(SEARCH_COUNT_CAP + 1);
}

/**
 * Best match first, within bounds (docs/product.md §7, "Search"). A common word matches most
 * journeys, and ranking every match on each page was the cost of a search. So the ranked window
 * is the SEARCH_COUNT_CAP most recent matches (recentMatches), best match first; any older
 * matches follow, newest first.
 * Keys: a window row's scaled rank plus one, an older row 0, so one keyset (key, created_at, id)
 * runs through both and the cursor stays the same kind. The same scan counts the matches up to
 * the cap. The window moves only when a newer match arrives: a list that did not change meanwhile
 * pages without repeating or skipping a row.
 */
async function bestMatchIds(
  db: Db,
  filter: ReviewFilter & { q: string },
  cursor: FeedCursor | null,
  among: MatchesAmong,
): Promise<{ ids: number[]; keys: number[]; matched: number }> {
  const take = filter.limit + 1;
  const recent = recentMatches(db, filter, among);
  const older = matching(db, filter)
    .select(['r.id', sql<string>`0::bigint`.as('key'), 'r.created_at'])
    .where(sql<SqlBool>`(SELECT count(*) FROM w) > ${SEARCH_COUNT_CAP}`)
    .where(
      sql<SqlBool>`(r.created_at, r.id) < (SELECT ranked.created_at, ranked.id FROM ranked
      ORDER BY ranked.created_at, ranked.id LIMIT 1)`,
    )
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(take);
  const after =
    cursor === null
      ? sql`true`
      : sql`(x.key, x.created_at, x.id) < (${cursor.key}::bigint, ${cursor.at}::timestamptz, ${cursor.id})`;
  const { rows } = await sql<{ matched: number; ids: number[]; keys: string[] }>`
    WITH w AS MATERIALIZED (${recent}),
    ranked AS MATERIALIZED (
      SELECT w.id, ${windowKeyOf(filter.q)} AS key, w.created_at FROM w
      ORDER BY w.created_at DESC, w.id DESC LIMIT ${SEARCH_COUNT_CAP}
    ),
    page AS (
      SELECT x.id, x.key FROM (
        (SELECT x.id, x.key, x.created_at FROM ranked x WHERE ${after}
         ORDER BY x.key DESC, x.created_at DESC, x.id DESC LIMIT ${take})
        UNION ALL
        (SELECT x.id, x.key, x.created_at FROM (${older}) x WHERE ${after})
      ) x ORDER BY x.key DESC, x.created_at DESC, x.id DESC LIMIT ${take}
    )
    SELECT (SELECT count(*)::int FROM w) AS matched,
           ARRAY(SELECT page.id FROM page) AS ids,
           ARRAY(SELECT page.key::text FROM page) AS keys`.execute(db);
  const row = rows[0];
  return { ids: row?.ids ?? [], keys: (row?.keys ?? []).map(Number), matched: row?.matched ?? 0 };
}

/** How many of the newest rows match the text, counted up to SEARCH_COUNT_CAP + 1 (recentMatches). */
async function countRecentMatches(db: Db, filter: ReviewFilter & { q: string }): Promise<number> {
  const { n } = await db
    .selectFrom(recentMatches(db, filter, 'newest').as('c'))
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

async function countMatching(db: Db, filter: ReviewFilter): Promise<number> {
  const { n } = await matching(db, filter)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return n;
}

/** A count past the cap is shown as the cap, flagged as a lower bound ('1,000+ journeys'). */
function totalOf(matched: number, search: boolean): Pick<ReviewPage, 'total' | 'totalIsLowerBound'> {
  const over = search && matched > SEARCH_COUNT_CAP;
  return { total: over ? SEARCH_COUNT_CAP : matched, totalIsLowerBound: over };
}

async function bestMatchPage(
  db: Db,
  filter: ReviewFilter & { q: string },
  cursor: FeedCursor | null,
): Promise<ReviewPage> {
  const newest = await bestMatchIds(db, filter, cursor, 'newest');
  // Fewer matches than the window among the newest rows: the text is rare, read every match.
  const { ids, keys, matched } =
    newest.matched > SEARCH_COUNT_CAP ? newest : await bestMatchIds(db, filter, cursor, 'all');
  const listed = ids.length ? ids : [0];
  // Each row's key, as bestMatchIds gave it, for the order and the next cursor.
  const keyOf = sql<string>`(${sql.val(keys.length ? keys : [0])}::bigint[])[array_position(${sql.val(listed)}::int[], r.id)]`;
  const found = await pageQuery(
    db,
    reviewsOf(matching(db, filter), keyOf),
    (q) =>
      q
        .where('r.id', 'in', listed)
        .orderBy(keyOf, 'desc')
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(filter.limit + 1),
    'relevance',
    filter.viewer,
  ).execute();
  const page = feedPageOf(found, filter.limit, 'relevance');
  return { reviews: page.rows.map(toReview), nextCursor: page.nextCursor, ...totalOf(matched, true) };
}

export async function listReviews(db: Db, filter: ReviewFilter): Promise<ReviewPage> {
  const order = feedOrderOf(filter);
  const cursor = filter.cursor ? decodeFeedCursor(filter.cursor, order) : null;
  const search = filter.q === undefined ? null : { ...filter, q: filter.q };
  if (order === 'relevance' && search) return bestMatchPage(db, search, cursor);
  // With text, the newest rows tell a common text (past the cap there: the total is a lower bound
  // and the order's index finds the page at once) from a rare one (read from the GIN index, in an
  // order no index has, and counted exactly).
  const recent = search ? await countRecentMatches(db, search) : 0;
  const rare = search !== null && recent <= SEARCH_COUNT_CAP;
  const key = sortKeyOf(order);
  const rows = pageQuery(
    db,
    reviewsOf(matching(db, filter)),
    (q) => {
      const after = cursor ? q.where(afterCursor(cursor)) : q;
      const ordered = key === null ? after : after.orderBy(rare ? sql`${key} + 0` : key, 'desc');
      return ordered
        .orderBy(rare ? sql`r.created_at + interval '0 seconds'` : sql`r.created_at`, 'desc')
        .orderBy('r.id', 'desc')
        .limit(filter.limit + 1);
    },
    order,
    filter.viewer,
  ).execute();
  const [found, matched] = await Promise.all([
    rows,
    search && !rare ? Promise.resolve(recent) : countMatching(db, filter),
  ]);
  const page = feedPageOf(found, filter.limit, order);
  return {
    reviews: page.rows.map(toReview),
    nextCursor: page.nextCursor,
    ...totalOf(matched, filter.q !== undefined),
  };
}

export async function getReview(db: Db, id: number, viewer: Viewer = VISITOR): Promise<Review | null> {
  const [row] = await pageQuery(
    db,
    reviewsOf(matching(db, { surgery: id, limit: 1, viewer })),
    (q) => q,
    'newest',
    viewer,
  ).execute();
  return row ? toReview(row) : null;
}
