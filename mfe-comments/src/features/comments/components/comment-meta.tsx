import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { formatLongDate, formatRelativeTime, type Comment } from '@journeys/shared/rules';
import { useLanguage } from '@journeys/shared/i18n';
import { Avatar } from '@journeys/shared/ui/avatar';
import { useT } from './thread/messages';
import styles from './comment-item.module.css';

/** The author's picture, or an empty circle for an erased account. */
export function CommentAvatar({ author, username }: { author: Comment['patient']; username: string }) {
  return author ? (
    <Avatar username={username} image={author.image} background={author.background} size={32} decorative />
  ) : (
    <span className={styles.avatarGone} aria-hidden="true" />
  );
}

interface CommentMetaProps {
  comment: Comment;
  username: string;
  isNew: boolean;
  /** The comment is by the author of the surgery it is on. */
  byJourneyAuthor: boolean;
}

/** 'New', who wrote it (a link to their journeys), 'Author', and when. */
export function CommentMeta({ comment, username, isNew, byJourneyAuthor }: CommentMetaProps) {
  const t = useT();
  const language = useLanguage();
  const author = comment.patient;
  return (
    <header className={styles.meta}>
      {isNew && <span className={styles.new}>{t('new')}</span>}
      {author ? (
        <Link to={paths.feed({ user: author.id })} className={styles.username}>
          {username}
        </Link>
      ) : (
        <span className={styles.username}>{username}</span>
      )}
      {byJourneyAuthor && <span className={styles.badge}>{t('author')}</span>}
      <time
        dateTime={comment.createdAt}
        title={formatLongDate(comment.createdAt, language)}
        className={styles.time}
      >
        {formatRelativeTime(comment.createdAt, undefined, language)}
      </time>
    </header>
  );
}
