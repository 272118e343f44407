/**
 * Erasing a member (GDPR art. 17; docs/security.md §10): one transaction removes the users row and
 * everything that names or identifies them. What other members need keeps its place: comments stay
 * in their threads with no author ('Deleted member') so replies keep their context, and surgeries
 * stay anonymised the same way when the member chose so.
 */
import { ERROR_MESSAGES, type DeleteAccountPayload } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { inTransaction } from '../../platform/db/in-transaction';
import { clearLoginAttempts, announceSessionEnds } from '../auth';
import { deleteCostsOf } from '../feed';
import { eraseHelpOf, type LeftSignup } from '../help';

export type SurgeryChoice = DeleteAccountPayload['surgeries'];

/** What an erasure leaves others to be told once it committed. */
export interface Erasure {
  /** Help calendar slots still ahead that the member had signed up for: their owners are told. */
  helpLeft: LeftSignup[];
}

/** DELETE /account: the typed confirmation is checked here so a wrong word has its own code. */
export async function deleteOwnAccount(
  db: Db,
  userId: number,
  input: DeleteAccountPayload,
  now: Date,
): Promise<Erasure> {
  if (input.confirm.trim().toLowerCase() !== 'delete')
    throw new AppError('CONFIRMATION_REQUIRED', ERROR_MESSAGES.CONFIRMATION_REQUIRED, {
      confirm: ERROR_MESSAGES.CONFIRMATION_REQUIRED,
    });
  const erasure = await eraseMember(db, userId, input.surgeries, now);
  if (!erasure) throw notFound('Member');
  return erasure;
}

/** Erases the member; null when there is no such member (already erased). */
export async function eraseMember(
  db: Db,
  userId: number,
  surgeries: SurgeryChoice,
  now: Date = new Date(),
): Promise<Erasure | null> {
  return inTransaction(db, async (trx) => {
    // The row lock makes a concurrent erasure of the same member wait, then find nothing.
    const user = await trx
      .selectFrom('users')
      .select(['id', 'email', 'facebook_user_id'])
      .where('id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!user) return null;

    // Notifications the member received or caused go: they name the member as addressee or actor.
    await trx
      .deleteFrom('notifications')
      .where((eb) => eb.or([eb('user_id', '=', userId), eb('actor_id', '=', userId)]))
      .execute();
    // What the member paid is theirs, not the journey's: it goes even with a journey kept anonymised.
    await deleteCostsOf(trx, userId);
    // Before the surgeries lose their author: a kept journey's calendar goes with the member.
    const helpLeft = await eraseHelpOf(trx, userId, user.email, now);
    if (surgeries === 'delete') {
      // Procedures, updates, comments on them and their notifications cascade.
      await trx.deleteFrom('reviews').where('user_id', '=', userId).execute();
    } else {
      await trx.updateTable('reviews').set({ user_id: null }).where('user_id', '=', userId).execute();
    }
    await trx.updateTable('comments').set({ user_id: null }).where('user_id', '=', userId).execute();

    // Rows keyed by the email or the Facebook id, not by the user id, would outlive the user row.
    if (user.email !== null) {
      await trx
        .deleteFrom('email_verifications')
        .where(sql<string>`lower(email)`, '=', user.email.toLowerCase())
        .execute();
      await clearLoginAttempts(trx, user.email);
    }
    if (user.facebook_user_id !== null)
      await trx
        .deleteFrom('pending_facebook_auths')
        .where('facebook_user_id', '=', user.facebook_user_id)
        .execute();

    // Sessions, reset and email-change tokens, stream tickets and idempotency records cascade.
    await trx.deleteFrom('users').where('id', '=', userId).execute();
    // The cascade took the sessions; their open streams end on every instance at commit.
    await announceSessionEnds(trx, userId);
    return { helpLeft };
  });
}
