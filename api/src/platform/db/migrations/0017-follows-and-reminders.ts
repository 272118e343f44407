import { sql, type Kysely } from 'kysely';

/**
 * Bringing members back: who follows which surgery, which follow-up reminders went out,
 * and how far each member's email alerts have got. A deleted surgery or erased member takes its
 * rows with it, so no reminder or alert can outlive its journey.
 */
// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE follows (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, review_id)
    )
  `.execute(db);
  // A new update notifies every follower of its surgery: one range of this index.
  await sql`CREATE INDEX follows_review_idx ON follows (review_id, user_id)`.execute(db);

  await sql`
    CREATE TABLE follow_up_reminders (
      review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
      milestone text NOT NULL CHECK (milestone IN ('2w', '6w', '3m', '6m', '12m')),
      queued_at timestamptz NOT NULL,
      PRIMARY KEY (review_id, milestone)
    )
  `.execute(db);
  // The reminder sweep looks for surgeries whose milestone falls on a few recent days.
  await sql`CREATE INDEX reviews_surgery_date_idx ON reviews (surgery_date)`.execute(db);

  await sql`
    CREATE TABLE alert_cursors (
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('comments', 'followed')),
      last_notification_id integer NOT NULL,
      PRIMARY KEY (user_id, kind)
    )
  `.execute(db);
  // The alert sweep reads unread notifications of the last days only: read ones never alert.
  await sql`
    CREATE INDEX notifications_alert_idx ON notifications (created_at)
    WHERE NOT is_read AND kind IN ('comment', 'reply', 'followed_update')
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX IF EXISTS notifications_alert_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS alert_cursors`.execute(db);
  await sql`DROP INDEX IF EXISTS reviews_surgery_date_idx`.execute(db);
  await sql`DROP TABLE IF EXISTS follow_up_reminders`.execute(db);
  await sql`DROP TABLE IF EXISTS follows`.execute(db);
}
