/**
 * Joining a calendar: the owner's (or a caregiver's) invite link for helpers, and the emailed
 * caregiver invitation. Both tokens travel after '#' and in request bodies, never in a URL a
 * server logs. A stopped, expired or made-up token gets the one same answer.
 */
import { HELP_LIMITS, type HelpInvite, type HelpInvitePreview } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import { inTransaction } from '../../platform/db/in-transaction';
import { hashToken, newToken } from '../auth';
import { auditCaregiverAction } from './audit-caregiver';
import { lockCalendar, ownerOf } from './calendars';
import { helpRoleOf, requireHelpManager } from './help-access';
import { caregiversFull, inviteInvalid } from './help-errors';

const DAY_MS = 86_400_000;

/** POST /help/calendars/:surgery/invite: a new link; the old one stops working. */
export async function makeInviteLink(
  db: Db,
  reviewId: number,
  userId: number,
  now: Date,
): Promise<HelpInvite> {
  const role = await requireHelpManager(db, reviewId, userId);
  return inTransaction(db, async (trx) => {
    const calendar = await lockCalendar(trx, reviewId);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + HELP_LIMITS.inviteDays * DAY_MS);
    await trx
      .updateTable('help_calendars')
      .set({ invite_token: token, invite_expires_at: expiresAt })
      .where('review_id', '=', reviewId)
      .execute();
    if (role === 'caregiver')
      await auditCaregiverAction(trx, {
        caregiverId: userId,
        ownerId: calendar.ownerId,
        action: 'caregiver_invite_link',
        itemType: 'surgery',
        itemId: reviewId,
      });
    return { token, expiresAt: expiresAt.toISOString() };
  });
}

/** DELETE /help/calendars/:surgery/invite ('Stop this link'); idempotent. */
export async function stopInviteLink(db: Db, reviewId: number, userId: number): Promise<void> {
  const role = await requireHelpManager(db, reviewId, userId);
  await inTransaction(db, async (trx) => {
    const calendar = await lockCalendar(trx, reviewId);
    await trx
      .updateTable('help_calendars')
      .set({ invite_token: null, invite_expires_at: null })
      .where('review_id', '=', reviewId)
      .execute();
    if (role === 'caregiver')
      await auditCaregiverAction(trx, {
        caregiverId: userId,
        ownerId: calendar.ownerId,
        action: 'caregiver_stop_link',
        itemType: 'surgery',
        itemId: reviewId,
      });
  });
}

type Invitation =
  | { kind: 'link'; reviewId: number }
  | { kind: 'caregiver'; reviewId: number; invitationId: number; email: string };

/** What the token opens, or HELP_INVITE_INVALID for anything that does not work. */
async function invitationOf(db: Db, token: string, now: Date): Promise<Invitation> {
  const link = await db
    .selectFrom('help_calendars')
    .select('review_id')
    .where('invite_token', '=', token)
    .where('invite_expires_at', '>', now)
    .executeTakeFirst();
  if (link) return { kind: 'link', reviewId: link.review_id };
  const invitation = await db
    .selectFrom('caregiver_invitations')
    .select(['id', 'review_id', 'email'])
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (invitation)
    return {
      kind: 'caregiver',
      reviewId: invitation.review_id,
      invitationId: invitation.id,
      email: invitation.email,
    };
  throw inviteInvalid();
}

/** The surgery must still be there, with its owner, and visible: a hidden journey's links stop working. */
async function previewOf(db: Db, invitation: Invitation): Promise<HelpInvitePreview> {
  const surgery = await db
    .selectFrom('reviews')
    .select('moderation_status')
    .where('id', '=', invitation.reviewId)
    .executeTakeFirst();
  const owner = await ownerOf(db, invitation.reviewId);
  if (!surgery || surgery.moderation_status !== null || !owner) throw inviteInvalid();
  return {
    surgeryId: invitation.reviewId,
    owner: { userId: owner.id, username: owner.username },
    role: invitation.kind === 'link' ? 'helper' : 'caregiver',
  };
}

/** A caregiver invitation is for the member whose (verified) address it was sent to, and no one else. */
async function requireInvitedMember(db: Db, invitation: Invitation, userId: number): Promise<void> {
  if (invitation.kind !== 'caregiver') return;
  const user = await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirst();
  if (!user?.email || user.email.toLowerCase() !== invitation.email.toLowerCase()) throw inviteInvalid();
}

/** POST /help/invites/preview. */
export async function previewInvite(
  db: Db,
  token: string,
  userId: number,
  now: Date,
): Promise<HelpInvitePreview> {
  const invitation = await invitationOf(db, token, now);
  await requireInvitedMember(db, invitation, userId);
  return previewOf(db, invitation);
}

export interface Accepted {
  preview: HelpInvitePreview;
  /** Set when the member just became a caregiver (the owner's audit row is written). */
  becameCaregiver: boolean;
}

/** POST /help/invites/accept: joins as a helper, or becomes a caregiver. The owner joins nothing. */
export async function acceptInvite(db: Db, token: string, userId: number, now: Date): Promise<Accepted> {
  const invitation = await invitationOf(db, token, now);
  await requireInvitedMember(db, invitation, userId);
  const preview = await previewOf(db, invitation);
  if (preview.owner.userId === userId) return { preview, becameCaregiver: false };
  return inTransaction(db, async (trx) => {
    const calendar = await lockCalendar(trx, invitation.reviewId);
    if (invitation.kind === 'link') {
      // A caregiver following the helper link stays a caregiver.
      await trx
        .insertInto('help_members')
        .values({ review_id: invitation.reviewId, user_id: userId, role: 'helper' })
        .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
        .execute();
      const role = await helpRoleOf(trx, invitation.reviewId, userId);
      return {
        preview: { ...preview, role: role === 'caregiver' ? 'caregiver' : 'helper' },
        becameCaregiver: false,
      };
    }
    const used = await trx
      .deleteFrom('caregiver_invitations')
      .where('id', '=', invitation.invitationId)
      .returning('id')
      .executeTakeFirst();
    // Accepted twice at once: the second finds the invitation gone, as if it never worked.
    if (!used) throw inviteInvalid();
    const existing = await helpRoleOf(trx, invitation.reviewId, userId);
    if (existing === 'caregiver') return { preview, becameCaregiver: false };
    const caregivers = await trx
      .selectFrom('help_members')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('review_id', '=', invitation.reviewId)
      .where('role', '=', 'caregiver')
      .executeTakeFirstOrThrow();
    if (Number(caregivers.n) >= HELP_LIMITS.caregiversMax) throw caregiversFull();
    await trx
      .insertInto('help_members')
      .values({ review_id: invitation.reviewId, user_id: userId, role: 'caregiver' })
      .onConflict((oc) =>
        oc.columns(['review_id', 'user_id']).doUpdateSet({ role: 'caregiver', joined_at: sql`now()` }),
      )
      .execute();
    await auditCaregiverAction(trx, {
      caregiverId: userId,
      ownerId: calendar.ownerId,
      action: 'caregiver_added',
      itemType: 'surgery',
      itemId: invitation.reviewId,
    });
    return { preview, becameCaregiver: true };
  });
}
