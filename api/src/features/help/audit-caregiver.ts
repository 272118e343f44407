/**
 * Caregivers' actions in the moderation audit log (docs/security.md §15): who acted for whom, on
 * what. The reason is a fixed phrase per action: a need's place and notes never reach the log.
 */
import type { CAREGIVER_ACTIONS } from '@journeys/shared/domain';
import type { Db } from '../../platform/db/db-types';

export type CaregiverAction = (typeof CAREGIVER_ACTIONS)[number];

const REASONS: Record<CaregiverAction, string> = {
  caregiver_added: 'Became a caregiver of this journey',
  caregiver_removed: 'No longer a caregiver of this journey',
  caregiver_post_update: 'Posted an update for the owner',
  caregiver_add_need: 'Added a need to the help calendar',
  caregiver_edit_need: 'Changed a need of the help calendar',
  caregiver_delete_need: 'Deleted a need of the help calendar',
  caregiver_remove_helper: 'Removed a helper from the help calendar',
  caregiver_invite_link: 'Made a new invite link for the help calendar',
  caregiver_stop_link: 'Stopped the help calendar’s invite link',
};

export interface CaregiverAudit {
  caregiverId: number;
  ownerId: number;
  action: CaregiverAction;
  itemType: 'surgery' | 'update';
  itemId: number;
}

/** One audit row; in the caller's transaction when given one, so the action and its record go together. */
export async function auditCaregiverAction(db: Db, audit: CaregiverAudit): Promise<void> {
  const caregiver = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', audit.caregiverId)
    .executeTakeFirst();
  await db
    .insertInto('moderation_audit')
    .values({
      moderator_id: audit.caregiverId,
      moderator: caregiver?.username ?? 'former member',
      action: audit.action,
      item_type: audit.itemType,
      item_id: audit.itemId,
      target_user_id: audit.ownerId,
      reason: REASONS[audit.action],
    })
    .execute();
}
