/**
 * Comments, replies and the notifications they cause. The notification is inserted in the same
 * transaction as the comment (docs/architecture.md §5); the NOTIFY that wakes live streams is the caller's job
 * after commit, so a listener never reads a notification that might still roll back.
 */
import type { Comment } from '@journeys/shared/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { Db } from './db-types';
import { inTransaction } from './in-transaction';
import { surgeryCountOf, AUTHOR_COLUMNS, toKeptAuthorProfile } from './profiles';

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
    nestedComments: [],
  };
}

export async function postComment(db: Db, userId: number, input: NewComment): Promise<PostedComment> {
  return inTransaction(db, async (trx) => {
    const review = await trx
      .selectFrom('reviews')
      .select(['id', 'user_id'])
      .where('id', '=', input.reviewId)
      .executeTakeFirst();
    if (!review) throw notFound('Surgery');
    let parent:
      { id: number; user_id: number | null; review_id: number; deleted_at: Date | null } | undefined;
    if (input.commentId != null) {
      parent = await trx
        .selectFrom('comments')
        .select(['id', 'user_id', 'review_id', 'deleted_at'])
        .where('id', '=', input.commentId)
        .executeTakeFirst();
      // A deleted comment stays only to hold its replies in context; nobody answers it any more.
      if (parent?.review_id === review.id && parent.deleted_at !== null) {
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
    const { id } = await trx
      .insertInto('comments')
      .values({ review_id: review.id, parent_id: parent?.id ?? null, user_id: userId, text: input.text })
      .returning('id')
      .executeTakeFirstOrThrow();

    // A reply notifies only the parent's author; a top-level comment only the surgery's owner.
    // Nobody is notified for an erased author (user_id null).
    const recipient = parent ? parent.user_id : review.user_id;
    let notifiedUserId: number | null = null;
    if (recipient !== null && recipient !== userId) {
      await trx
        .insertInto('notifications')
        .values({
          user_id: recipient,
          actor_id: userId,
          review_id: review.id,
          comment_id: parent?.id ?? null,
          source_comment_id: id,
          text: input.text,
        })
        .execute();
      notifiedUserId = recipient;
    }
    const row = await commentQuery(trx).where('c.id', '=', id).executeTakeFirstOrThrow();
    return { comment: toComment(row), notifiedUserId };
  });
}

/** The whole thread in one query, assembled into a tree in memory; top level and replies oldest first. */
export async function commentThread(db: Db, reviewId: number): Promise<Comment[]> {
  const review = await db.selectFrom('reviews').select('id').where('id', '=', reviewId).executeTakeFirst();
  if (!review) throw notFound('Surgery');
  const rows = await commentQuery(db)
    .where('c.review_id', '=', reviewId)
    .orderBy('c.created_at')
    .orderBy('c.id')
    .execute();
  const byId = new Map<number, Comment>();
  for (const row of rows) byId.set(row.id, toComment(row));
  const roots: Comment[] = [];
  for (const comment of byId.values()) {
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
