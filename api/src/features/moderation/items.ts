/**
 * The five things members can report — a surgery, an update, a comment or reply, a photo, a member —
 * read the same way for reports, the queue and moderator actions: what it says, where it lives,
 * who wrote it and its moderation status.
 */
import type { ModerationItemType } from '@journeys/shared/domain';
import { paths } from '@journeys/shared/paths';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/db-types';

export interface ItemInfo {
  type: ModerationItemType;
  id: number;
  /** The member who wrote it (the member themself for 'member'); null once erased. */
  authorId: number | null;
  status: 'hidden' | 'pending' | null;
  reason: string | null;
  text: string;
  surgeryId: number | null;
  surgeryTitle: string | null;
  parentText: string | null;
  /** A photo's update: hidden or pending with it, the photo is too. */
  updateId: number | null;
  link: string;
  createdAt: Date;
}

/** Procedure names of a surgery: its title wherever a surgery is named. */
function titleOf(reviewRef: string) {
  return sql<string | null>`(SELECT string_agg(p.name, ', ' ORDER BY p.position) FROM review_procedures p
    WHERE p.review_id = ${sql.ref(reviewRef)})`;
}

export async function findItem(db: Db, type: ModerationItemType, id: number): Promise<ItemInfo | null> {
  if (type === 'surgery') {
    const row = await db
      .selectFrom('reviews as r')
      .select([
        'r.id',
        'r.user_id',
        'r.moderation_status',
        'r.moderation_reason',
        'r.description',
        'r.created_at',
      ])
      .select(titleOf('r.id').as('title'))
      .where('r.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      type,
      id,
      authorId: row.user_id,
      status: row.moderation_status,
      reason: row.moderation_reason,
      text: row.description,
      surgeryId: row.id,
      surgeryTitle: row.title,
      parentText: null,
      updateId: null,
      link: paths.feed({ surgery: row.id }),
      createdAt: row.created_at,
    };
  }
  if (type === 'update') {
    const row = await db
      .selectFrom('updates as u')
      .innerJoin('reviews as r', 'r.id', 'u.review_id')
      .select([
        'u.id',
        'r.id as review_id',
        'r.user_id',
        'u.moderation_status',
        'u.moderation_reason',
        'u.description',
        'r.description as parent_text',
        'u.created_at',
      ])
      .select(titleOf('r.id').as('title'))
      .where('u.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      type,
      id,
      authorId: row.user_id,
      status: row.moderation_status,
      reason: row.moderation_reason,
      text: row.description,
      surgeryId: row.review_id,
      surgeryTitle: row.title,
      parentText: row.parent_text,
      updateId: null,
      link: paths.feed({ surgery: row.review_id }),
      createdAt: row.created_at,
    };
  }
  if (type === 'comment') {
    const row = await db
      .selectFrom('comments as c')
      .leftJoin('comments as p', 'p.id', 'c.parent_id')
      .select([
        'c.id',
        'c.review_id',
        'c.user_id',
        'c.moderation_status',
        'c.moderation_reason',
        'c.text',
        'c.deleted_at',
        'p.text as parent_text',
        'c.created_at',
      ])
      .select(titleOf('c.review_id').as('title'))
      .where('c.id', '=', id)
      .executeTakeFirst();
    // A comment its author deleted is gone for reports and the queue alike.
    if (!row || row.deleted_at !== null) return null;
    return {
      type,
      id,
      authorId: row.user_id,
      status: row.moderation_status,
      reason: row.moderation_reason,
      text: row.text,
      surgeryId: row.review_id,
      surgeryTitle: row.title,
      parentText: row.parent_text,
      updateId: null,
      link: paths.feed({ surgery: row.review_id, comment: row.id }),
      createdAt: row.created_at,
    };
  }
  if (type === 'photo') {
    // Only a photo on an update is an item: one still being uploaded is nobody's to see.
    const row = await db
      .selectFrom('photos as ph')
      .innerJoin('updates as u', 'u.id', 'ph.update_id')
      .select([
        'ph.id',
        'ph.user_id',
        'ph.moderation_status',
        'ph.moderation_reason',
        'ph.description',
        'u.id as update_id',
        'u.review_id',
        'u.description as parent_text',
        'ph.created_at',
      ])
      .select(titleOf('u.review_id').as('title'))
      .where('ph.id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    return {
      type,
      id,
      authorId: row.user_id,
      status: row.moderation_status,
      reason: row.moderation_reason,
      text: row.description,
      surgeryId: row.review_id,
      surgeryTitle: row.title,
      parentText: row.parent_text,
      updateId: row.update_id,
      link: paths.feed({ surgery: row.review_id }),
      createdAt: row.created_at,
    };
  }
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) return null;
  return {
    type,
    id,
    authorId: user.id,
    status: null,
    reason: null,
    text: user.username,
    surgeryId: null,
    surgeryTitle: null,
    parentText: null,
    updateId: null,
    link: paths.memberSurgeries(user.id),
    createdAt: user.created_at,
  };
}

/**
 * Whether a member may see (and so report) the item: hidden or pending content only its author;
 * an update or comment also needs its surgery visible, a photo its update and surgery. A hidden comment keeps its place in the
 * thread, so it stays reportable.
 */
export async function itemVisibleTo(db: Db, item: ItemInfo, userId: number): Promise<boolean> {
  if (item.type === 'member') return true;
  const own = item.authorId === userId;
  if (item.status === 'pending' && !own) return false;
  if (item.status === 'hidden' && !own && item.type !== 'comment') return false;
  if (item.type === 'surgery' || item.surgeryId === null) return true;
  if (item.updateId !== null) {
    const update = await db
      .selectFrom('updates as u')
      .innerJoin('reviews as r', 'r.id', 'u.review_id')
      .select(['u.moderation_status', 'r.user_id'])
      .where('u.id', '=', item.updateId)
      .executeTakeFirst();
    if (!update || (update.moderation_status !== null && update.user_id !== userId)) return false;
  }
  const surgery = await db
    .selectFrom('reviews')
    .select(['user_id', 'moderation_status'])
    .where('id', '=', item.surgeryId)
    .executeTakeFirst();
  return surgery !== undefined && (surgery.moderation_status === null || surgery.user_id === userId);
}
