/**
 * What a surgery cost its member: health-adjacent financial data (docs/security.md). The amount
 * leaves the database in an answer only when its owner chose to show it or the owner reads it;
 * everyone else's figures come from the insight summaries, never from these rows.
 */
import type { CostInput, SurgeryCost } from '@journeys/shared/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import type { Viewer } from '../../platform/moderation-visibility';

/**
 * The cost of the surgery aliased `alias` as the wire's `cost`: shown, or the viewer's own; null
 * otherwise. Moderators read what visitors read: moderation needs no one's money.
 */
export function costColumn(alias: string, viewer: Viewer): RawBuilder<SurgeryCost | null> {
  const owner = viewer.id === null ? sql`false` : sql`${sql.ref(`${alias}.user_id`)} = ${viewer.id}`;
  return sql<SurgeryCost | null>`(
    SELECT json_build_object('amount', c.amount, 'payment', c.payment, 'shown', c.shown)
    FROM surgery_costs c WHERE c.review_id = ${sql.ref(`${alias}.id`)} AND (c.shown OR ${owner}))`;
}

/**
 * Writes what the form said of the cost: an answer replaces the stored one, null ('Prefer not to
 * say') removes it, and absent (a client that does not know the question) leaves it as it is.
 */
export async function saveCost(trx: Db, reviewId: number, cost: CostInput | null | undefined): Promise<void> {
  if (cost === undefined) return;
  if (cost === null) {
    await trx.deleteFrom('surgery_costs').where('review_id', '=', reviewId).execute();
    return;
  }
  const row = { amount: cost.amount, payment: cost.payment, shown: cost.shown };
  await trx
    .insertInto('surgery_costs')
    .values({ review_id: reviewId, ...row })
    .onConflict((oc) => oc.column('review_id').doUpdateSet(row))
    .execute();
}

/** True when the member has a cost they do not show: their answers carry it, so their feed is theirs alone. */
export async function hasPrivateCost(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('surgery_costs as c')
    .innerJoin('reviews as r', 'r.id', 'c.review_id')
    .select(sql`1`.as('one'))
    .where('r.user_id', '=', userId)
    .where('c.shown', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Erasure: every cost of the member's surgeries, those kept anonymised included. */
export async function deleteCostsOf(trx: Db, userId: number): Promise<void> {
  await trx
    .deleteFrom('surgery_costs')
    .where('review_id', 'in', (eb) => eb.selectFrom('reviews').select('id').where('user_id', '=', userId))
    .execute();
}
