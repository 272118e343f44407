import { sql, type Kysely } from 'kysely';

/**
 * Push notifications (docs/architecture.md §10, docs/security.md §13), and replies split from
 * comments among the email kinds.
 *
 * - `push_subscriptions`: one row per device a member turned push on, with the log-in (session)
 *   that made it, so ending that session removes the device. The endpoint is unique: a device
 *   that changes hands moves to its new member.
 * - `push_preferences`: which kinds of push the member wants; no row = all on.
 * - `push_threads`: when the last push of a thread went to a member, so several events on one
 *   thread within the folding window make one notification.
 * - `email_preferences.replies`: replies to the member's comments, a kind of its own. Each member
 *   keeps the choice they made for both together, under 'comments'.
 * - The email deliveries and alert cursors accept the new kind; each member's replies cursor starts
 *   where their comments cursor is, so no reply already emailed is emailed again.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE push_subscriptions (
      id serial PRIMARY KEY,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      session_id integer NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      endpoint text NOT NULL UNIQUE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      last_success_at timestamptz
    )
  `.execute(db);
  await sql`CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id, created_at)`.execute(db);
  await sql`CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id)`.execute(db);

  await sql`
    CREATE TABLE push_preferences (
      user_id integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
      replies boolean NOT NULL,
      comments boolean NOT NULL,
      followed boolean NOT NULL,
      reminders boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE push_threads (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      thread_key text NOT NULL,
      last_sent_at timestamptz NOT NULL,
      PRIMARY KEY (user_id, thread_key)
    )
  `.execute(db);

  await sql`ALTER TABLE email_preferences ADD COLUMN replies boolean`.execute(db);
  await sql`UPDATE email_preferences SET replies = comments`.execute(db);
  await sql`ALTER TABLE email_preferences ALTER COLUMN replies SET NOT NULL`.execute(db);

  await sql`ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_kind_check,
    ADD CONSTRAINT email_deliveries_kind_check
      CHECK (kind IN ('replies', 'comments', 'followed', 'reminders', 'digest'))`.execute(db);
  await sql`ALTER TABLE alert_cursors DROP CONSTRAINT alert_cursors_kind_check,
    ADD CONSTRAINT alert_cursors_kind_check CHECK (kind IN ('replies', 'comments', 'followed'))`.execute(db);
  await sql`INSERT INTO alert_cursors (user_id, kind, last_notification_id)
    SELECT user_id, 'replies', last_notification_id FROM alert_cursors WHERE kind = 'comments'`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM alert_cursors WHERE kind = 'replies'`.execute(db);
  await sql`ALTER TABLE alert_cursors DROP CONSTRAINT alert_cursors_kind_check,
    ADD CONSTRAINT alert_cursors_kind_check CHECK (kind IN ('comments', 'followed'))`.execute(db);
  await sql`DELETE FROM email_deliveries WHERE kind = 'replies'`.execute(db);
  await sql`ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_kind_check,
    ADD CONSTRAINT email_deliveries_kind_check
      CHECK (kind IN ('comments', 'followed', 'reminders', 'digest'))`.execute(db);
  await sql`ALTER TABLE email_preferences DROP COLUMN IF EXISTS replies`.execute(db);
  await sql`DROP TABLE IF EXISTS push_threads`.execute(db);
  await sql`DROP TABLE IF EXISTS push_preferences`.execute(db);
  await sql`DROP TABLE IF EXISTS push_subscriptions`.execute(db);
}
