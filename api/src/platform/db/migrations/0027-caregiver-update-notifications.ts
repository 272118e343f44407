import { sql, type Kysely } from 'kysely';

/**
 * A caregiver's update tells the journey's owner: notification kind 'caregiver_update', which
 * names the caregiver, the surgery and the update, like 'followed_update'.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_links,
      ADD CONSTRAINT notifications_kind_links CHECK (
        CASE kind
          WHEN 'comment' THEN actor_id IS NOT NULL AND review_id IS NOT NULL AND source_comment_id IS NOT NULL
          WHEN 'reply' THEN actor_id IS NOT NULL AND review_id IS NOT NULL AND source_comment_id IS NOT NULL
            AND comment_id IS NOT NULL
          WHEN 'followed_update' THEN actor_id IS NOT NULL AND review_id IS NOT NULL AND update_id IS NOT NULL
          WHEN 'caregiver_update' THEN actor_id IS NOT NULL AND review_id IS NOT NULL AND update_id IS NOT NULL
          WHEN 'moderation' THEN actor_id IS NULL
          ELSE false
        END
      )`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind = 'caregiver_update'`.execute(db);
  await sql`
    ALTER TABLE notifications DROP CONSTRAINT notifications_kind_links,
      ADD CONSTRAINT notifications_kind_links CHECK (
        CASE kind
          WHEN 'comment' THEN actor_id IS NOT NULL AND review_id IS NOT NULL AND source_comment_id IS NOT NULL
          WHEN 'reply' THEN actor_id IS NOT NULL AND review_id IS NOT NULL AND source_comment_id IS NOT NULL
            AND comment_id IS NOT NULL
          WHEN 'followed_update' THEN actor_id IS NOT NULL AND review_id IS NOT NULL AND update_id IS NOT NULL
          WHEN 'moderation' THEN actor_id IS NULL
          ELSE false
        END
      )`.execute(db);
}
