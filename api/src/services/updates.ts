/** Follow-up updates of a surgery: only the surgery's owner writes them. */
import type { Update } from '@journeys/shared/domain';
import type { updateFields } from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema';
import { notFound } from '../errors';
import type { Db } from './db-types';
import { inTransaction } from './in-transaction';
import { assertReviewOwner, assertUpdateOwner } from './ownership';
import { toUpdate } from './reviews-read';

export type UpdateInput = z.output<typeof updateFields>;

export async function getUpdate(db: Db, id: number): Promise<Update> {
  const row = await db.selectFrom('updates').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Update');
  return toUpdate(row);
}

export async function createUpdate(
  db: Db,
  userId: number,
  reviewId: number,
  input: UpdateInput,
): Promise<Update> {
  return inTransaction(db, async (trx) => {
    await assertReviewOwner(trx, reviewId, userId);
    const row = await trx
      .insertInto('updates')
      .values({
        review_id: reviewId,
        rating: input.rating ?? null,
        symptom: input.symptom,
        description: input.description,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUpdate(row);
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
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUpdate(row);
  });
}

export async function deleteUpdate(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertUpdateOwner(trx, id, userId);
    await trx.deleteFrom('updates').where('id', '=', id).execute();
  });
}
