import { sql, type Kysely } from 'kysely';

/**
 * The help calendar and caregivers (docs/product.md §10, docs/security.md §15).
 *
 * - `help_calendars`: one per surgery that has one, with its time zone (slot times are wall-clock
 *   times there) and the invite link's token while one works.
 * - `help_members`: who belongs to a calendar besides its owner: caregivers (at most 3, enforced by
 *   the API under a lock on the calendar row) and helpers who joined by the invite link.
 * - `caregiver_invitations`: an invitation emailed to a person the owner named; the token is stored
 *   hashed, since only the email ever carries it.
 * - `help_needs`: what the owner needs; a repeating need is one row covering `repeat_count` days.
 * - `help_signups`: one member for one day of a need. Taking the last place is decided under a lock
 *   on the need row, so two members can never both get it.
 * - `help_reminders_sent`: each reminder claimed once (the day before, 2 hours before, the owner's
 *   morning list), so a sweep run twice sends nothing twice.
 * - `updates.posted_by`: the caregiver who posted an update for the owner (null: the owner did).
 * - Email and push gain the kind 'help'; the audit log gains caregivers' actions.
 */
const ACTIONS_BEFORE = `'dismiss', 'hide', 'restore', 'approve', 'suspend', 'grant_moderator', 'revoke_moderator'`;
const ACTIONS_AFTER = `${ACTIONS_BEFORE}, 'caregiver_added', 'caregiver_removed', 'caregiver_post_update',
  'caregiver_add_need', 'caregiver_edit_need', 'caregiver_delete_need', 'caregiver_remove_helper',
  'caregiver_invite_link', 'caregiver_stop_link'`;

// Kysely migrations take Kysely<any>: a migration must not depend on today's schema types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE help_calendars (
      review_id integer PRIMARY KEY REFERENCES reviews (id) ON DELETE CASCADE,
      time_zone text NOT NULL,
      invite_token text UNIQUE,
      invite_expires_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`
    CREATE TABLE help_members (
      review_id integer NOT NULL REFERENCES help_calendars (review_id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      role text NOT NULL CHECK (role IN ('caregiver', 'helper')),
      joined_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (review_id, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX help_members_user_idx ON help_members (user_id)`.execute(db);

  await sql`
    CREATE TABLE caregiver_invitations (
      id serial PRIMARY KEY,
      review_id integer NOT NULL REFERENCES help_calendars (review_id) ON DELETE CASCADE,
      email text NOT NULL,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL
    )
  `.execute(db);
  await sql`CREATE INDEX caregiver_invitations_review_idx ON caregiver_invitations (review_id)`.execute(db);

  await sql`
    CREATE TABLE help_needs (
      id serial PRIMARY KEY,
      review_id integer NOT NULL REFERENCES help_calendars (review_id) ON DELETE CASCADE,
      kind text NOT NULL CHECK (kind IN ('ride', 'meal', 'pet_care', 'errand', 'visit', 'other')),
      first_day date NOT NULL,
      start_time text NOT NULL CHECK (start_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
      end_time text NOT NULL CHECK (end_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' AND end_time > start_time),
      place text NOT NULL CHECK (length(place) <= 200),
      notes text NOT NULL CHECK (length(notes) <= 500),
      people integer NOT NULL CHECK (people BETWEEN 1 AND 20),
      repeat text NOT NULL CHECK (repeat IN ('none', 'daily', 'weekly')),
      repeat_count integer NOT NULL CHECK (repeat_count BETWEEN 1 AND 60),
      created_by integer REFERENCES users (id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX help_needs_review_idx ON help_needs (review_id, first_day)`.execute(db);

  await sql`
    CREATE TABLE help_signups (
      id serial PRIMARY KEY,
      need_id integer NOT NULL REFERENCES help_needs (id) ON DELETE CASCADE,
      day date NOT NULL,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      starts_at timestamptz NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      UNIQUE (need_id, day, user_id)
    )
  `.execute(db);
  await sql`CREATE INDEX help_signups_user_idx ON help_signups (user_id)`.execute(db);
  await sql`CREATE INDEX help_signups_starts_idx ON help_signups (starts_at)`.execute(db);

  await sql`
    CREATE TABLE help_reminders_sent (
      reminder_key text PRIMARY KEY,
      sent_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);

  await sql`ALTER TABLE updates ADD COLUMN posted_by integer REFERENCES users (id) ON DELETE SET NULL`.execute(
    db,
  );

  await sql`ALTER TABLE email_preferences ADD COLUMN help boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE push_preferences ADD COLUMN help boolean NOT NULL DEFAULT true`.execute(db);
  await sql`ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_kind_check,
    ADD CONSTRAINT email_deliveries_kind_check
      CHECK (kind IN ('replies', 'comments', 'followed', 'reminders', 'help', 'digest'))`.execute(db);

  await sql`ALTER TABLE moderation_audit DROP CONSTRAINT moderation_audit_action_check,
    ADD CONSTRAINT moderation_audit_action_check CHECK (action IN (${sql.raw(ACTIONS_AFTER)}))`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE moderation_audit DROP CONSTRAINT moderation_audit_action_check,
    ADD CONSTRAINT moderation_audit_action_check CHECK (action IN (${sql.raw(ACTIONS_BEFORE)})) NOT VALID`.execute(
    db,
  );
  await sql`DELETE FROM email_deliveries WHERE kind = 'help'`.execute(db);
  await sql`ALTER TABLE email_deliveries DROP CONSTRAINT email_deliveries_kind_check,
    ADD CONSTRAINT email_deliveries_kind_check
      CHECK (kind IN ('replies', 'comments', 'followed', 'reminders', 'digest'))`.execute(db);
  await sql`ALTER TABLE push_preferences DROP COLUMN IF EXISTS help`.execute(db);
  await sql`ALTER TABLE email_preferences DROP COLUMN IF EXISTS help`.execute(db);
  await sql`ALTER TABLE updates DROP COLUMN IF EXISTS posted_by`.execute(db);
  for (const table of [
    'help_reminders_sent',
    'help_signups',
    'help_needs',
    'caregiver_invitations',
    'help_members',
    'help_calendars',
  ])
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
}
