import type { Comment } from '@journeys/shared/rules';

/** Every comment in the tree, replies included: what the surgery's comment count counts. */
export function countComments(comments: readonly Comment[]): number {
  return comments.reduce((sum, c) => sum + 1 + countComments(c.nestedComments), 0);
}

/**
 * The ids of the ancestors of `targetId`, outermost first, or null when it is not in the tree
 * (deleted since the link was made).
 */
export function findAncestors(comments: readonly Comment[], targetId: number): number[] | null {
  for (const comment of comments) {
    if (comment.id === targetId) return [];
    const below = findAncestors(comment.nestedComments, targetId);
    if (below) return [comment.id, ...below];
  }
  return null;
}

/** Adds a freshly posted comment under its parent (or at the end of the top level), immutably. */
export function insertComment(comments: readonly Comment[], added: Comment): Comment[] {
  if (added.parentId == null) return [...comments, added];
  return comments.map((c) =>
    c.id === added.parentId
      ? { ...c, nestedComments: [...c.nestedComments, added] }
      : { ...c, nestedComments: insertComment(c.nestedComments, added) },
  );
}
