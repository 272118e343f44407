/** Server-side ownership checks (docs/security.md §3): 404 before 403, so a stranger learns only what a visitor could. */
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';

export async function assertReviewOwner(db: Db, reviewId: number, userId: number): Promise<void> {
  const row = await db
    .selectFrom('reviews')
    .select(['user_id', 'moderation_status'])
    .where('id', '=', reviewId)
    .executeTakeFirst();
  // Hidden and pending surgeries do not exist for anyone but their author.
  if (!row || (row.moderation_status !== null && row.user_id !== userId)) throw notFound('Surgery');
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own surgery');
}

/** Returns the update's review id. */
export async function assertUpdateOwner(db: Db, updateId: number, userId: number): Promise<number> {
  const row = await db
    .selectFrom('updates as up')
    .innerJoin('reviews as r', 'r.id', 'up.review_id')
    .select(['r.user_id', 'r.id as review_id', 'r.moderation_status', 'up.moderation_status as status'])
    .where('up.id', '=', updateId)
    .executeTakeFirst();
  const moderated = row !== undefined && (row.moderation_status !== null || row.status !== null);
  if (!row || (moderated && row.user_id !== userId)) throw notFound('Update');
  if (row.user_id !== userId)
    throw new AppError('FORBIDDEN', 'You can only change updates of your own surgery');
  return row.review_id;
}
