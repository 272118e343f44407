import type { Comment } from '@journeys/shared/rules';
import { CommentItem } from './comment-item';
import styles from './comment-list.module.css';

export interface CommentListProps {
  comments: readonly Comment[];
  /** The author of the comment these reply to; null for the top level. */
  parentAuthorId: number | null;
  id?: string;
  nested?: boolean;
}

export function CommentList({ comments, parentAuthorId, id, nested = false }: CommentListProps) {
  return (
    <ul id={id} className={nested ? styles.nested : styles.list}>
      {comments.map((comment) => (
        <CommentItem key={comment.id} comment={comment} parentAuthorId={parentAuthorId} />
      ))}
    </ul>
  );
}
