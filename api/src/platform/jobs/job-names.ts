/**
 * Every queue the app sends to or works. With a separate migration role (docs/operations.md §4)
 * the run-time role cannot create a queue (pg-boss builds a partition of its job table, which
 * takes the table's owner), so the migration step creates each of these beforehand: a queue the
 * app uses must be listed here.
 */
import { EMAIL_SEND_JOB } from '../../features/email';
import { RUM_CLEANUP_JOB } from '../../features/client-events';
import { PHOTOS_CLEANUP_JOB } from '../../features/photos';

export const ALERTS_SWEEP_JOB = 'alerts-sweep';
export const REMINDERS_SWEEP_JOB = 'reminders-sweep';
export const DIGEST_JOB = 'weekly-digest';

export const APP_QUEUES: readonly string[] = [
  EMAIL_SEND_JOB,
  ALERTS_SWEEP_JOB,
  REMINDERS_SWEEP_JOB,
  DIGEST_JOB,
  RUM_CLEANUP_JOB,
  PHOTOS_CLEANUP_JOB,
];
