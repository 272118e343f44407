/** Follow-up updates of a surgery: only the surgery's owner writes them. */
import type { Update } from '@journeys/shared/domain';
import type { updateWithPhotos } from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { notifyFollowers } from './follows';
import { initialModeration } from '../../platform/first-posts';
import { inTransaction } from '../../platform/db/in-transaction';
import { visibleTo, VISITOR, type Viewer } from '../../platform/moderation-visibility';
import { assertReviewOwner, assertUpdateOwner } from './ownership';
import { toUpdate } from './reviews-read';
import { publicPhotosOfUpdate, removeHiddenPhotos, setUpdatePhotos } from '../photos';

export type UpdateInput = z.output<typeof updateWithPhotos>;

export async function getUpdate(db: Db, id: number, viewer: Viewer = VISITOR): Promise<Update> {
  const row = await db
    .selectFrom('updates as up')
    .innerJoin('reviews as r', 'r.id', 'up.review_id')
    .selectAll('up')
    .where('up.id', '=', id)
    .where(visibleTo(viewer, 'r.moderation_status', 'r.user_id'))
    .where(visibleTo(viewer, 'up.moderation_status', 'r.user_id'))
    .executeTakeFirst();
  if (!row) throw notFound('Update');
  return toUpdate(row, await publicPhotosOfUpdate(db, row.id));
}

export interface PostedUpdate {
  update: Update;
  /** The followers notified: the caller wakes their live streams after commit. */
  notifiedUserIds: number[];
}

export async function createUpdate(
  db: Db,
  userId: number,
  reviewId: number,
  input: UpdateInput,
): Promise<PostedUpdate> {
  return inTransaction(db, async (trx) => {
    await assertReviewOwner(trx, reviewId, userId);
    const moderation_status = await initialModeration(trx, userId, [input.description]);
    const row = await trx
      .insertInto('updates')
      .values({
        moderation_status,
        review_id: reviewId,
        rating: input.rating ?? null,
        symptom: input.symptom,
        description: input.description,
        worth_it: input.worthIt ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.photos) await setUpdatePhotos(trx, userId, row.id, input.photos);
    // A pending update notifies nobody until a moderator approves it (features/moderation/moderation.ts).
    const notifiedUserIds =
      moderation_status === null ? await notifyFollowers(trx, userId, reviewId, row.id, row.description) : [];
    return { update: toUpdate(row, await publicPhotosOfUpdate(trx, row.id)), notifiedUserIds };
  });
}

export async function editUpdate(
  db: Kysely<Database>,
  userId: number,
  id: number,
  input: UpdateInput,
): Promise<Update> {
  return db.transaction().execute(async (trx) => {
    await assertUpdateOwner(trx, id, userId);
    const row = await trx
      .updateTable('updates')
      .set({
        rating: input.rating ?? null,
        symptom: input.symptom,
        description: input.description,
        // Absent: a client that does not ask the question leaves the answer as it was.
        ...(input.worthIt === undefined ? {} : { worth_it: input.worthIt }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.removeHiddenPhotos) await removeHiddenPhotos(trx, id, input.removeHiddenPhotos);
    if (input.photos) await setUpdatePhotos(trx, userId, id, input.photos);
    if (
      row.moderation_status === null &&
      (await initialModeration(trx, userId, [input.description])) !== null
    ) {
      const pending = await trx
        .updateTable('updates')
        .set({ moderation_status: 'pending' })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUpdate(pending, await publicPhotosOfUpdate(trx, id));
    }
    return toUpdate(row, await publicPhotosOfUpdate(trx, id));
  });
}

export async function deleteUpdate(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertUpdateOwner(trx, id, userId);
    await trx.deleteFrom('updates').where('id', '=', id).execute();
  });
}
