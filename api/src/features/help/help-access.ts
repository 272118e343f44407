/**
 * Who may see and change a surgery's help calendar (docs/security.md §15). The calendar is never
 * public: to a visitor, or a member who is not its owner, a caregiver or a helper, it does not
 * exist (404, as for a missing surgery), so its address confirms nothing.
 */
import type { HelpRole } from '@journeys/shared/domain';
import type { Db } from '../../platform/db/db-types';
import { AppError, notFound } from '../../platform/errors';

/** The member's role in the surgery's calendar, or null when they have none (or the surgery is gone or hidden). */
export async function helpRoleOf(db: Db, reviewId: number, userId: number | null): Promise<HelpRole | null> {
  if (userId === null) return null;
  const row = await db
    .selectFrom('reviews as r')
    .leftJoin('help_members as m', (join) =>
      join.onRef('m.review_id', '=', 'r.id').on('m.user_id', '=', userId),
    )
    .select(['r.user_id', 'r.moderation_status', 'm.role'])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.user_id === userId) return 'owner';
  // A hidden or pending surgery exists for its author alone, and so does its calendar.
  if (row.moderation_status !== null) return null;
  return row.role ?? null;
}

/** The role, or 404 when the member has none. */
export async function requireHelpRole(db: Db, reviewId: number, userId: number | null): Promise<HelpRole> {
  const role = await helpRoleOf(db, reviewId, userId);
  if (!role) throw notFound('Help calendar');
  return role;
}

/** Owner or caregiver: who manages the calendar (needs, the invite link, helpers). */
export async function requireHelpManager(
  db: Db,
  reviewId: number,
  userId: number,
): Promise<'owner' | 'caregiver'> {
  const role = await requireHelpRole(db, reviewId, userId);
  // A helper knows the calendar exists: 403 for them, 404 only to outsiders.
  if (role === 'helper')
    throw new AppError('FORBIDDEN', 'Only the owner and caregivers can change this calendar');
  return role;
}
