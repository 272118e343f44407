import { formatLongDate, type Comment } from '@journeys/shared/rules';
import { HIDDEN_FOR_OTHERS, ModerationNotice } from '@journeys/shared/ui/moderation-notice';
import { useLanguage } from '@journeys/shared/i18n';
import { useT } from './thread/messages';
import styles from './comment-item.module.css';

interface CommentTextProps {
  comment: Comment;
  /** The viewer wrote it: they see why it is held or hidden. */
  mine: boolean;
  /** Hidden by a moderator, and the viewer is not its author: its place stays, its text does not. */
  hiddenForViewer: boolean;
}

/** What a comment says, or that it was deleted or hidden. */
export function CommentText({ comment, mine, hiddenForViewer }: CommentTextProps) {
  const t = useT();
  const language = useLanguage();
  if (comment.deleted) return <p className={styles.deleted}>{t('deleted')}</p>;
  if (hiddenForViewer) return <p className={styles.deleted}>{HIDDEN_FOR_OTHERS}</p>;
  return (
    <>
      <ModerationNotice moderation={comment.moderation} own={mine} />
      <p className={styles.text}>
        {comment.text}
        {comment.editedAt != null && (
          <span
            className={styles.edited}
            title={t('editedOn', { date: formatLongDate(comment.editedAt, language) })}
          >
            {' '}
            {t('edited')}
          </span>
        )}
      </p>
    </>
  );
}
