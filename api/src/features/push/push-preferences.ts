/** Which kinds of push a member wants (for every device they turned push on); no row means all on. */
import { PUSH_KINDS, type PushKind } from '@journeys/shared/domain';
import type { Db } from '../../platform/db/db-types';

export type PushPreferences = Record<PushKind, boolean>;

/** Push reaches only devices the member turned on themselves, so every kind starts on. */
export const DEFAULT_PUSH_PREFERENCES: PushPreferences = {
  replies: true,
  comments: true,
  followed: true,
  reminders: true,
  help: true,
};

export async function getPushPreferences(db: Db, userId: number): Promise<PushPreferences> {
  const row = await db
    .selectFrom('push_preferences')
    .select([...PUSH_KINDS])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? { ...DEFAULT_PUSH_PREFERENCES };
}

/** Applies a partial change in one statement, so two concurrent changes of different kinds both stick. */
export async function updatePushPreferences(
  db: Db,
  userId: number,
  change: Partial<PushPreferences>,
): Promise<PushPreferences> {
  return db
    .insertInto('push_preferences')
    .values({ user_id: userId, ...DEFAULT_PUSH_PREFERENCES, ...change })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...change, updated_at: new Date() }))
    .returning([...PUSH_KINDS])
    .executeTakeFirstOrThrow();
}
