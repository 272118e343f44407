/** Member profiles as every entity embeds them (Profile, CurrentUser). */
import type { CurrentUser, Profile } from '@journeys/shared/domain';
import { LANDING_RECENT_USERS } from '@journeys/shared/domain';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';

export interface ProfileRow {
  id: number;
  username: string;
  image: string | null;
  background: string;
  created_at: Date;
  surgery_count: number;
}

/**
 * Correlated count over reviews_user_feed_idx; `alias` is the users table alias in the query.
 * Hidden and pending surgeries are not counted: the count is on every public profile.
 */
export function surgeryCountOf(alias: string) {
  return sql<number>`(select count(*)::int from reviews sc
    where sc.user_id = ${sql.ref(`${alias}.id`)} and sc.moderation_status is null)`;
}

/**
 * The author's columns for an entity that embeds a profile (review, comment, notification),
 * aliased so they don't collide with the entity's own id and created_at. The query joins
 * `users as u` and selects `surgery_count` itself.
 */
export const AUTHOR_COLUMNS = [
  'u.id as user_id',
  'u.username',
  'u.image',
  'u.background',
  'u.created_at as user_created_at',
] as const;

export interface AuthorRow {
  user_id: number;
  username: string;
  image: string | null;
  background: string;
  user_created_at: Date;
  surgery_count: number;
}

export function toAuthorProfile(r: AuthorRow): Profile {
  return toProfile({
    id: r.user_id,
    username: r.username,
    image: r.image,
    background: r.background,
    created_at: r.user_created_at,
    surgery_count: r.surgery_count,
  });
}

/** Reviews and comments outlive an erased author (left join): no user row → null, 'Deleted member'. */
export function toKeptAuthorProfile(r: { [K in keyof AuthorRow]: AuthorRow[K] | null }): Profile | null {
  if (r.user_id === null || r.username === null || r.background === null || r.user_created_at === null)
    return null;
  return toAuthorProfile({
    ...r,
    user_id: r.user_id,
    username: r.username,
    background: r.background,
    user_created_at: r.user_created_at,
    surgery_count: Number(r.surgery_count),
  });
}

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    username: row.username,
    image: row.image,
    background: row.background,
    createdAt: row.created_at.toISOString(),
    surgeryCount: Number(row.surgery_count),
  };
}

export async function findCurrentUser(db: Db, userId: number): Promise<CurrentUser | null> {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.id',
      'u.username',
      'u.image',
      'u.background',
      'u.created_at',
      'u.email',
      'u.role',
      'u.suspended_until',
    ])
    .select(surgeryCountOf('u').as('surgery_count'))
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  // A suspension that has ended is no suspension: the client need not compare clocks.
  const suspended = row.suspended_until !== null && row.suspended_until.getTime() > Date.now();
  return {
    ...toProfile(row),
    email: row.email,
    role: row.role,
    suspendedUntil: suspended ? (row.suspended_until?.toISOString() ?? null) : null,
  };
}

export async function recentMembers(db: Db): Promise<Profile[]> {
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.image', 'u.background', 'u.created_at'])
    .select(surgeryCountOf('u').as('surgery_count'))
    .orderBy('u.created_at', 'desc')
    .orderBy('u.id', 'desc')
    .limit(LANDING_RECENT_USERS)
    .execute();
  return rows.map(toProfile);
}
