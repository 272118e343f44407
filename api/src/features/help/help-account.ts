/**
 * The help calendar in the member's own data: what 'Download my data' holds of it, and what
 * erasing the account takes with it (docs/security.md §15).
 */
import type { ExportedHelp } from '@journeys/shared/domain';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../../platform/db/db-types';
import type { Database } from '../../platform/db/schema';
import type { LeftSignup } from './help-notices';
import { needRows } from './help-read';

export async function exportHelp(db: Db, userId: number): Promise<ExportedHelp> {
  const calendars = await db
    .selectFrom('help_calendars as c')
    .innerJoin('reviews as r', 'r.id', 'c.review_id')
    .select(['c.review_id', 'c.time_zone'])
    .where('r.user_id', '=', userId)
    .orderBy('c.review_id')
    .execute();
  const reviewIds = calendars.map((c) => c.review_id);
  const needs = await needRows(db, reviewIds);
  const caregivers =
    reviewIds.length === 0
      ? []
      : await db
          .selectFrom('help_members as m')
          .innerJoin('users as u', 'u.id', 'm.user_id')
          .select(['m.review_id', 'u.id', 'u.username'])
          .where('m.review_id', 'in', reviewIds)
          .where('m.role', '=', 'caregiver')
          .orderBy('m.joined_at')
          .execute();
  const pending =
    reviewIds.length === 0
      ? []
      : await db
          .selectFrom('caregiver_invitations')
          .select(['id', 'review_id', 'email', 'expires_at'])
          .where('review_id', 'in', reviewIds)
          .orderBy('id')
          .execute();
  const memberships = await db
    .selectFrom('help_members as m')
    .innerJoin('reviews as r', 'r.id', 'm.review_id')
    .innerJoin('users as o', 'o.id', 'r.user_id')
    .select(['m.review_id', 'm.role', 'o.id', 'o.username'])
    .where('m.user_id', '=', userId)
    .orderBy('m.review_id')
    .execute();
  const signups = await db
    .selectFrom('help_signups as s')
    .innerJoin('help_needs as n', 'n.id', 's.need_id')
    .innerJoin('reviews as r', 'r.id', 'n.review_id')
    .leftJoin('users as o', 'o.id', 'r.user_id')
    .select([
      'n.review_id',
      'n.id',
      'n.kind',
      (eb) => eb.cast<string>('s.day', 'text').as('day'),
      'n.start_time',
      'n.end_time',
      'n.place',
      'n.notes',
      'o.id as owner_id',
      'o.username as owner',
    ])
    .where('s.user_id', '=', userId)
    .orderBy('s.starts_at')
    .orderBy('s.id')
    .execute();
  return {
    calendars: calendars.map((c) => ({
      surgeryId: c.review_id,
      timeZone: c.time_zone,
      needs: needs
        .filter((n) => n.review_id === c.review_id)
        .map((n) => ({
          id: n.id,
          kind: n.kind,
          date: n.first_day,
          startTime: n.start_time,
          endTime: n.end_time,
          place: n.place,
          notes: n.notes,
          people: n.people,
          repeat: n.repeat,
          repeatCount: n.repeat_count,
        })),
      caregivers: caregivers
        .filter((m) => m.review_id === c.review_id)
        .map((m) => ({ userId: m.id, username: m.username })),
      pendingCaregivers: pending
        .filter((p) => p.review_id === c.review_id)
        .map((p) => ({ id: p.id, email: p.email, expiresAt: new Date(p.expires_at).toISOString() })),
    })),
    memberships: memberships.map((m) => ({
      surgeryId: m.review_id,
      owner: { userId: m.id, username: m.username },
      role: m.role,
    })),
    signups: signups.map((s) => ({
      surgeryId: s.review_id,
      needId: s.id,
      kind: s.kind,
      date: s.day,
      startTime: s.start_time,
      endTime: s.end_time,
      place: s.place,
      notes: s.notes,
      owner: s.owner_id !== null && s.owner !== null ? { userId: s.owner_id, username: s.owner } : null,
    })),
  };
}

/**
 * Inside the erasure's transaction, before the user row goes: the member's sign-ups go (returning
 * those still ahead on other members' calendars, whose owners are told after the commit), and so
 * do the calendars of the member's own surgeries (a journey kept anonymised keeps no calendar:
 * its places and notes are the member's) and invitations sent to the member's address.
 */
export async function eraseHelpOf(
  trx: Transaction<Database>,
  userId: number,
  email: string | null,
  now: Date,
): Promise<LeftSignup[]> {
  const ahead = await trx
    .selectFrom('help_signups as s')
    .innerJoin('help_needs as n', 'n.id', 's.need_id')
    .innerJoin('reviews as r', 'r.id', 'n.review_id')
    .select([
      's.id',
      'r.user_id as owner_id',
      'n.review_id',
      'n.kind',
      (eb) => eb.cast<string>('s.day', 'text').as('day'),
      'n.start_time',
      'n.end_time',
    ])
    .where('s.user_id', '=', userId)
    .where('s.starts_at', '>', now)
    .where('r.user_id', '!=', userId)
    .orderBy('s.starts_at')
    .execute();
  await trx.deleteFrom('help_signups').where('user_id', '=', userId).execute();
  await trx
    .deleteFrom('help_calendars')
    .where('review_id', 'in', (eb) => eb.selectFrom('reviews').select('id').where('user_id', '=', userId))
    .execute();
  if (email !== null)
    await trx
      .deleteFrom('caregiver_invitations')
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .execute();
  return ahead.flatMap((s) =>
    s.owner_id === null
      ? []
      : [
          {
            signupId: s.id,
            ownerId: s.owner_id,
            reviewId: s.review_id,
            slot: { kind: s.kind, day: s.day, startTime: s.start_time, endTime: s.end_time },
          },
        ],
  );
}
