/** Kysely table types; they mirror the migrations in ./migrations. */
import type { ColumnType, Generated, GeneratedAlways } from 'kysely';
import type { AUDIT_ACTIONS, PaymentMethod, WorthItAnswer } from '@journeys/shared/domain';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface StatesTable {
  id: Generated<number>;
  code: string;
  name: string;
  territory: boolean;
}

export interface SurgeryTypesTable {
  id: Generated<number>;
  name: string;
  description: string;
}

export interface DoctorsTable {
  npi: string;
  /** Display name as the source gives it, e.g. 'JANE Q DOE, MD'. */
  name: string;
  first_name: string | null;
  last_name: string | null;
  credential: string | null;
  /** One line: street, city, state ZIP. */
  address: string;
  city: string | null;
  state_code: string | null;
  postal_code: string | null;
  specialty: string | null;
  /** A surgeon by taxonomy or specialty (0011-surgical-doctors): the doctor search offers only these. */
  surgical: Generated<boolean>;
  /** Lower-cased 'first last' and 'last first' forms, for prefix and trigram search. */
  search_name: string;
  /** 'jane doe', generated from first/last name (COLLATE "C"): prefix search and name order. */
  name_first_last: GeneratedAlways<string | null>;
  /** 'doe jane', likewise: prefix search by surname. */
  name_last_first: GeneratedAlways<string | null>;
  updated_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string | null;
  password_hash: string | null;
  facebook_user_id: string | null;
  image: string | null;
  background: string;
  created_at: Timestamp;
  /** Granted and revoked from the command line only (migration 0016). */
  role: Generated<'member' | 'moderator'>;
  /** While in the future the member cannot post or comment (migration 0016). */
  suspended_until: Timestamp | null;
  /** The language of the member's emails, 'en' or 'es' (migration 0023). */
  language: Generated<'en' | 'es'>;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  /** The User-Agent the session signed in with (the sessions list names device and browser). */
  user_agent: string | null;
  /** Updated at most once a minute by the auth plugin. */
  last_seen_at: Timestamp | null;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailChangesTable {
  id: Generated<number>;
  user_id: number;
  new_email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface EmailVerificationsTable {
  id: Generated<number>;
  email: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  used_at: Timestamp | null;
}

export interface PendingFacebookAuthsTable {
  facebook_user_id: string;
  access_token_hash: string;
  expires_at: Timestamp;
}

export interface ReviewsTable {
  id: Generated<number>;
  /** Null once its erased member chose to keep it anonymised (migration 0007). */
  user_id: number | null;
  state_id: number;
  npi: string;
  surgery_date: ColumnType<string, string, string>;
  rating: number | null;
  symptom: number;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Maintained by triggers (migration 0009): the number of its updates. */
  update_count: GeneratedAlways<number>;
  /** Maintained by triggers (migration 0009): its comments not deleted. */
  comment_count: GeneratedAlways<number>;
  /** Maintained by triggers (migration 0009): the journey's English text-search document. */
  search_vector: GeneratedAlways<string>;
  /** Null when visible; only the author and moderators see hidden or pending content (migration 0016). */
  moderation_status: ModerationStatusColumn;
  /** The moderator's reason for hiding. */
  moderation_reason: string | null;
  /** 'Was it worth it?' as answered with the surgery itself (migration 0024). */
  worth_it: WorthItAnswer | null;
  /** Maintained by triggers (migration 0024): the latest answer of the surgery and its visible updates. */
  latest_worth_it: GeneratedAlways<WorthItAnswer | null>;
}

export interface ReviewProceduresTable {
  id: Generated<number>;
  review_id: number;
  surgery_type_id: number | null;
  name: string;
  description: string;
  side: 'left' | 'right' | 'bilateral';
  position: number;
}

export interface UpdatesTable {
  id: Generated<number>;
  review_id: number;
  rating: number | null;
  symptom: number;
  description: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Null when visible; only the author and moderators see hidden or pending content (migration 0016). */
  moderation_status: ModerationStatusColumn;
  /** The moderator's reason for hiding. */
  moderation_reason: string | null;
  /** 'Was it worth it?' as answered with this update (migration 0024). */
  worth_it: WorthItAnswer | null;
  /** The caregiver who posted it for the surgery's owner; null when the owner did (migration 0026). */
  posted_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** What a surgery cost out of pocket (migration 0024): its owner's, shown to others only if `shown`. */
export interface SurgeryCostsTable {
  review_id: number;
  /** Whole US dollars, 0 to 500,000. */
  amount: number;
  payment: PaymentMethod;
  shown: Generated<boolean>;
}

export interface PhotosTable {
  id: Generated<number>;
  user_id: number;
  /** Null while pending: uploaded, not yet attached to an update (deleted after 24 hours). */
  update_id: number | null;
  position: Generated<number>;
  /** The folder of its files in the photo storage: random, so no URL or key can be guessed. */
  storage_key: string;
  description: Generated<string>;
  visibility: Generated<'members' | 'everyone'>;
  sensitive: Generated<boolean>;
  width: number;
  height: number;
  /** The widths its WebP and JPEG files were written at, narrowest first. */
  variant_widths: number[];
  /** A ThumbHash, base64. */
  placeholder: string;
  moderation_status: ModerationStatusColumn;
  moderation_reason: string | null;
  created_at: Timestamp;
}

export interface PhotoDeletionsTable {
  storage_key: string;
  deleted_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  review_id: number;
  parent_id: number | null;
  /** Null once its author's account was erased: shown as 'Deleted member' (migration 0007). */
  user_id: number | null;
  text: string;
  read: Generated<boolean>;
  created_at: Timestamp;
  /** Set when the author last edited the text (migration 0008). */
  edited_at: Timestamp | null;
  /** Set when the author deleted a comment that has replies; its text is emptied. */
  deleted_at: Timestamp | null;
  /** Null when visible; only the author and moderators see hidden or pending content (migration 0016). */
  moderation_status: ModerationStatusColumn;
  /** The moderator's reason for hiding. */
  moderation_reason: string | null;
}

export type NotificationKind = 'comment' | 'reply' | 'followed_update' | 'caregiver_update' | 'moderation';

export interface NotificationsTable {
  id: Generated<number>;
  /** The member notified. */
  user_id: number;
  /** What happened (migration 0013); a CHECK keeps each kind's links present. */
  kind: NotificationKind;
  /** The member whose action caused it; null for a moderation notice (moderators are not named). */
  actor_id: number | null;
  /** The surgery concerned; null only for a moderation notice about the account. */
  review_id: number | null;
  /** Parent comment for a reply, null for a comment on the surgery. */
  comment_id: number | null;
  /** The comment or reply that caused a 'comment' or 'reply' notification. */
  source_comment_id: number | null;
  /** The update that caused a 'followed_update' or 'caregiver_update' notification. */
  update_id: number | null;
  text: string;
  is_read: Generated<boolean>;
  created_at: Timestamp;
}

/** Log-in attempts per email (see migration 0004); a successful login deletes the row. */
export interface LoginThrottleTable {
  /** SHA-256 hex of the lower-cased email. */
  email_hash: string;
  /** Attempts in the current streak, each counted before its password is checked. */
  attempts: number;
  /** No attempt is checked before this time. */
  blocked_until: Timestamp;
  /** After this time the streak is over and the row is stale. */
  forget_at: Timestamp;
}

/** Idempotency-Key records of the create routes (see migration 0005); kept 24 hours. */
export interface IdempotencyKeysTable {
  user_id: number;
  /** Method and route pattern, e.g. 'POST /comment'. */
  route: string;
  key: string;
  /** SHA-256 hex of the validated request body: the same key with another body is refused. */
  request_hash: string;
  /** Null only inside the transaction that claimed the key. */
  status_code: number | null;
  /** The JSON answered the first time, replayed to every retry. */
  response_body: string | null;
  created_at: Timestamp;
}

/** One-time tickets that open a notification stream (migration 0003). */
export interface StreamTicketsTable {
  /** SHA-256 hex of the ticket. */
  ticket_hash: string;
  user_id: number;
  /** The session that took it (migration 0018): its end refuses the ticket. */
  session_id: number;
  expires_at: Timestamp;
}

/** Browsers the member logged in from (migration 0019), exempt from the per-account backoff. */
export interface LoginDevicesTable {
  id: Generated<number>;
  user_id: number;
  /** SHA-256 hex of the device cookie's token. */
  token_hash: string;
  created_at: Timestamp;
  expires_at: Timestamp;
}

/** Facebook data-deletion requests (migration 0007): what the status page shows, nothing of the member. */
export interface FacebookDeletionsTable {
  id: Generated<number>;
  confirmation_code: string;
  status: 'deleted' | 'not_found';
  created_at: Generated<Date>;
}

/** Each journey's last observation per recovery period, per procedure (migration 0012, kept by triggers). */
export interface JourneyPeriodPointsTable {
  /** One row per surgery type of the journey. */
  type_id: number;
  review_id: number;
  /** Index into RECOVERY_PERIODS. */
  period: number;
  symptom: number;
}

/** Each journey's latest symptom and latest non-null rating, per procedure (migration 0012, kept by triggers). */
export interface JourneyLatestTable {
  /** One row per surgery type of the journey. */
  type_id: number;
  review_id: number;
  symptom: number;
  rating: number | null;
}

/** Per procedure and milestone, each journey's latest answer given by then (migration 0024, kept by triggers). */
export interface JourneyWorthItTable {
  type_id: number;
  /** 3, 6 or 12 (WORTH_IT_MILESTONES). */
  months: number;
  review_id: number;
  answer: WorthItAnswer;
  /** The surgery date plus the milestone's days: the journey counts once this day has come. */
  reached_on: ColumnType<string, string, string>;
}

/** Per procedure and way of paying, each journey's amount (migration 0024, kept by triggers). */
export interface JourneyCostsTable {
  type_id: number;
  payment: PaymentMethod;
  review_id: number;
  amount: number;
}

/** Who follows which surgery (migration 0017); a member's own surgeries are followed implicitly, not stored. */
export interface FollowsTable {
  user_id: number;
  review_id: number;
  created_at: Generated<Date>;
}

/** A follow-up reminder queued for a surgery's milestone (migration 0017): at most one per milestone. */
export interface FollowUpRemindersTable {
  review_id: number;
  milestone: '2w' | '6w' | '3m' | '6m' | '12m';
  queued_at: Timestamp;
}

/** The newest notification each member's email alert of a kind covered (migration 0017). */
export interface AlertCursorsTable {
  user_id: number;
  kind: 'replies' | 'comments' | 'followed';
  last_notification_id: number;
}

/** A member's choice of email kinds (migration 0015); no row = the defaults. */
export interface EmailPreferencesTable {
  user_id: number;
  /** Replies to the member's comments (0025; before, part of `comments`). */
  replies: boolean;
  comments: boolean;
  followed: boolean;
  reminders: boolean;
  /** Help calendar reminders and news (0026). */
  help: Generated<boolean>;
  digest: boolean;
  updated_at: Timestamp;
}

/** One row per member email idempotency key: claimed before sending, marked sent after (0015). */
export interface EmailDeliveriesTable {
  idempotency_key: string;
  user_id: number;
  kind: 'replies' | 'comments' | 'followed' | 'reminders' | 'help' | 'digest';
  claim_token: string;
  claimed_at: Timestamp;
  sent_at: Timestamp | null;
}

/** A device a member turned push on (0025), with the log-in that did it: its end removes the row. */
export interface PushSubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  session_id: number;
  /** The push service's URL for this device: unique, it moves to whoever subscribes it last. */
  endpoint: string;
  /** The device's P-256 public key and auth secret, base64url, that each payload is encrypted to. */
  p256dh: string;
  auth: string;
  created_at: Timestamp;
  last_success_at: Timestamp | null;
}

/** A member's choice of push kinds (0025); no row = every kind on. */
export interface PushPreferencesTable {
  user_id: number;
  replies: boolean;
  comments: boolean;
  followed: boolean;
  reminders: boolean;
  /** Help calendar reminders and news (0026). */
  help: Generated<boolean>;
  updated_at: Timestamp;
}

/** When a member's last push of a thread went (0025): later events within the window are folded. */
export interface PushThreadsTable {
  user_id: number;
  thread_key: string;
  last_sent_at: Timestamp;
}

type ModerationStatusColumn = ColumnType<
  'hidden' | 'pending' | null,
  'hidden' | 'pending' | null | undefined,
  'hidden' | 'pending' | null
>;

export type ModerationItemType = 'surgery' | 'update' | 'comment' | 'member' | 'photo';

/** Members' reports (migration 0016): one open report per member per item. */
export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  item_type: ModerationItemType;
  item_id: number;
  reason: 'spam' | 'harassment' | 'misinformation' | 'private_information' | 'other';
  note: string | null;
  created_at: Generated<Date>;
  /** Set when a moderator acted on the item; a new report may then open. */
  resolved_at: Timestamp | null;
}

/** What the audit log records: moderators' actions (0016) and caregivers' (0026, `moderator` then names the caregiver). */
export type ModerationAction = (typeof AUDIT_ACTIONS)[number];

/** Append-only (migration 0016: the database refuses UPDATE, DELETE and TRUNCATE). */
export interface ModerationAuditTable {
  id: Generated<number>;
  /** Null for a role change made from the command line. */
  moderator_id: number | null;
  /** The moderator's username at the time, or 'command line'. */
  moderator: string;
  action: ModerationAction;
  item_type: ModerationItemType;
  item_id: number;
  /** The member whose content or account the action concerned: their history in the queue. */
  target_user_id: number | null;
  reason: string;
  created_at: Generated<Date>;
}

/** A tab session that ran a remote's release, and how many of its errors happened there (migration 0020). */
export interface RumSessionsTable {
  remote: string;
  /** A release version, or 'dist' for the build the site started with. */
  version: string;
  session_id: string;
  errors: Generated<number>;
  first_seen: Generated<Date>;
  last_seen: Generated<Date>;
}

/** One web-vital measurement of a page, attributed to the remote owning it (migration 0020). */
export interface RumVitalsTable {
  id: Generated<string>;
  remote: string;
  version: string;
  route: string;
  metric: string;
  value: number;
  session_id: string;
  created_at: Generated<Date>;
}

/** A surgery's help calendar (0026): slot times are wall-clock times in `time_zone`. */
export interface HelpCalendarsTable {
  review_id: number;
  /** An IANA zone name, e.g. 'America/Chicago'. */
  time_zone: string;
  /** The invite link's token while one works; null after 'Stop this link'. */
  invite_token: string | null;
  invite_expires_at: Timestamp | null;
  created_at: Generated<Date>;
}

/** Caregivers and helpers of a calendar (0026); the owner is the surgery's author. */
export interface HelpMembersTable {
  review_id: number;
  user_id: number;
  role: 'caregiver' | 'helper';
  joined_at: Generated<Date>;
}

/** An emailed caregiver invitation not yet accepted (0026); the row goes on acceptance. */
export interface CaregiverInvitationsTable {
  id: Generated<number>;
  review_id: number;
  email: string;
  /** sha256 of the emailed token, hex. */
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
}

/** One need of a calendar (0026); a repeating need covers `repeat_count` days from `first_day`. */
export interface HelpNeedsTable {
  id: Generated<number>;
  review_id: number;
  kind: 'ride' | 'meal' | 'pet_care' | 'errand' | 'visit' | 'other';
  /** 'YYYY-MM-DD' (selected as text: a date column must not shift with the server's zone). */
  first_day: ColumnType<string, string, string>;
  start_time: string;
  end_time: string;
  place: string;
  notes: string;
  people: number;
  repeat: 'none' | 'daily' | 'weekly';
  repeat_count: number;
  created_by: number | null;
  created_at: Generated<Date>;
}

/** A member signed up for one day of a need (0026). */
export interface HelpSignupsTable {
  id: Generated<number>;
  need_id: number;
  day: ColumnType<string, string, string>;
  user_id: number;
  /** That day's start as an instant: what the reminder sweep orders by. */
  starts_at: Timestamp;
  created_at: Generated<Date>;
}

/** A reminder already sent (0026), e.g. 'signup:12:day-before' or 'morning:7:2026-05-12'. */
export interface HelpRemindersSentTable {
  reminder_key: string;
  sent_at: Generated<Date>;
}

export interface Database {
  states: StatesTable;
  surgery_types: SurgeryTypesTable;
  doctors: DoctorsTable;
  users: UsersTable;
  sessions: SessionsTable;
  email_verifications: EmailVerificationsTable;
  pending_facebook_auths: PendingFacebookAuthsTable;
  reviews: ReviewsTable;
  review_procedures: ReviewProceduresTable;
  updates: UpdatesTable;
  comments: CommentsTable;
  photos: PhotosTable;
  photo_deletions: PhotoDeletionsTable;
  notifications: NotificationsTable;
  stream_tickets: StreamTicketsTable;
  idempotency_keys: IdempotencyKeysTable;
  login_throttle: LoginThrottleTable;
  login_devices: LoginDevicesTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  facebook_deletions: FacebookDeletionsTable;
  journey_period_points: JourneyPeriodPointsTable;
  journey_latest: JourneyLatestTable;
  journey_worth_it: JourneyWorthItTable;
  journey_costs: JourneyCostsTable;
  surgery_costs: SurgeryCostsTable;
  follows: FollowsTable;
  follow_up_reminders: FollowUpRemindersTable;
  alert_cursors: AlertCursorsTable;
  reports: ReportsTable;
  moderation_audit: ModerationAuditTable;
  email_preferences: EmailPreferencesTable;
  email_deliveries: EmailDeliveriesTable;
  push_subscriptions: PushSubscriptionsTable;
  push_preferences: PushPreferencesTable;
  push_threads: PushThreadsTable;
  help_calendars: HelpCalendarsTable;
  help_members: HelpMembersTable;
  caregiver_invitations: CaregiverInvitationsTable;
  help_needs: HelpNeedsTable;
  help_signups: HelpSignupsTable;
  help_reminders_sent: HelpRemindersSentTable;
  rum_sessions: RumSessionsTable;
  rum_vitals: RumVitalsTable;
}
