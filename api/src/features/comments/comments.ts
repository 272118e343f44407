/**
 * Comments, replies and the notifications they cause. The notification is inserted in the same
 * transaction as the comment (docs/architecture.md §5); the NOTIFY that wakes live streams is the caller's job
 * after commit, so a listener never reads a notification that might still roll back.
 */
import type { Comment } from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { AppError, notFound } from '../../platform/errors';
import type { Db } from '../../platform/db/db-types';
import { initialModeration } from '../../platform/first-posts';
import { inTransaction } from '../../platform/db/in-transaction';
import { moderationOf, visibleTo, VISITOR, type Viewer } from '../../platform/moderation-visibility';
import { surgeryCountOf, AUTHOR_COLUMNS, toKeptAuthorProfile } from '../auth';

export interface NewComment {
  reviewId: number;
  text: string;
  commentId?: number | null;
}

export interface PostedComment {
  comment: Comment;
  /** The member notified, if anyone: the caller publishes to their live stream after commit. */
  notifiedUserId: number | null;
}

function commentQuery(db: Db) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.review_id',
      'c.parent_id',
      'c.text',
      'c.read',
      'c.created_at',
      'c.edited_at',
      'c.deleted_at',
      'c.moderation_status',
      'c.moderation_reason',
      ...AUTHOR_COLUMNS,
    ])
    .select(surgeryCountOf('u').as('surgery_count'));
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof commentQuery>['execute']>>[number];

function toComment(r: CommentRow): Comment {
  return {
    id: r.id,
    reviewId: r.review_id,
    parentId: r.parent_id,
    text: r.text,
    createdAt: r.created_at.toISOString(),
    read: r.read,
    editedAt: r.edited_at?.toISOString() ?? null,
    deleted: r.deleted_at !== null,
    patient: toKeptAuthorProfile(r),
    moderation: moderationOf(r.moderation_status, r.moderation_reason),
    nestedComments: [],
  };
}

/**
 * A comment as `viewer` may see it: in full when visible to them; a hidden one keeps its place
 * (replies hang under it) with no text and no reason; a pending one is not there at all (null).
 */
function commentFor(r: CommentRow, viewer: Viewer): Comment | null {
  const comment = toComment(r);
  if (r.moderation_status === null || viewer.moderator || (viewer.id !== null && r.user_id === viewer.id)) {
    return comment;
  }
  if (r.moderation_status === 'pending') return null;
  return { ...comment, text: '', moderation: { status: 'hidden', reason: null } };
}

/** Unread comment notifications from one member on one surgery within this window become one. */
const FLOOD_WINDOW_MS = 5 * 60 * 1000;

export async function postComment(db: Db, userId: number, input: NewComment): Promise<PostedComment> {
  return inTransaction(db, async (trx) => {
    const review = await trx
      .selectFrom('reviews')
      .select(['id', 'user_id'])
      .where('id', '=', input.reviewId)
      .where(visibleTo({ id: userId, moderator: false }, 'moderation_status', 'user_id'))
      .executeTakeFirst();
    if (!review) throw notFound('Surgery');
    let parent:
      | {
          id: number;
          user_id: number | null;
          review_id: number;
          deleted_at: Date | null;
          moderation_status: 'hidden' | 'pending' | null;
        }
      | undefined;
    if (input.commentId != null) {
      parent = await trx
        .selectFrom('comments')
        .select(['id', 'user_id', 'review_id', 'deleted_at', 'moderation_status'])
        .where('id', '=', input.commentId)
        .executeTakeFirst();
      // A deleted comment stays only to hold its replies in context; nobody answers it any more.
      // Nor a hidden or pending one, unless it is the member's own.
      const moderatedAway = parent?.moderation_status != null && parent.user_id !== userId;
      if (parent?.review_id === review.id && (parent.deleted_at !== null || moderatedAway)) {
        throw notFound('Comment');
      }
      if (!parent || parent.review_id !== review.id) {
        throw new AppError(
          'REPLY_PARENT_MISMATCH',
          'The comment you are replying to is not on this surgery',
          {
            commentId: 'The comment you are replying to is not on this surgery',
          },
        );
      }
    }
    const moderation_status = await initialModeration(trx, userId, [input.text]);
    const { id } = await trx
      .insertInto('comments')
      .values({
        review_id: review.id,
        parent_id: parent?.id ?? null,
        user_id: userId,
        text: input.text,
        moderation_status,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // A pending comment notifies nobody until a moderator approves it (features/moderation/moderation.ts).
    const notifiedUserId =
      moderation_status === null
        ? await notifyOfComment(trx, userId, review, parent ?? null, id, input.text)
        : null;
    const row = await commentQuery(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
    return { comment: toComment(row), notifiedUserId };
  });
}

/**
 * The notification a published comment causes: a reply notifies only the parent's author, a
 * top-level comment only the surgery's owner; nobody for an erased author (user_id null). A flood
 * (another unread one from the same member on the same surgery within FLOOD_WINDOW_MS) updates
 * that notification instead of adding one. Returns the member to wake, or null.
 */
export async function notifyOfComment(
  trx: Db,
  userId: number,
  review: { id: number; user_id: number | null },
  parent: { id: number; user_id: number | null } | null,
  commentId: number,
  text: string,
): Promise<number | null> {
  const recipient = parent ? parent.user_id : review.user_id;
  if (recipient === null || recipient === userId) return null;
  const kind = parent ? 'reply' : 'comment';
  const recent = await trx
    .selectFrom('notifications')
    .select('id')
    .where('user_id', '=', recipient)
    .where('actor_id', '=', userId)
    .where('review_id', '=', review.id)
    .where('kind', '=', kind)
    .where('is_read', '=', false)
    .where('created_at', '>', new Date(Date.now() - FLOOD_WINDOW_MS))
    .orderBy('id', 'desc')
    .limit(1)
    .forUpdate()
    .executeTakeFirst();
  if (recent) {
    await trx
      .updateTable('notifications')
      .set({ source_comment_id: commentId, comment_id: parent?.id ?? null, text })
      .where('id', '=', recent.id)
      .execute();
    return null;
  }
  await trx
    .insertInto('notifications')
    .values({
      user_id: recipient,
      kind,
      actor_id: userId,
      review_id: review.id,
      comment_id: parent?.id ?? null,
      source_comment_id: commentId,
      text,
    })
    .execute();
  return recipient;
}

/** The whole thread in one query, assembled into a tree in memory; top level and replies oldest first. */
export async function commentThread(db: Db, reviewId: number, viewer: Viewer = VISITOR): Promise<Comment[]> {
  const review = await db
    .selectFrom('reviews')
    .select('id')
    .where('id', '=', reviewId)
    .where(visibleTo(viewer, 'moderation_status', 'user_id'))
    .executeTakeFirst();
  if (!review) throw notFound('Surgery');
  const rows = await commentQuery(db)
    .where('c.review_id', '=', reviewId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  const byId = new Map<number, Comment>();
  const absent = new Set<number>();
  for (const row of rows) {
    const comment = commentFor(row, viewer);
    if (comment) byId.set(row.id, comment);
    else absent.add(row.id);
  }
  const roots: Comment[] = [];
  for (const comment of byId.values()) {
    // A reply under a comment the viewer may not see goes with it (rows are oldest first, so a
    // parent is settled before its replies).
    if (comment.parentId != null && absent.has(comment.parentId)) {
      absent.add(comment.id);
      continue;
    }
    const parent = comment.parentId != null ? byId.get(comment.parentId) : undefined;
    if (parent) parent.nestedComments.push(comment);
    else roots.push(comment);
  }
  return roots;
}

/**
 * Marks a comment (or reply) read for the member it was addressed to — the surgery's owner for a
 * top-level comment, the parent's author for a reply — and the notification it caused with it.
 */
export async function markCommentRead(
  db: Kysely<Database>,
  userId: number,
  commentId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('comments as c')
      .innerJoin('reviews as r', 'r.id', 'c.review_id')
      .leftJoin('comments as p', 'p.id', 'c.parent_id')
      .select(['c.id', 'c.parent_id', 'r.user_id as owner_id', 'p.user_id as parent_author_id'])
      .where('c.id', '=', commentId)
      .executeTakeFirst();
    if (!row) throw notFound('Comment');
    const addressee = row.parent_id != null ? row.parent_author_id : row.owner_id;
    if (addressee !== userId)
      throw new AppError('FORBIDDEN', 'You can only mark comments addressed to you as read');
    await trx.updateTable('comments').set({ read: true }).where('id', '=', commentId).execute();
    await trx
      .updateTable('notifications')
      .set({ is_read: true })
      .where('source_comment_id', '=', commentId)
      .where('user_id', '=', userId)
      .execute();
  });
}

/** The comment's row for its author's change: 404 before 403, as every ownership check. */
async function ownComment(db: Db, userId: number, commentId: number) {
  const row = await db
    .selectFrom('comments')
    .select(['id', 'user_id', 'parent_id', 'deleted_at'])
    .where('id', '=', commentId)
    .forUpdate()
    .executeTakeFirst();
  // A deleted comment kept for its replies is gone for its author too.
  if (!row || row.deleted_at !== null) throw notFound('Comment');
  if (row.user_id !== userId) throw new AppError('FORBIDDEN', 'You can only change your own comments');
  return row;
}

/** The author replaces the text; the notification it caused shows the new text too. */
export async function editComment(db: Db, userId: number, commentId: number, text: string): Promise<Comment> {
  return inTransaction(db, async (trx) => {
    await ownComment(trx, userId, commentId);
    await trx
      .updateTable('comments')
      .set({ text, edited_at: new Date() })
      .where('id', '=', commentId)
      .execute();
    await trx.updateTable('notifications').set({ text }).where('source_comment_id', '=', commentId).execute();
    const row = await commentQuery(trx).where('c.id', '=', commentId).executeTakeFirstOrThrow();
    return toComment(row);
  });
}

async function hasReplies(db: Db, commentId: number): Promise<boolean> {
  const reply = await db
    .selectFrom('comments')
    .select('id')
    .where('parent_id', '=', commentId)
    .executeTakeFirst();
  return reply !== undefined;
}

/**
 * The author deletes a comment. With replies it stays, text emptied, so the replies keep their
 * context; without, the row goes (its notifications cascade). A deleted parent whose last reply
 * goes has nothing left to hold up, so it goes too.
 */
export async function deleteComment(db: Kysely<Database>, userId: number, commentId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const comment = await ownComment(trx, userId, commentId);
    if (await hasReplies(trx, commentId)) {
      await trx
        .updateTable('comments')
        .set({ text: '', deleted_at: new Date() })
        .where('id', '=', commentId)
        .execute();
      await trx.deleteFrom('notifications').where('source_comment_id', '=', commentId).execute();
      return;
    }
    await trx.deleteFrom('comments').where('id', '=', commentId).execute();
    if (comment.parent_id !== null && !(await hasReplies(trx, comment.parent_id))) {
      await trx
        .deleteFrom('comments')
        .where('id', '=', comment.parent_id)
        .where('deleted_at', 'is not', null)
        .execute();
    }
  });
}
