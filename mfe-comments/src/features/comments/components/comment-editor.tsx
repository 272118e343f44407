import type { Comment } from '@journeys/shared/rules';
import { promptLogin } from '@journeys/shared/events';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { common } from '@journeys/shared/i18n';
import { Button } from '@journeys/shared/ui/button';
import { SuspendedText, useSuspendedUntil } from '@journeys/shared/ui/moderation-notice';
import { TextArea } from '@journeys/shared/ui/text-area';
import { useT } from './thread/messages';
import { usePostComment } from '../api/use-post-comment';
import { useComposer } from '../hooks/use-composer';
import { CommentBox } from './comment-box';
import styles from './comment-editor.module.css';

export interface CommentEditorProps {
  reviewId: number;
  /** The comment being replied to; absent for a new top-level comment. */
  parentId?: number | null;
  onPosted(comment: Comment): void;
  /** Called when a post leaves the box empty (nothing typed meanwhile, nothing queued). */
  onEmptied?(): void;
  /** Reply editors only: Escape or 'Cancel' closes them. */
  onCancel?(): void;
  /** Reply editors take focus when they open. */
  autoFocus?: boolean;
}

/** One editor for new comments and replies (docs/product.md §4, §5). */
export function CommentEditor({
  reviewId,
  parentId = null,
  onPosted,
  onEmptied,
  onCancel,
  autoFocus,
}: CommentEditorProps) {
  const t = useT();
  const tc = common.useT();
  const loggedIn = useSession(selectIsLoggedIn);
  const suspendedUntil = useSuspendedUntil();
  const isReply = parentId != null;
  const kind = isReply ? 'reply' : 'comment';
  const label = t('boxLabel', { kind });
  const { sending, failure, send } = usePostComment(reviewId, parentId, onPosted);
  const { text, setText, queued, submit } = useComposer(send, onEmptied);

  if (!loggedIn) {
    return (
      <div className={styles.editor}>
        <TextArea label={label} hideLabel className={styles.box} rows={1} disabled value="" />
        <div className={styles.visitor}>
          <p className={styles.visitorText}>{t('visitor')}</p>
          <Button className={styles.action} onClick={() => promptLogin()}>
            {t('logIn')}
          </Button>
          {onCancel && (
            <Button className={styles.action} onClick={onCancel}>
              {tc('cancel')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  if (suspendedUntil) {
    return (
      <div className={styles.visitor}>
        <p className={styles.visitorText} role="note">
          <SuspendedText until={suspendedUntil} />
        </p>
        {onCancel && (
          <Button className={styles.action} onClick={onCancel}>
            {tc('cancel')}
          </Button>
        )}
      </div>
    );
  }

  return (
    <CommentBox
      label={label}
      placeholder={t('placeholder', { kind })}
      text={text}
      setText={setText}
      submitLabel={t('send')}
      busyLabel={t('sending')}
      busy={sending}
      // While a post is in flight this queues what was typed since; it never drops it.
      onSubmit={() => void submit()}
      queues
      onCancel={onCancel}
      focusOnOpen={autoFocus}
      error={failure === 'offline' ? t('postOffline') : failure ? t('postFailed') : null}
      status={
        <p role="status" className={styles.status}>
          {queued ? t('queued', { kind }) : ''}
        </p>
      }
    />
  );
}
