/**
 * Who belongs to a calendar: naming caregivers (by emailed invitation), removing caregivers and
 * helpers. Whoever leaves a calendar loses its sign-ups with it.
 */
import { HELP_LIMITS } from '@journeys/shared/domain';
import type { Transaction } from 'kysely';
import { sql } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { Db } from '../../platform/db/db-types';
import { inTransaction } from '../../platform/db/in-transaction';
import { AppError, notFound } from '../../platform/errors';
import { hashToken, newToken } from '../auth';
import { auditCaregiverAction } from './audit-caregiver';
import { lockCalendar, ownerOf } from './calendars';
import { requireHelpManager, requireHelpRole } from './help-access';
import { caregiversFull } from './help-errors';

const DAY_MS = 86_400_000;

/** Only the owner names and removes caregivers: 403 for the calendar's other members, 404 for outsiders. */
async function requireOwner(db: Db, reviewId: number, userId: number): Promise<void> {
  const role = await requireHelpRole(db, reviewId, userId);
  if (role !== 'owner') throw new AppError('FORBIDDEN', 'Only the owner can name or remove caregivers');
}

export interface CaregiverInvitation {
  pending: { id: number; email: string; expiresAt: string };
  token: string;
  owner: string;
}

/**
 * POST /help/calendars/:surgery/caregivers. Answers the same whether or not the address is a
 * member's. Naming the same address again replaces its invitation (a new email, a new token).
 */
export async function inviteCaregiver(
  db: Db,
  reviewId: number,
  ownerId: number,
  email: string,
  now: Date,
): Promise<CaregiverInvitation> {
  await requireOwner(db, reviewId, ownerId);
  return inTransaction(db, async (trx) => {
    await lockCalendar(trx, reviewId);
    await trx
      .deleteFrom('caregiver_invitations')
      .where('review_id', '=', reviewId)
      .where((eb) =>
        eb.or([eb('expires_at', '<=', now), eb(sql<string>`lower(email)`, '=', email.toLowerCase())]),
      )
      .execute();
    const counts = await trx
      .selectFrom('help_calendars as c')
      .select([
        sql<string>`(SELECT count(*) FROM help_members m WHERE m.review_id = c.review_id AND m.role = 'caregiver')`.as(
          'caregivers',
        ),
        sql<string>`(SELECT count(*) FROM caregiver_invitations i WHERE i.review_id = c.review_id)`.as(
          'pending',
        ),
      ])
      .where('c.review_id', '=', reviewId)
      .executeTakeFirstOrThrow();
    if (Number(counts.caregivers) + Number(counts.pending) >= HELP_LIMITS.caregiversMax)
      throw caregiversFull();
    const token = newToken();
    const expiresAt = new Date(now.getTime() + HELP_LIMITS.caregiverInviteDays * DAY_MS);
    const { id } = await trx
      .insertInto('caregiver_invitations')
      .values({ review_id: reviewId, email, token_hash: hashToken(token), expires_at: expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
    const owner = await ownerOf(trx, reviewId);
    return {
      pending: { id, email, expiresAt: expiresAt.toISOString() },
      token,
      owner: owner?.username ?? '',
    };
  });
}

/** DELETE /help/caregiver-invitations/:id: the owner withdraws an invitation not yet accepted. */
export async function withdrawInvitation(db: Db, invitationId: number, ownerId: number): Promise<void> {
  const invitation = await db
    .selectFrom('caregiver_invitations')
    .select('review_id')
    .where('id', '=', invitationId)
    .executeTakeFirst();
  if (!invitation) throw notFound('Caregiver invitation');
  await requireOwner(db, invitation.review_id, ownerId);
  await db.deleteFrom('caregiver_invitations').where('id', '=', invitationId).execute();
}

/** Takes the member's sign-ups on the calendar's needs away with their membership. */
async function dropMember(
  trx: Transaction<Database>,
  reviewId: number,
  userId: number,
  role: 'caregiver' | 'helper',
): Promise<string> {
  const gone = await trx
    .deleteFrom('help_members')
    .where('review_id', '=', reviewId)
    .where('user_id', '=', userId)
    .where('role', '=', role)
    // As text: microseconds, which a Date would round away.
    .returning((eb) => eb.cast<string>('joined_at', 'text').as('joined_at'))
    .executeTakeFirst();
  if (!gone) throw notFound(role === 'caregiver' ? 'Caregiver' : 'Helper');
  await trx
    .deleteFrom('help_signups')
    .where('user_id', '=', userId)
    .where('need_id', 'in', (eb) =>
      eb.selectFrom('help_needs').select('id').where('review_id', '=', reviewId),
    )
    .execute();
  return gone.joined_at;
}

export interface Removal {
  /**
   * Tell this member they were removed: null when they left themselves. `joinedAt` names the
   * membership that ended (one who joins again and is removed again is told again).
   */
  tell: { userId: number; reviewId: number; owner: string; joinedAt: string } | null;
}

/** DELETE /help/calendars/:surgery/caregivers/:userId: by the owner, or the caregiver leaving. */
export async function removeCaregiver(
  db: Db,
  reviewId: number,
  actorId: number,
  caregiverId: number,
): Promise<Removal> {
  if (actorId === caregiverId) await requireHelpRole(db, reviewId, actorId);
  else await requireOwner(db, reviewId, actorId);
  return inTransaction(db, async (trx) => {
    const calendar = await lockCalendar(trx, reviewId);
    const joinedAt = await dropMember(trx, reviewId, caregiverId, 'caregiver');
    await auditCaregiverAction(trx, {
      caregiverId,
      ownerId: calendar.ownerId,
      action: 'caregiver_removed',
      itemType: 'surgery',
      itemId: reviewId,
    });
    const owner = await ownerOf(trx, reviewId);
    return {
      tell:
        actorId === caregiverId
          ? null
          : { userId: caregiverId, reviewId, owner: owner?.username ?? '', joinedAt },
    };
  });
}

/** DELETE /help/calendars/:surgery/helpers/:userId: by the owner or a caregiver, or the helper leaving. */
export async function removeHelper(
  db: Db,
  reviewId: number,
  actorId: number,
  helperId: number,
): Promise<Removal> {
  const role =
    actorId === helperId
      ? await requireHelpRole(db, reviewId, actorId)
      : await requireHelpManager(db, reviewId, actorId);
  return inTransaction(db, async (trx) => {
    const calendar = await lockCalendar(trx, reviewId);
    const joinedAt = await dropMember(trx, reviewId, helperId, 'helper');
    if (role === 'caregiver' && actorId !== helperId)
      await auditCaregiverAction(trx, {
        caregiverId: actorId,
        ownerId: calendar.ownerId,
        action: 'caregiver_remove_helper',
        itemType: 'surgery',
        itemId: reviewId,
      });
    const owner = await ownerOf(trx, reviewId);
    return {
      tell:
        actorId === helperId ? null : { userId: helperId, reviewId, owner: owner?.username ?? '', joinedAt },
    };
  });
}
