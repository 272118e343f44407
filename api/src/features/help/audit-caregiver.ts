/**
 * Caregivers act for a journey's owner, so each of their actions is written to the moderation
 * audit log like a moderator's (docs/product.md §10): moderators can answer "who changed this?". The
 * reason is a fixed phrase per action, never the need's place or notes (health data, §6).
 */
import type { CAREGIVER_ACTIONS } from '@journeys/shared/domain';
import type { Db } from '../../platform/db/db-types';
import type { ModerationItemType } from '../../platform/db/schema';

export type CaregiverAction = (typeof CAREGIVER_ACTIONS)[number];

const REASONS: Record<CaregiverAction, string> = {
  caregiver_added: 'Named a caregiver',
  caregiver_removed: 'Removed a caregiver',
  caregiver_post_update: 'Posted an update for the owner',
  caregiver_add_need: 'Added a need to the help calendar',
  caregiver_edit_need: 'Changed a need of the help calendar',
  caregiver_delete_need: 'Deleted a need of the help calendar',
  caregiver_remove_helper: 'Removed a helper from the help calendar',
  caregiver_invite_link: 'Made a new invite link for the help calendar',
  caregiver_stop_link: 'Stopped the help calendar invite link',
};

export interface CaregiverAuditEntry {
  /** Who acted: the caregiver (or the owner, for caregiver_added / caregiver_removed). */
  caregiverId: number;
  ownerId: number;
  action: CaregiverAction;
  itemType: ModerationItemType;
  itemId: number;
}

/** Inside the caller's transaction, so the action and its audit row commit together. */
export async function auditCaregiverAction(db: Db, entry: CaregiverAuditEntry): Promise<void> {
  const actor = await db
    .selectFrom('users')
    .select('username')
    .where('id', '=', entry.caregiverId)
    .executeTakeFirstOrThrow();
  await db
    .insertInto('moderation_audit')
    .values({
      moderator_id: entry.caregiverId,
      moderator: actor.username,
      action: entry.action,
      item_type: entry.itemType,
      item_id: entry.itemId,
      target_user_id: entry.ownerId,
      reason: REASONS[entry.action],
    })
    .execute();
}
