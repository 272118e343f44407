/**
 * Kysely's Migrator with the migrations imported explicitly: a folder scan would depend on file
 * extensions and module loaders (tsx, jest, a bundle), an import list works under all of them.
 */
import { Migrator, type Kysely, type Migration, type MigrationResultSet } from 'kysely';
import * as initial from './migrations/0001-initial';
import * as doctorNameOrders from './migrations/0002-doctor-name-orders';
import * as streamTickets from './migrations/0003-stream-tickets';
import * as loginThrottle from './migrations/0004-login-throttle';
import * as idempotencyKeys from './migrations/0005-idempotency-keys';
import * as accountSecurity from './migrations/0006-account-security';
import * as erasure from './migrations/0007-erasure';
import * as commentEdits from './migrations/0008-comment-edits';
import * as search from './migrations/0009-search';
import * as insights from './migrations/0010-insights';
import * as surgicalDoctors from './migrations/0011-surgical-doctors';
import * as insightSummaries from './migrations/0012-insight-summaries';
import * as notificationKinds from './migrations/0013-notification-kinds';
import * as procedureCounts from './migrations/0014-procedure-counts';
import * as jobsAndEmail from './migrations/0015-jobs-and-email';
import * as moderation from './migrations/0016-moderation';
import * as followsAndReminders from './migrations/0017-follows-and-reminders';
import * as sessionBoundTickets from './migrations/0018-session-bound-tickets';
import * as loginDevices from './migrations/0019-login-devices';
import * as clientEvents from './migrations/0020-client-events';
import * as photos from './migrations/0021-photos';
import * as photoModeration from './migrations/0022-photo-moderation';
import * as memberLanguage from './migrations/0023-member-language';
import * as worthItAndCost from './migrations/0024-worth-it-and-cost';
import * as push from './migrations/0025-push';
import * as helpCalendar from './migrations/0026-help-calendar';
import * as caregiverUpdateNotifications from './migrations/0027-caregiver-update-notifications';
import type { Database } from './schema';

const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-doctor-name-orders': doctorNameOrders,
  '0003-stream-tickets': streamTickets,
  '0004-login-throttle': loginThrottle,
  '0005-idempotency-keys': idempotencyKeys,
  '0006-account-security': accountSecurity,
  '0007-erasure': erasure,
  '0008-comment-edits': commentEdits,
  '0009-search': search,
  '0010-insights': insights,
  '0011-surgical-doctors': surgicalDoctors,
  '0012-insight-summaries': insightSummaries,
  '0013-notification-kinds': notificationKinds,
  '0014-procedure-counts': procedureCounts,
  '0015-jobs-and-email': jobsAndEmail,
  '0016-moderation': moderation,
  '0017-follows-and-reminders': followsAndReminders,
  '0018-session-bound-tickets': sessionBoundTickets,
  '0019-login-devices': loginDevices,
  '0020-client-events': clientEvents,
  '0021-photos': photos,
  '0022-photo-moderation': photoModeration,
  '0023-member-language': memberLanguage,
  '0024-worth-it-and-cost': worthItAndCost,
  '0025-push': push,
  '0026-help-calendar': helpCalendar,
  '0027-caregiver-update-notifications': caregiverUpdateNotifications,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<MigrationResultSet> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => MIGRATIONS },
  });
  const result = await migrator.migrateToLatest();
  if (result.error) throw result.error;
  return result;
}
