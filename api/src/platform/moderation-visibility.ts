/**
 * Who sees moderated content, decided here and nowhere else. A surgery, update or comment
 * whose moderation_status is set ('hidden' by a moderator, 'pending' as a first post with a link)
 * is shown in full only to its author and to moderators; lists, search, counts, insight figures,
 * notifications and emails leave it out for everyone else.
 */
import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from './db/db-types';

/** Who is asking: a visitor (id null), a member, or a moderator. */
export interface Viewer {
  id: number | null;
  moderator: boolean;
}

export const VISITOR: Viewer = { id: null, moderator: false };

/** The author themself, without moderator rights: what they see of their own content. */
export function authorViewer(userId: number): Viewer {
  return { id: userId, moderator: false };
}

/** Public: visible to anyone. `status` names a moderation_status column, e.g. 'c.moderation_status'. */
export function isPublic(status: string): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(status)} IS NULL`;
}

/**
 * The condition for `viewer` to see a row: public, or theirs (`author` names the column holding the
 * author's id: reviews.user_id also for an update), or any row for a moderator.
 */
export function visibleTo(viewer: Viewer, status: string, author: string): RawBuilder<SqlBool> {
  if (viewer.moderator) return sql<SqlBool>`true`;
  if (viewer.id === null) return isPublic(status);
  return sql<SqlBool>`(${sql.ref(status)} IS NULL OR ${sql.ref(author)} = ${viewer.id})`;
}

/**
 * The one test a notification (alias `n`) and every email made from one must pass before it is
 * shown or sent: the comment, update and surgery it points at are visible to its recipient. A
 * moderation notice concerns the recipient's own content and always passes.
 */
export function notificationVisible(alias = 'n'): RawBuilder<SqlBool> {
  const n = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<SqlBool>`(${n('kind')} = 'moderation' OR (
    NOT EXISTS (SELECT 1 FROM comments vc WHERE vc.id = ${n('source_comment_id')}
                AND vc.moderation_status IS NOT NULL AND vc.user_id IS DISTINCT FROM ${n('user_id')})
    AND NOT EXISTS (SELECT 1 FROM updates vu JOIN reviews vr ON vr.id = vu.review_id
                    WHERE vu.id = ${n('update_id')} AND vu.moderation_status IS NOT NULL
                      AND vr.user_id IS DISTINCT FROM ${n('user_id')})
    AND NOT EXISTS (SELECT 1 FROM reviews vr WHERE vr.id = ${n('review_id')}
                    AND vr.moderation_status IS NOT NULL AND vr.user_id IS DISTINCT FROM ${n('user_id')})))`;
}

/** The viewer a member id stands for, with their role read from the database. */
export async function viewerOf(db: Db, userId: number | null): Promise<Viewer> {
  if (userId === null) return VISITOR;
  const row = await db.selectFrom('users').select('role').where('id', '=', userId).executeTakeFirst();
  return { id: row ? userId : null, moderator: row?.role === 'moderator' };
}

/**
 * True when the member has hidden or pending content of their own, or a photo waiting for review
 * (their feed cannot be the shared one).
 */
export async function hasModeratedContent(db: Db, userId: number): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`SELECT (
      EXISTS (SELECT 1 FROM reviews WHERE moderation_status IS NOT NULL AND user_id = ${userId})
      OR EXISTS (SELECT 1 FROM updates u JOIN reviews r ON r.id = u.review_id
                 WHERE u.moderation_status IS NOT NULL AND r.user_id = ${userId})
      OR EXISTS (SELECT 1 FROM photos
                 WHERE moderation_status = 'pending' AND user_id = ${userId} AND update_id IS NOT NULL)
    ) AS found`.execute(db);
  return rows[0]?.found === true;
}

/** What the wire's `moderation` field says of a row's status, for those allowed to see it. */
export function moderationOf(status: 'hidden' | 'pending' | null, reason: string | null) {
  if (status === null) return null;
  return { status, reason: status === 'hidden' ? reason : null };
}
