/**
 * The moderators' side of trust and safety: the queue of reported and pending items, one item with its context,
 * reports, author history and audit log, and the actions taken on it. Every action is one
 * transaction that also appends to moderation_audit (append-only in the database) and tells the
 * author by a 'moderation' notification that never names the moderator.
 */
import type {
  AuditEntry,
  ModerationAction,
  ModerationItem,
  ModerationItemType,
  ModerationQueue,
  ModerationQueueItem,
  Profile,
} from '@journeys/shared/domain';
import { CAREGIVER_ACTIONS } from '@journeys/shared/domain';
import { sql } from 'kysely';
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { notifyOfComment } from '../comments';
import { everyoneNotified, notifyOfUpdate } from '../feed';
import { commentPush, followedPush, type PushEvent } from '../push';
import { inTransaction } from '../../platform/db/in-transaction';
import { formatLongDate, t, type Language } from '../../platform/i18n';
import { longDate } from '../../platform/long-date';
import { findItem, type ItemInfo } from './items';
import { surgeryCountOf, toProfile, revokeOtherSessions } from '../auth';
import { moderatorThumbnail, type PhotoUrlSigner } from '../photos';

/** What the queue says of a pending item instead of report reasons. */
export const PENDING_REASON = 'First post with a link';
/** ...and of a pending photo: any photo from a new account waits (platform/first-posts.ts). */
export const PENDING_PHOTO_REASON = 'Photo from a new account';
const QUEUE_MAX = 200;
const EXCERPT_MAX = 280;
const HISTORY_MAX = 20;
const DAY_MS = 24 * 60 * 60 * 1000;

const NOUNS: Record<ModerationItemType, string> = {
  surgery: 'surgery',
  update: 'update',
  comment: 'comment',
  member: 'account',
  photo: 'photo',
};

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_MAX ? `${flat.slice(0, EXCERPT_MAX - 1)}…` : flat;
}

function statusOf(item: ItemInfo): 'visible' | 'hidden' | 'pending' {
  return item.status ?? 'visible';
}

async function profilesOf(db: Db, ids: readonly number[]): Promise<Map<number, Profile>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.image', 'u.background', 'u.created_at'])
    .select(surgeryCountOf('u').as('surgery_count'))
    .where('u.id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((r) => [r.id, toProfile(r)]));
}

interface OpenEntry {
  itemType: ModerationItemType;
  itemId: number;
  reportCount: number;
  firstReportedAt: Date;
  reasons: string[];
}

/**
 * Open items: reported ones by open report count, then oldest first; pending first posts and
 * photos too. A photo comes with its update's text and, unless hidden, a signed thumbnail.
 */
export async function moderationQueue(db: Db, signer: PhotoUrlSigner): Promise<ModerationQueue> {
  const reported = await db
    .selectFrom('reports')
    .select(['item_type', 'item_id'])
    .select(sql<number>`count(*)::int`.as('report_count'))
    .select(sql<Date>`min(created_at)`.as('first_at'))
    .select(sql<string[]>`array_agg(DISTINCT reason ORDER BY reason)`.as('reasons'))
    .where('resolved_at', 'is', null)
    .groupBy(['item_type', 'item_id'])
    .orderBy(sql`count(*)`, 'desc')
    .orderBy(sql`min(created_at)`)
    .limit(QUEUE_MAX)
    .execute();
  const { rows: pending } = await sql<{ item_type: ModerationItemType; item_id: number; created_at: Date }>`
    SELECT 'surgery' AS item_type, id AS item_id, created_at FROM reviews WHERE moderation_status = 'pending'
    UNION ALL
    SELECT 'update', id, created_at FROM updates WHERE moderation_status = 'pending'
    UNION ALL
    SELECT 'comment', id, created_at FROM comments WHERE moderation_status = 'pending'
    UNION ALL
    SELECT 'photo', id, created_at FROM photos WHERE moderation_status = 'pending' AND update_id IS NOT NULL
    ORDER BY created_at LIMIT ${QUEUE_MAX}`.execute(db);

  const entries = new Map<string, OpenEntry>();
  for (const r of reported) {
    entries.set(`${r.item_type}:${r.item_id}`, {
      itemType: r.item_type,
      itemId: r.item_id,
      reportCount: r.report_count,
      firstReportedAt: new Date(r.first_at),
      reasons: r.reasons,
    });
  }
  for (const p of pending) {
    const key = `${p.item_type}:${p.item_id}`;
    const entry = entries.get(key);
    const why = p.item_type === 'photo' ? PENDING_PHOTO_REASON : PENDING_REASON;
    if (entry) entry.reasons = [...entry.reasons, why];
    else
      entries.set(key, {
        itemType: p.item_type,
        itemId: p.item_id,
        reportCount: 0,
        firstReportedAt: new Date(p.created_at),
        reasons: [why],
      });
  }

  const found = await Promise.all(
    [...entries.values()].map(async (entry) => ({
      entry,
      item: await findItem(db, entry.itemType, entry.itemId),
    })),
  );
  const live = found.filter((f): f is { entry: OpenEntry; item: ItemInfo } => f.item !== null);
  const profiles = await profilesOf(
    db,
    live.map((f) => f.item.authorId).filter((id): id is number => id !== null),
  );
  const sorted = live.sort(
    (a, b) =>
      b.entry.reportCount - a.entry.reportCount ||
      a.entry.firstReportedAt.getTime() - b.entry.firstReportedAt.getTime(),
  );
  const items: ModerationQueueItem[] = await Promise.all(
    sorted.map(async ({ entry, item }) => {
      const photo =
        item.type === 'photo'
          ? {
              context: excerptOf(item.parentText ?? ''),
              thumbnail: await moderatorThumbnail(db, signer, item.id),
            }
          : null;
      return {
        itemType: entry.itemType,
        itemId: entry.itemId,
        reportCount: entry.reportCount,
        firstReportedAt: entry.firstReportedAt.toISOString(),
        status: statusOf(item),
        reasons: entry.reasons,
        excerpt: excerptOf(item.text),
        ...(photo === null ? {} : { context: photo.context }),
        ...(photo?.thumbnail == null ? {} : { thumbnail: photo.thumbnail }),
        author: item.authorId === null ? null : (profiles.get(item.authorId) ?? null),
      };
    }),
  );
  return { items };
}

async function requireItem(db: Db, type: ModerationItemType, id: number): Promise<ItemInfo> {
  const item = await findItem(db, type, id);
  if (!item) throw notFound(type === 'member' ? 'Member' : type === 'surgery' ? 'Surgery' : NOUNS[type]);
  return item;
}

/** One item as the queue opens it. */
export async function moderationItem(db: Db, type: ModerationItemType, id: number): Promise<ModerationItem> {
  const item = await requireItem(db, type, id);
  const reports = await db
    .selectFrom('reports')
    .select(['reporter_id', 'reason', 'note', 'created_at'])
    .where('item_type', '=', type)
    .where('item_id', '=', id)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(QUEUE_MAX)
    .execute();
  const audit = await db
    .selectFrom('moderation_audit')
    .select(['id', 'action', 'reason', 'moderator', 'created_at'])
    .where('item_type', '=', type)
    .where('item_id', '=', id)
    .orderBy('id', 'desc')
    .execute();
  const author =
    item.authorId === null
      ? undefined
      : await db
          .selectFrom('users')
          .select(['created_at', 'suspended_until'])
          .where('id', '=', item.authorId)
          .executeTakeFirst();
  const history =
    item.authorId === null
      ? []
      : await db
          .selectFrom('moderation_audit')
          .select(['action', 'reason', 'created_at'])
          .where('target_user_id', '=', item.authorId)
          // Caregivers' actions name the owner as target (docs/product.md §10) but are no moderation of them.
          .where('action', 'not in', ['grant_moderator', 'revoke_moderator', 'dismiss', ...CAREGIVER_ACTIONS])
          .orderBy('id', 'desc')
          .limit(HISTORY_MAX)
          .execute();
  const profiles = await profilesOf(db, [
    ...reports.map((r) => r.reporter_id),
    ...(item.authorId === null ? [] : [item.authorId]),
  ]);
  const suspendedUntil = author?.suspended_until ?? null;
  return {
    itemType: type,
    itemId: id,
    status: statusOf(item),
    content: {
      text: item.text,
      surgeryId: item.surgeryId,
      surgeryTitle: item.surgeryTitle,
      parentText: item.parentText,
      link: item.link,
    },
    reports: reports.map((r) => ({
      reason: r.reason,
      note: r.note,
      createdAt: r.created_at.toISOString(),
      reporter: profiles.get(r.reporter_id) ?? null,
    })),
    author: {
      profile: item.authorId === null ? null : (profiles.get(item.authorId) ?? null),
      memberSince: author?.created_at.toISOString() ?? null,
      suspendedUntil:
        suspendedUntil !== null && suspendedUntil.getTime() > Date.now()
          ? suspendedUntil.toISOString()
          : null,
      earlierActions: history.map((h) => ({
        action: h.action,
        reason: h.reason,
        createdAt: h.created_at.toISOString(),
      })),
    },
    audit: audit.map((a): AuditEntry => ({
      id: a.id,
      action: a.action,
      reason: a.reason,
      moderator: a.moderator,
      createdAt: a.created_at.toISOString(),
    })),
  };
}

export interface ActionInput {
  action: ModerationAction;
  reason: string;
  days?: 1 | 7 | 30;
}

export interface ActionOutcome {
  /** Members whose live notification stream should wake after commit. */
  notifiedUserIds: number[];
  /** The pushes to queue after commit: an approved post notifies as a normal post would. */
  pushes: PushEvent[];
  /** True when what others see changed: the caller drops the feed cache. */
  feedChanged: boolean;
}

function refused(message: string): AppError {
  return new AppError('INVALID_MODERATION_ACTION', message);
}

const ITEM_TABLE = { surgery: 'reviews', update: 'updates', comment: 'comments', photo: 'photos' } as const;

async function setStatus(
  trx: Db,
  item: ItemInfo,
  status: 'hidden' | null,
  reason: string | null,
): Promise<void> {
  if (item.type === 'member') return;
  await trx
    .updateTable(ITEM_TABLE[item.type])
    .set({ moderation_status: status, moderation_reason: reason })
    .where('id', '=', item.id)
    .execute();
}

/** A moderation notice to the author, written in their language (users.language). */
async function tellAuthor(
  trx: Db,
  item: ItemInfo,
  userId: number | null,
  write: (language: Language) => string,
): Promise<number[]> {
  if (userId === null) return [];
  const author = await trx.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
  const text = write(author?.language ?? 'en');
  await trx
    .insertInto('notifications')
    .values({
      user_id: userId,
      kind: 'moderation',
      actor_id: null,
      review_id: item.surgeryId,
      comment_id: null,
      source_comment_id: null,
      text,
    })
    .execute();
  return [userId];
}

interface Notified {
  userIds: number[];
  pushes: PushEvent[];
}

/** What approving a pending post does beyond publishing it: the notifications (and pushes) a normal post makes. */
async function notifyAsPosted(trx: Db, item: ItemInfo): Promise<Notified> {
  const nobody: Notified = { userIds: [], pushes: [] };
  if (item.authorId === null || item.surgeryId === null) return nobody;
  if (item.type === 'comment') {
    const row = await trx
      .selectFrom('comments as c')
      .innerJoin('reviews as r', 'r.id', 'c.review_id')
      .leftJoin('comments as p', 'p.id', 'c.parent_id')
      .select([
        'r.id as review_id',
        'r.user_id as owner_id',
        'p.id as parent_id',
        'p.user_id as parent_author',
      ])
      .where('c.id', '=', item.id)
      .executeTakeFirstOrThrow();
    const parent = row.parent_id === null ? null : { id: row.parent_id, user_id: row.parent_author };
    const woken = await notifyOfComment(
      trx,
      item.authorId,
      { id: row.review_id, user_id: row.owner_id },
      parent,
      item.id,
      item.text,
    );
    if (woken === null) return nobody;
    return {
      userIds: [woken],
      pushes: [commentPush(woken, { id: item.id, reviewId: row.review_id, parentId: row.parent_id })],
    };
  }
  if (item.type === 'update') {
    const notified = await notifyOfUpdate(trx, item.authorId, item.surgeryId, item.id, item.text);
    return { userIds: everyoneNotified(notified), pushes: followedPush(notified.followers, item.surgeryId) };
  }
  return nobody;
}

export async function takeAction(
  db: Db,
  moderatorId: number,
  type: ModerationItemType,
  id: number,
  input: ActionInput,
  now: Date = new Date(),
): Promise<ActionOutcome> {
  return inTransaction(db, async (trx) => {
    const item = await requireItem(trx, type, id);
    const noun = NOUNS[type];
    const { reason } = input;
    let notifiedUserIds: number[] = [];
    let pushes: PushEvent[] = [];
    let feedChanged = false;
    switch (input.action) {
      case 'dismiss':
        break;
      case 'hide':
        if (type === 'member') throw refused('A member cannot be hidden: suspend them instead.');
        if (item.status === 'hidden') throw refused(`This ${noun} is already hidden.`);
        await setStatus(trx, item, 'hidden', reason);
        notifiedUserIds = await tellAuthor(trx, item, item.authorId, (language) =>
          t(language, 'moderation.hidden', { item: type, reason }),
        );
        feedChanged = true;
        break;
      case 'restore':
        if (item.status !== 'hidden') throw refused(`Only hidden content can be restored.`);
        await setStatus(trx, item, null, null);
        notifiedUserIds = await tellAuthor(trx, item, item.authorId, (language) =>
          t(language, 'moderation.restored', { item: type }),
        );
        feedChanged = true;
        break;
      case 'approve':
        if (item.status !== 'pending') throw refused('Only content waiting for a moderator can be approved.');
        await setStatus(trx, item, null, null);
        ({ userIds: notifiedUserIds, pushes } = await notifyAsPosted(trx, item));
        feedChanged = true;
        break;
      case 'suspend': {
        if (item.authorId === null) throw refused('This author’s account no longer exists.');
        if (input.days === undefined) throw refused('Choose 1, 7 or 30 days');
        const until = new Date(now.getTime() + input.days * DAY_MS);
        await trx
          .updateTable('users')
          .set({ suspended_until: until })
          .where('id', '=', item.authorId)
          .execute();
        // Signed out everywhere, streams included: a hijacked account loses its intruder, and the
        // member reads the suspension when they log in again (docs/security.md §3).
        await revokeOtherSessions(trx, item.authorId, { session: null, device: null });
        notifiedUserIds = await tellAuthor(
          trx,
          { ...item, surgeryId: null },
          item.authorId,
          // English keeps the date as the 403 of a suspended member says it ('3 March 2026').
          (language) =>
            t(language, 'moderation.suspended', {
              date: language === 'en' ? longDate(until) : formatLongDate(language, until),
              reason,
            }),
        );
        break;
      }
    }
    // Acting on an item settles its open reports; a later report opens a new case.
    await trx
      .updateTable('reports')
      .set({ resolved_at: now })
      .where('item_type', '=', type)
      .where('item_id', '=', id)
      .where('resolved_at', 'is', null)
      .execute();
    const moderator = await trx
      .selectFrom('users')
      .select('username')
      .where('id', '=', moderatorId)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('moderation_audit')
      .values({
        moderator_id: moderatorId,
        moderator: moderator.username,
        action: input.action,
        item_type: type,
        item_id: id,
        target_user_id: item.authorId,
        reason,
      })
      .execute();
    return { notifiedUserIds, pushes, feedChanged };
  });
}
