import { createContext, useContext } from 'react';
import type { Comment } from '@journeys/shared/rules';
import type { ReadMarking } from '../hooks/use-read-marking';

/** What every comment of one surgery's thread needs, however deep it sits. */
export interface ThreadContextValue extends ReadMarking {
  reviewId: number;
  reviewOwnerId: number;
  loggedIn: boolean;
  openReplies: ReadonlySet<number>;
  toggleReplies(commentId: number): void;
  replyingTo: number | null;
  /** Opens the reply editor, or the login prompt for a visitor. */
  startReply(commentId: number): void;
  closeReply(): void;
  onPosted(comment: Comment): void;
  highlightedId: number | null;
}

export const ThreadContext = createContext<ThreadContextValue | null>(null);

export function useThread(): ThreadContextValue {
  const value = useContext(ThreadContext);
  if (!value) throw new Error('useThread must be used inside a comments thread');
  return value;
}
