/**
 * Follow-up updates of a surgery: its owner writes them, and so may a caregiver for the owner
 * (docs/product.md §10). Editing and deleting stay the owner's, whoever posted.
 */
import type { Update } from '@journeys/shared/domain';
import type { updateWithPhotos } from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { notifyOfUpdate, type UpdateNotified } from './follows';
import { initialModeration } from '../../platform/first-posts';
import { inTransaction } from '../../platform/db/in-transaction';
import { visibleTo, VISITOR, type Viewer } from '../../platform/moderation-visibility';
import { auditCaregiverAction } from '../help';
import { assertUpdateOwner, assertUpdateWriter } from './ownership';
import { toUpdate, type PostedBy } from './reviews-read';
import { publicPhotosOfUpdate, removeHiddenPhotos, setUpdatePhotos } from '../photos';

export type UpdateInput = z.output<typeof updateWithPhotos>;

/** The caregiver who posted an update, by name; null when the owner did or the account is gone. */
async function postedByOf(db: Db, postedBy: number | null): Promise<PostedBy | null> {
  if (postedBy === null) return null;
  const row = await db
    .selectFrom('users')
    .select(['id', 'username'])
    .where('id', '=', postedBy)
    .executeTakeFirst();
  return row ?? null;
}

export async function getUpdate(db: Db, id: number, viewer: Viewer = VISITOR): Promise<Update> {
  const row = await db
    .selectFrom('updates as up')
    .innerJoin('reviews as r', 'r.id', 'up.review_id')
    .leftJoin('users as pb', 'pb.id', 'up.posted_by')
    .selectAll('up')
    .select('pb.username as posted_by_name')
    .where('up.id', '=', id)
    .where(visibleTo(viewer, 'r.moderation_status', 'r.user_id'))
    .where(visibleTo(viewer, 'up.moderation_status', 'r.user_id'))
    .executeTakeFirst();
  if (!row) throw notFound('Update');
  const postedBy =
    row.posted_by !== null && row.posted_by_name !== null
      ? { id: row.posted_by, username: row.posted_by_name }
      : null;
  return toUpdate(row, await publicPhotosOfUpdate(db, row.id), postedBy);
}

export interface PostedUpdate {
  update: Update;
  /** Who was notified: the caller wakes their live streams and pushes to followers after commit. */
  notified: UpdateNotified;
}

export async function createUpdate(
  db: Db,
  userId: number,
  reviewId: number,
  input: UpdateInput,
): Promise<PostedUpdate> {
  return inTransaction(db, async (trx) => {
    const writer = await assertUpdateWriter(trx, reviewId, userId);
    // A caregiver is the writer: their own first-post and suspension rules apply, not the owner's.
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
        posted_by: writer.byCaregiver ? userId : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (input.photos) await setUpdatePhotos(trx, userId, row.id, input.photos);
    if (writer.byCaregiver)
      await auditCaregiverAction(trx, {
        caregiverId: userId,
        ownerId: writer.ownerId,
        action: 'caregiver_post_update',
        itemType: 'update',
        itemId: row.id,
      });
    // A pending update notifies nobody until a moderator approves it (features/moderation/moderation.ts).
    const notified =
      moderation_status === null
        ? await notifyOfUpdate(trx, userId, reviewId, row.id, row.description)
        : { followers: [], owner: null };
    return {
      update: toUpdate(row, await publicPhotosOfUpdate(trx, row.id), await postedByOf(trx, row.posted_by)),
      notified,
    };
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
      return toUpdate(pending, await publicPhotosOfUpdate(trx, id), await postedByOf(trx, pending.posted_by));
    }
    return toUpdate(row, await publicPhotosOfUpdate(trx, id), await postedByOf(trx, row.posted_by));
  });
}

export async function deleteUpdate(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertUpdateOwner(trx, id, userId);
    await trx.deleteFrom('updates').where('id', '=', id).execute();
  });
}
