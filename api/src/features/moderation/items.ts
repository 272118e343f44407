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

/** What a written item's own row gives, under ItemInfo's names. */
type ItemRow = Omit<ItemInfo, 'type' | 'id' | 'link' | 'surgeryId'> & { surgeryId: number };
type WrittenType = Exclude<ModerationItemType, 'member'>;

/**
 * The moderation columns of the row aliased `t`, the surgery `surgeryRef` names with its title,
 * and the author: the row's own, or `author` (an update's is whoever posted it: a caregiver, or the
 * surgery's owner), so a moderator's action on a caregiver's update falls on the caregiver.
 */
function itemColumns(t: string, surgeryRef: string, author = sql.ref<number | null>(`${t}.user_id`)) {
  return [
    author.as('authorId'),
    sql.ref<ItemInfo['status']>(`${t}.moderation_status`).as('status'),
    sql.ref<string | null>(`${t}.moderation_reason`).as('reason'),
    sql.ref<number>(surgeryRef).as('surgeryId'),
    titleOf(surgeryRef).as('surgeryTitle'),
    sql.ref<Date>(`${t}.created_at`).as('createdAt'),
  ];
}

const NO_PARENT = sql<string | null>`NULL`.as('parentText');
const NO_UPDATE = sql<number | null>`NULL`.as('updateId');

/** Each written item's row, read the same way; only its table and its own fields differ. */
const WRITTEN: Record<WrittenType, (db: Db, id: number) => Promise<ItemRow | undefined>> = {
  surgery: (db, id) =>
    db
      .selectFrom('reviews as r')
      .select([...itemColumns('r', 'r.id'), 'r.description as text', NO_PARENT, NO_UPDATE])
      .where('r.id', '=', id)
      .executeTakeFirst(),
  update: (db, id) =>
    db
      .selectFrom('updates as u')
      .innerJoin('reviews as r', 'r.id', 'u.review_id')
      .select([
        ...itemColumns('u', 'r.id', sql<number | null>`coalesce(u.posted_by, r.user_id)`),
        'u.description as text',
        'r.description as parentText',
        NO_UPDATE,
      ])
      .where('u.id', '=', id)
      .executeTakeFirst(),
  // A comment its author deleted is gone for reports and the queue alike.
  comment: (db, id) =>
    db
      .selectFrom('comments as c')
      .leftJoin('comments as p', 'p.id', 'c.parent_id')
      .select([...itemColumns('c', 'c.review_id'), 'c.text', 'p.text as parentText', NO_UPDATE])
      .where('c.id', '=', id)
      .where('c.deleted_at', 'is', null)
      .executeTakeFirst(),
  // Only a photo on an update is an item: one still being uploaded is nobody's to see.
  photo: (db, id) =>
    db
      .selectFrom('photos as ph')
      .innerJoin('updates as u', 'u.id', 'ph.update_id')
      .select([
        ...itemColumns('ph', 'u.review_id'),
        'ph.description as text',
        'u.description as parentText',
        'u.id as updateId',
      ])
      .where('ph.id', '=', id)
      .executeTakeFirst(),
};

async function findMember(db: Db, id: number): Promise<ItemInfo | null> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'username', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!user) return null;
  return {
    type: 'member',
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

export async function findItem(db: Db, type: ModerationItemType, id: number): Promise<ItemInfo | null> {
  if (type === 'member') return findMember(db, id);
  const row = await WRITTEN[type](db, id);
  if (!row) return null;
  const surgery = row.surgeryId;
  return {
    type,
    id,
    authorId: row.authorId,
    status: row.status,
    reason: row.reason,
    text: row.text,
    surgeryId: row.surgeryId,
    surgeryTitle: row.surgeryTitle,
    parentText: row.parentText,
    updateId: row.updateId,
    link: paths.feed(type === 'comment' ? { surgery, comment: id } : { surgery }),
    createdAt: row.createdAt,
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
