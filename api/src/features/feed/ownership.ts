/** Server-side ownership checks (docs/security.md §3): 404 before 403, so a stranger learns only what a visitor could. */
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { helpRoleOf } from '../help';

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

/** Who adds an update to a surgery, and for whom. */
export interface UpdateWriter {
  ownerId: number;
  /** True when a caregiver writes for the owner (docs/product.md §10): stored as updates.posted_by and audited. */
  byCaregiver: boolean;
}

/**
 * The owner adds updates to their surgery, and so may a caregiver they named. A helper of the
 * calendar or any other member gets the owner-only answer (403), a hidden surgery stays a 404.
 */
export async function assertUpdateWriter(db: Db, reviewId: number, userId: number): Promise<UpdateWriter> {
  const row = await db
    .selectFrom('reviews')
    .select(['user_id', 'moderation_status'])
    .where('id', '=', reviewId)
    .executeTakeFirst();
  if (!row || (row.moderation_status !== null && row.user_id !== userId)) throw notFound('Surgery');
  if (row.user_id === userId) return { ownerId: userId, byCaregiver: false };
  // A surgery whose owner left is nobody's to write for.
  if (row.user_id !== null && (await helpRoleOf(db, reviewId, userId)) === 'caregiver')
    return { ownerId: row.user_id, byCaregiver: true };
  throw new AppError('FORBIDDEN', 'You can only change your own surgery');
}

/** Returns the update's review id. Editing and deleting stay the owner's, whoever posted the update. */
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
