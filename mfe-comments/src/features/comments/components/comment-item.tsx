import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { Comment } from '@journeys/shared/rules';
import { useSession } from '@journeys/shared/session';
import { Button } from '@journeys/shared/ui/button';
import { ReportMenu } from '@journeys/shared/ui/report-menu';
import { useT } from './thread/messages';
import { useOwnComment } from '../api/use-own-comment';
import { CommentEditor } from './comment-editor';
import { CommentList } from './comment-list';
import { CommentAvatar, CommentMeta } from './comment-meta';
import { CommentText } from './comment-text';
import { useThread } from './thread-context';
import styles from './comment-item.module.css';

// Editing and deleting start from a click on the member's own comment: their code (and the
// shared dialog) loads then, not with every thread on /surgeries (its size budget, README).
const CommentEditForm = lazy(() =>
  import('./comment-edit-form').then((m) => ({ default: m.CommentEditForm })),
);
const DeleteCommentDialog = lazy(() =>
  import('./delete-comment-dialog').then((m) => ({ default: m.DeleteCommentDialog })),
);

export interface CommentItemProps {
  comment: Comment;
  parentAuthorId: number | null;
}

export function CommentItem({ comment, parentAuthorId }: CommentItemProps) {
  const t = useT();
  const thread = useThread();
  const { markShown } = thread;
  const articleRef = useRef<HTMLElement>(null);
  const replyButtonRef = useRef<HTMLButtonElement>(null);
  const repliesId = useId();

  const replies = comment.nestedComments;
  const repliesOpen = thread.openReplies.has(comment.id);
  const replying = thread.replyingTo === comment.id;
  const highlighted = thread.highlightedId === comment.id;
  const isNew = thread.isNew(comment, parentAuthorId);
  const author = comment.patient;
  // An author whose account was erased (docs/product.md §5).
  const username = author?.username ?? t('deletedMember');
  const kind = comment.parentId == null ? 'comment' : 'reply';
  const viewerId = useSession((s) => (s.token != null ? (s.user?.id ?? null) : null));
  const mine = author != null && author.id === viewerId && !comment.deleted;
  // Others get a hidden comment without its text: it keeps its place for the replies under it.
  const hiddenForViewer =
    comment.moderation?.status === 'hidden' && comment.moderation.reason == null && !mine;
  const own = useOwnComment(thread.reviewId, comment.id);
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  // The dialog stays mounted once asked for, so closing it runs its own close (focus return).
  const [deleteAsked, setDeleteAsked] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);

  // Being rendered is being displayed: replies mount only once their parent's thread is open.
  useEffect(() => {
    markShown(comment, parentAuthorId);
  }, [markShown, comment, parentAuthorId]);

  useEffect(() => {
    if (highlighted) articleRef.current?.scrollIntoView({ block: 'center' });
  }, [highlighted]);

  const closeReply = () => {
    thread.closeReply();
    replyButtonRef.current?.focus();
  };

  const closeEdit = () => {
    own.reset();
    setEditing(false);
    // The Edit button is back once the form goes; focus returns to it for the next keystroke.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };
  const save = async (text: string) => {
    if ((await own.save(text)) !== 'failed') closeEdit();
  };
  const confirmDelete = async () => {
    if ((await own.remove()) !== 'failed') setConfirmingDelete(false);
  };

  return (
    <li className={styles.item}>
      <article
        ref={articleRef}
        id={`comment-${comment.id}`}
        className={highlighted ? `${styles.comment} ${styles.highlighted}` : styles.comment}
        data-highlighted={highlighted ? 'true' : undefined}
        aria-label={t('itemLabel', { kind, name: username })}
      >
        <CommentAvatar author={author} username={username} />
        <div className={styles.body}>
          <CommentMeta
            comment={comment}
            username={username}
            isNew={isNew}
            byJourneyAuthor={author?.id === thread.reviewOwnerId}
          />
          {editing && !comment.deleted && !hiddenForViewer ? (
            <Suspense fallback={<p className={styles.text}>{comment.text}</p>}>
              <CommentEditForm
                initialText={comment.text}
                kind={kind}
                saving={own.saving}
                failed={own.saveFailed}
                onSave={(text) => void save(text)}
                onCancel={closeEdit}
              />
            </Suspense>
          ) : (
            <CommentText comment={comment} mine={mine} hiddenForViewer={hiddenForViewer} />
          )}
          <div className={styles.actions}>
            {/* Nobody answers a deleted comment; its existing replies stay reachable. */}
            {!comment.deleted && (
              <Button
                ref={replyButtonRef}
                variant="link"
                className={styles.link}
                aria-label={t('replyTo', { name: username })}
                aria-expanded={thread.loggedIn ? replying : undefined}
                onClick={() => (replying ? closeReply() : thread.startReply(comment.id))}
              >
                {t('reply')}
              </Button>
            )}
            {mine && !editing && (
              <>
                <Button
                  ref={editButtonRef}
                  variant="link"
                  className={styles.link}
                  aria-label={t('editYour', { kind })}
                  onClick={() => setEditing(true)}
                >
                  {t('edit')}
                </Button>
                <Button
                  variant="link"
                  className={styles.link}
                  aria-label={t('deleteYour', { kind })}
                  onClick={() => {
                    own.reset();
                    setDeleteAsked(true);
                    setConfirmingDelete(true);
                  }}
                >
                  {t('delete')}
                </Button>
              </>
            )}
            {!comment.deleted && !hiddenForViewer && (
              <ReportMenu itemType="comment" itemId={comment.id} authorId={author?.id ?? null} />
            )}
            {replies.length > 0 && (
              <Button
                variant="link"
                className={styles.link}
                aria-expanded={repliesOpen}
                aria-controls={repliesOpen ? repliesId : undefined}
                onClick={() => thread.toggleReplies(comment.id)}
              >
                {repliesOpen ? t('hideReplies') : t('showReplies', { count: replies.length })}
              </Button>
            )}
          </div>
        </div>
      </article>
      {deleteAsked && (
        <Suspense fallback={null}>
          <DeleteCommentDialog
            open={confirmingDelete}
            kind={kind}
            hasReplies={replies.length > 0}
            deleting={own.deleting}
            failed={own.deleteFailed}
            onConfirm={() => void confirmDelete()}
            onClose={() => setConfirmingDelete(false)}
          />
        </Suspense>
      )}
      {replying && (
        <div className={styles.replyEditor}>
          <CommentEditor
            reviewId={thread.reviewId}
            parentId={comment.id}
            onPosted={thread.onPosted}
            onEmptied={closeReply}
            onCancel={closeReply}
            autoFocus
          />
        </div>
      )}
      {repliesOpen && replies.length > 0 && (
        <CommentList id={repliesId} comments={replies} parentAuthorId={author?.id ?? null} nested />
      )}
    </li>
  );
}
