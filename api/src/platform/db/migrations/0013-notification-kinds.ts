import { sql, type Kysely } from 'kysely';

/**
 * Notifications of more than comments: an update on a followed surgery points at the update, and a
 * moderation notice may concern no surgery and never names the moderator. `kind` says which, and
 * a CHECK keeps each kind's links present so the client can always build its deep link.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE notifications
      ADD COLUMN kind text NOT NULL DEFAULT 'comment',
      ADD COLUMN update_id integer REFERENCES updates(id) ON DELETE CASCADE,
      ALTER COLUMN actor_id DROP NOT NULL,
      ALTER COLUMN review_id DROP NOT NULL,
      ALTER COLUMN source_comment_id DROP NOT NULL`.execute(db);
  await sql`UPDATE notifications SET kind = 'reply' WHERE comment_id IS NOT NULL`.execute(db);
  await sql`ALTER TABLE notifications ALTER COLUMN kind DROP DEFAULT`.execute(db);
  await sql`
    ALTER TABLE notifications ADD CONSTRAINT notifications_kind_links CHECK (
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

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM notifications WHERE kind IN ('followed_update', 'moderation')`.execute(db);
  await sql`
    ALTER TABLE notifications
      DROP CONSTRAINT IF EXISTS notifications_kind_links,
      DROP COLUMN IF EXISTS kind,
      DROP COLUMN IF EXISTS update_id,
      ALTER COLUMN actor_id SET NOT NULL,
      ALTER COLUMN review_id SET NOT NULL,
      ALTER COLUMN source_comment_id SET NOT NULL`.execute(db);
}
