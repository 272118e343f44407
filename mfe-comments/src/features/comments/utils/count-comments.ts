import type { Comment } from '@journeys/shared/rules';

/**
 * Every comment in the tree, replies included, but not one deleted and kept for its replies:
 * what the surgery's comment count counts. Apart from the thread's other helpers, which only the
 * opened thread needs: the section's first chunk, on every card of /surgeries, carries this one.
 */
export function countComments(comments: readonly Comment[]): number {
  return comments.reduce((sum, c) => sum + (c.deleted ? 0 : 1) + countComments(c.nestedComments), 0);
}
