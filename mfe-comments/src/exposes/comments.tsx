import type { CommentsProps } from '@journeys/shared/contracts';
import { CommentsSection } from '../features/comments';

/** './Comments': the thread the shell slots into each feed card (contract: CommentsSlotProps). */
export default function Comments(props: CommentsProps) {
  return <CommentsSection {...props} />;
}
