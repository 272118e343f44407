/** A surgery's help calendar row: made on first use, locked when a write must not race another. */
import type { Transaction } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import type { Database } from '../../platform/db/schema';
import { notFound } from '../../platform/errors';
import { isTimeZone } from './zoned-time';

export const DEFAULT_TIME_ZONE = 'UTC';

export interface CalendarRow {
  reviewId: number;
  ownerId: number;
  timeZone: string;
  inviteToken: string | null;
  inviteExpiresAt: Date | null;
}

/** The calendar of the surgery, made when missing (its zone from `zone` when valid, else UTC); locked. */
export async function lockCalendar(
  trx: Transaction<Database>,
  reviewId: number,
  zone?: string,
): Promise<CalendarRow> {
  const timeZone = zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
  await trx
    .insertInto('help_calendars')
    .values({ review_id: reviewId, time_zone: timeZone })
    .onConflict((oc) => oc.column('review_id').doNothing())
    .execute();
  const row = await trx
    .selectFrom('help_calendars as c')
    .innerJoin('reviews as r', 'r.id', 'c.review_id')
    .select(['c.review_id', 'r.user_id', 'c.time_zone', 'c.invite_token', 'c.invite_expires_at'])
    .where('c.review_id', '=', reviewId)
    .forUpdate('c')
    .executeTakeFirst();
  if (!row || row.user_id === null) throw notFound('Help calendar');
  // The first need sets the zone: a calendar made by an invite link before it kept UTC only for want of one.
  if (zone && timeZone !== row.time_zone && !(await hasNeeds(trx, reviewId))) {
    await trx
      .updateTable('help_calendars')
      .set({ time_zone: timeZone })
      .where('review_id', '=', reviewId)
      .execute();
    row.time_zone = timeZone;
  }
  return {
    reviewId: row.review_id,
    ownerId: row.user_id,
    timeZone: row.time_zone,
    inviteToken: row.invite_token,
    inviteExpiresAt: row.invite_expires_at ? new Date(row.invite_expires_at) : null,
  };
}

async function hasNeeds(db: Db, reviewId: number): Promise<boolean> {
  const row = await db
    .selectFrom('help_needs')
    .select('id')
    .where('review_id', '=', reviewId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The calendar's zone, or UTC while it has none. */
export async function calendarZone(db: Db, reviewId: number): Promise<string> {
  const row = await db
    .selectFrom('help_calendars')
    .select('time_zone')
    .where('review_id', '=', reviewId)
    .executeTakeFirst();
  return row?.time_zone ?? DEFAULT_TIME_ZONE;
}

/** The surgery's owner (its author), or null for an anonymised or missing one. */
export async function ownerOf(db: Db, reviewId: number): Promise<{ id: number; username: string } | null> {
  const row = await db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(['u.id', 'u.username'])
    .where('r.id', '=', reviewId)
    .executeTakeFirst();
  return row ?? null;
}
