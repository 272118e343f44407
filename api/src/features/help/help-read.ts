/** Reading calendars: one calendar as its members see it, and the list of the member's calendars. */
import type {
  HelpCalendar,
  HelpCalendarList,
  HelpNeed,
  HelpPerson,
  HelpRole,
  HelpSlot,
} from '@journeys/shared/domain';
import type { Db } from '../../platform/db/db-types';
import type { HelpNeedsTable } from '../../platform/db/schema';
import { sql, type Selectable } from 'kysely';
import { calendarZone, DEFAULT_TIME_ZONE, ownerOf } from './calendars';
import { requireHelpRole } from './help-access';
import { slotTime, slotTimesOf, type NeedTiming } from './need-days';

const DAY_MS = 86_400_000;
/** Slots ended longer ago than this drop out of a calendar's answer. */
const PAST_SHOWN_MS = 7 * DAY_MS;
/** 'Still open this week': the next seven days. */
const WEEK_MS = 7 * DAY_MS;

export type NeedRow = Omit<Selectable<HelpNeedsTable>, 'created_by' | 'created_at'>;

interface SignupRow {
  need_id: number;
  day: string;
  user_id: number;
  username: string;
}

export function timingOf(row: NeedRow): NeedTiming {
  return {
    firstDay: row.first_day,
    startTime: row.start_time,
    endTime: row.end_time,
    repeat: row.repeat,
    repeatCount: row.repeat_count,
  };
}

/** A need's columns, its first day as text (a date column must not shift with the server's zone). */
export const NEED_COLUMNS = [
  'help_needs.id',
  'help_needs.review_id',
  'help_needs.kind',
  sql<string>`help_needs.first_day::text`.as('first_day'),
  'help_needs.start_time',
  'help_needs.end_time',
  'help_needs.place',
  'help_needs.notes',
  'help_needs.people',
  'help_needs.repeat',
  'help_needs.repeat_count',
] as const;

export async function needRows(db: Db, reviewIds: readonly number[]): Promise<NeedRow[]> {
  if (reviewIds.length === 0) return [];
  return db
    .selectFrom('help_needs')
    .select(NEED_COLUMNS)
    .where('review_id', 'in', reviewIds)
    .orderBy('help_needs.first_day')
    .orderBy('start_time')
    .orderBy('id')
    .execute();
}

async function signupRows(db: Db, needIds: readonly number[]): Promise<SignupRow[]> {
  if (needIds.length === 0) return [];
  return db
    .selectFrom('help_signups as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.need_id', (eb) => eb.cast<string>('s.day', 'text').as('day'), 's.user_id', 'u.username'])
    .where('s.need_id', 'in', needIds)
    .orderBy('s.created_at')
    .orderBy('s.id')
    .execute();
}

function groupSignups(rows: SignupRow[]): Map<string, HelpPerson[]> {
  const byDay = new Map<string, HelpPerson[]>();
  for (const r of rows) {
    const key = `${r.need_id}:${r.day}`;
    const list = byDay.get(key) ?? [];
    list.push({ userId: r.user_id, username: r.username });
    byDay.set(key, list);
  }
  return byDay;
}

function toSlot(need: NeedRow, day: string, zone: string, helpers: HelpPerson[], readerId: number): HelpSlot {
  const time = slotTime(timingOf(need), day, zone);
  return {
    needId: need.id,
    date: day,
    startsAt: time.startsAt.toISOString(),
    endsAt: time.endsAt.toISOString(),
    helpers,
    open: Math.max(0, need.people - helpers.length),
    mine: helpers.some((h) => h.userId === readerId),
  };
}

function toNeed(
  need: NeedRow,
  zone: string,
  signups: Map<string, HelpPerson[]>,
  readerId: number,
  now: Date,
): HelpNeed {
  const shownFrom = now.getTime() - PAST_SHOWN_MS;
  return {
    id: need.id,
    kind: need.kind,
    date: need.first_day,
    startTime: need.start_time,
    endTime: need.end_time,
    place: need.place,
    notes: need.notes,
    people: need.people,
    repeat: need.repeat,
    repeatCount: need.repeat === 'none' ? 1 : need.repeat_count,
    slots: slotTimesOf(timingOf(need), zone)
      .filter((slot) => slot.endsAt.getTime() >= shownFrom)
      .map((slot) => toSlot(need, slot.day, zone, signups.get(`${need.id}:${slot.day}`) ?? [], readerId)),
  };
}

/** One need as its calendar's members see it. */
export async function readNeed(db: Db, needId: number, readerId: number, now: Date): Promise<HelpNeed> {
  const [need] = await db.selectFrom('help_needs').select(NEED_COLUMNS).where('id', '=', needId).execute();
  if (!need) throw new Error(`need ${needId} vanished`);
  const zone = await calendarZone(db, need.review_id);
  return toNeed(need, zone, groupSignups(await signupRows(db, [need.id])), readerId, now);
}

/** One day of a need. */
export async function readSlot(db: Db, need: NeedRow, day: string, readerId: number): Promise<HelpSlot> {
  const zone = await calendarZone(db, need.review_id);
  const rows = (await signupRows(db, [need.id])).filter((r) => r.day === day);
  return toSlot(need, day, zone, groupSignups(rows).get(`${need.id}:${day}`) ?? [], readerId);
}

async function peopleOf(db: Db, reviewId: number, role: 'caregiver' | 'helper'): Promise<HelpPerson[]> {
  const rows = await db
    .selectFrom('help_members as m')
    .innerJoin('users as u', 'u.id', 'm.user_id')
    .select(['u.id', 'u.username'])
    .where('m.review_id', '=', reviewId)
    .where('m.role', '=', role)
    .orderBy('m.joined_at')
    .orderBy('u.id')
    .execute();
  return rows.map((r) => ({ userId: r.id, username: r.username }));
}

/** GET /help/calendars/:surgery: 404 to anyone without a role. */
export async function readCalendar(
  db: Db,
  reviewId: number,
  readerId: number,
  now: Date,
): Promise<HelpCalendar> {
  const role = await requireHelpRole(db, reviewId, readerId);
  const owner = await ownerOf(db, reviewId);
  if (!owner) throw new Error(`surgery ${reviewId} has no owner`);
  const calendar = await db
    .selectFrom('help_calendars')
    .select(['time_zone', 'invite_token', 'invite_expires_at'])
    .where('review_id', '=', reviewId)
    .executeTakeFirst();
  const zone = calendar?.time_zone ?? DEFAULT_TIME_ZONE;
  const needs = await needRows(db, [reviewId]);
  const signups = groupSignups(
    await signupRows(
      db,
      needs.map((n) => n.id),
    ),
  );
  const manages = role !== 'helper';
  const inviteWorks =
    manages &&
    calendar?.invite_token &&
    calendar.invite_expires_at &&
    new Date(calendar.invite_expires_at).getTime() > now.getTime();
  const pending =
    role === 'owner'
      ? await db
          .selectFrom('caregiver_invitations')
          .select(['id', 'email', 'expires_at'])
          .where('review_id', '=', reviewId)
          .where('expires_at', '>', now)
          .orderBy('id')
          .execute()
      : [];
  return {
    surgeryId: reviewId,
    owner: { userId: owner.id, username: owner.username },
    role,
    timeZone: zone,
    needs: needs.map((n) => toNeed(n, zone, signups, readerId, now)),
    caregivers: await peopleOf(db, reviewId, 'caregiver'),
    helpers: await peopleOf(db, reviewId, 'helper'),
    pendingCaregivers: pending.map((p) => ({
      id: p.id,
      email: p.email,
      expiresAt: new Date(p.expires_at).toISOString(),
    })),
    invite:
      inviteWorks && calendar.invite_token && calendar.invite_expires_at
        ? {
            token: calendar.invite_token,
            expiresAt: new Date(calendar.invite_expires_at).toISOString(),
          }
        : null,
  };
}

/** GET /help/calendars: the surgeries whose calendar the member owns (made) or belongs to. */
export async function listCalendars(db: Db, userId: number, now: Date): Promise<HelpCalendarList> {
  const rows = await db
    .selectFrom('help_calendars as c')
    .innerJoin('reviews as r', 'r.id', 'c.review_id')
    .innerJoin('users as o', 'o.id', 'r.user_id')
    .leftJoin('help_members as m', (join) =>
      join.onRef('m.review_id', '=', 'c.review_id').on('m.user_id', '=', userId),
    )
    .select([
      'c.review_id',
      'c.time_zone',
      'o.id as owner_id',
      'o.username as owner',
      'm.role',
      'r.moderation_status',
    ])
    .where((eb) => eb.or([eb('r.user_id', '=', userId), eb('m.user_id', '=', userId)]))
    .orderBy('c.review_id')
    .execute();
  const visible = rows.filter((r) => r.owner_id === userId || r.moderation_status === null);
  const needs = await needRows(
    db,
    visible.map((r) => r.review_id),
  );
  const signups = groupSignups(
    await signupRows(
      db,
      needs.map((n) => n.id),
    ),
  );
  const until = now.getTime() + WEEK_MS;
  return {
    calendars: visible.map((r) => {
      let open = 0;
      for (const need of needs.filter((n) => n.review_id === r.review_id))
        for (const slot of slotTimesOf(timingOf(need), r.time_zone))
          if (slot.startsAt.getTime() > now.getTime() && slot.startsAt.getTime() <= until)
            open += Math.max(0, need.people - (signups.get(`${need.id}:${slot.day}`)?.length ?? 0));
      const role: HelpRole = r.owner_id === userId ? 'owner' : (r.role ?? 'helper');
      return {
        surgeryId: r.review_id,
        owner: { userId: r.owner_id, username: r.owner },
        role,
        openThisWeek: open,
      };
    }),
  };
}
