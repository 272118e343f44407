/** Creating, editing and deleting surgeries; each is one transaction so nothing is half-written. */
import type { Review, reviewPayload, WorthItAnswer } from '@journeys/shared/domain';
import { mergeProcedureSides } from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../platform/db/schema';
import { AppError } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { initialModeration } from '../../platform/first-posts';
import { inTransaction } from '../../platform/db/in-transaction';
import { authorViewer } from '../../platform/moderation-visibility';
import { assertReviewOwner } from './ownership';
import { resolveState } from './reference';
import { getReview } from './reviews-read';
import { saveCost } from './surgery-costs';

export type ReviewInput = z.output<typeof reviewPayload>;

function isoDate(input: ReviewInput): string {
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(input.surgeryYear, 4)}-${pad(input.surgeryMonth)}-${pad(input.surgeryDay)}`;
}

interface ResolvedFields {
  state_id: number;
  npi: string;
  surgery_date: string;
  rating: number | null;
  symptom: number;
  description: string;
  /** Absent on an edit that does not say it: the stored answer stays. */
  worth_it?: WorthItAnswer | null;
}

/** Checks every reference the payload makes; throws the 400 a member can act on. */
async function resolve(trx: Db, input: ReviewInput) {
  const state = await resolveState(trx, input.state);
  if (!state) throw new AppError('UNKNOWN_STATE', 'Unknown state', { state: 'Unknown state' });
  const doctor = await trx
    .selectFrom('doctors')
    .select('npi')
    .where('npi', '=', input.npi)
    .executeTakeFirst();
  if (!doctor) throw new AppError('UNKNOWN_SURGEON', 'Unknown surgeon NPI', { npi: 'Unknown surgeon NPI' });

  const procedures = mergeProcedureSides(input.procedures);
  const typeIds = [...new Set(procedures.map((p) => p.id).filter((id): id is number => id != null))];
  const types = typeIds.length
    ? await trx
        .selectFrom('surgery_types')
        .select(['id', 'name', 'description'])
        .where('id', 'in', typeIds)
        .execute()
    : [];
  const typeById = new Map(types.map((t) => [t.id, t]));
  if (typeById.size !== typeIds.length) {
    throw new AppError('UNKNOWN_SURGERY_TYPE', 'Unknown surgery type', {
      procedures: 'Unknown surgery type',
    });
  }
  const fields: ResolvedFields = {
    state_id: state.id,
    npi: doctor.npi,
    surgery_date: isoDate(input),
    rating: input.rating ?? null,
    symptom: input.symptom,
    description: input.description,
    ...(input.worthIt === undefined ? {} : { worth_it: input.worthIt }),
  };
  // A listed type is stored under its catalogue name; a member-added one exactly as given.
  const rows = procedures.map((p, position) => {
    const type = p.id != null ? typeById.get(p.id) : undefined;
    return {
      surgery_type_id: type?.id ?? null,
      name: type?.name ?? p.name,
      description: type?.description ?? p.description,
      side: p.side,
      position,
    };
  });
  return { fields, procedures: rows };
}

export async function createReview(db: Db, userId: number, input: ReviewInput): Promise<Review> {
  return inTransaction(db, async (trx) => {
    const { fields, procedures } = await resolve(trx, input);
    const moderation_status = await initialModeration(trx, userId, [fields.description]);
    const { id } = await trx
      .insertInto('reviews')
      .values({ ...fields, user_id: userId, moderation_status })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('review_procedures')
      .values(procedures.map((p) => ({ ...p, review_id: id })))
      .execute();
    await saveCost(trx, id, input.cost);
    const review = await getReview(trx, id, authorViewer(userId));
    if (!review) throw new Error('Created review vanished inside its own transaction');
    return review;
  });
}

export async function updateReview(db: Db, userId: number, id: number, input: ReviewInput): Promise<Review> {
  return inTransaction(db, async (trx) => {
    await assertReviewOwner(trx, id, userId);
    const { fields, procedures } = await resolve(trx, input);
    await trx
      .updateTable('reviews')
      .set({ ...fields, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    // A new account editing a link in waits for a moderator too; a hidden surgery stays hidden.
    if ((await initialModeration(trx, userId, [fields.description])) !== null) {
      await trx
        .updateTable('reviews')
        .set({ moderation_status: 'pending' })
        .where('id', '=', id)
        .where('moderation_status', 'is', null)
        .execute();
    }
    await trx.deleteFrom('review_procedures').where('review_id', '=', id).execute();
    await trx
      .insertInto('review_procedures')
      .values(procedures.map((p) => ({ ...p, review_id: id })))
      .execute();
    await saveCost(trx, id, input.cost);
    const review = await getReview(trx, id, authorViewer(userId));
    if (!review) throw new Error('Updated review vanished inside its own transaction');
    return review;
  });
}

/** Updates, comments and notifications go with it through ON DELETE CASCADE. */
export async function deleteReview(db: Kysely<Database>, userId: number, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await assertReviewOwner(trx, id, userId);
    await trx.deleteFrom('reviews').where('id', '=', id).execute();
  });
}
