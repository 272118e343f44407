/**
 * Members following surgeries. A member's own surgeries count as followed without a
 * row: they are notified of comments already, and their own updates notify nobody but followers.
 */
import { sql } from 'kysely';
import { notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { viewerOf, visibleTo } from '../../platform/moderation-visibility';

/** The in-app line of a followed update's notification, and of its alert email. */
export const FOLLOWED_UPDATE_TEXT = 'Posted an update on a surgery you follow';

/** The part of an update's details a notification keeps: the card shows a few lines of it. */
const NOTIFICATION_TEXT_MAX = 500;

/** 404 unless the member may see the surgery (a moderated one is its author's and moderators' only). */
async function assertSurgeryVisible(db: Db, userId: number, reviewId: number): Promise<number | null> {
  const row = await db
    .selectFrom('reviews')
    .select('user_id')
    .where('id', '=', reviewId)
    .where(visibleTo(await viewerOf(db, userId), 'moderation_status', 'user_id'))
    .executeTakeFirst();
  if (!row) throw notFound('Surgery');
  return row.user_id;
}

/** Idempotent; following one's own surgery stores nothing (it is followed already). */
export async function followSurgery(db: Db, userId: number, reviewId: number): Promise<void> {
  const ownerId = await assertSurgeryVisible(db, userId, reviewId);
  if (ownerId === userId) return;
  await db
    .insertInto('follows')
    .values({ user_id: userId, review_id: reviewId })
    .onConflict((oc) => oc.columns(['user_id', 'review_id']).doNothing())
    .execute();
}

/** Idempotent; a surgery that no longer exists is a 404, as for every call on it. */
export async function unfollowSurgery(db: Db, userId: number, reviewId: number): Promise<void> {
  await assertSurgeryVisible(db, userId, reviewId);
  await db.deleteFrom('follows').where('user_id', '=', userId).where('review_id', '=', reviewId).execute();
}

/** The surgeries the member follows explicitly, newest follow first. */
export async function followedSurgeryIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('follows')
    .select('review_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('review_id', 'desc')
    .execute();
  return rows.map((r) => r.review_id);
}

/** Who an update told: its followers, and its owner when a caregiver wrote it. */
export interface UpdateNotified {
  followers: number[];
  owner: number | null;
}

/**
 * Inside the transaction that saved the update: one notification per follower (never the
 * author), and one for the journey's owner when a caregiver posted it for them. Returns who was
 * notified, for the caller to wake their live streams after commit.
 */
export async function notifyOfUpdate(
  db: Db,
  authorId: number,
  reviewId: number,
  updateId: number,
  details: string,
): Promise<UpdateNotified> {
  const text =
    details.length > NOTIFICATION_TEXT_MAX ? `${details.slice(0, NOTIFICATION_TEXT_MAX - 1)}…` : details;
  const owner = await db
    .selectFrom('reviews')
    .select('user_id')
    .where('id', '=', reviewId)
    .executeTakeFirst();
  const ownerId = owner?.user_id ?? null;
  const rows = await db
    .insertInto('notifications')
    .columns(['user_id', 'kind', 'actor_id', 'review_id', 'update_id', 'text'])
    .expression(
      db
        .selectFrom('follows')
        .select([
          'user_id',
          sql.lit('followed_update').as('kind'),
          sql.lit(authorId).as('actor_id'),
          'review_id',
          sql<number>`${updateId}::integer`.as('update_id'),
          sql<string>`${text}::text`.as('text'),
        ])
        .where('review_id', '=', reviewId)
        .where('user_id', '<>', authorId)
        // The owner hears of a caregiver's update once, as theirs.
        .$if(ownerId !== null, (qb) => qb.where('user_id', '<>', ownerId as number)),
    )
    .returning('user_id')
    .execute();
  if (ownerId === null || ownerId === authorId) return { followers: rows.map((r) => r.user_id), owner: null };
  await db
    .insertInto('notifications')
    .values({
      user_id: ownerId,
      kind: 'caregiver_update',
      actor_id: authorId,
      review_id: reviewId,
      update_id: updateId,
      text,
    })
    .execute();
  return { followers: rows.map((r) => r.user_id), owner: ownerId };
}

/** Everyone an update told, for waking their live streams. */
export const everyoneNotified = (n: UpdateNotified): number[] =>
  n.owner === null ? n.followers : [...n.followers, n.owner];
