import type { Comment } from '@journeys/shared/rules';

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

/** Puts the edited comment in place of its old self, keeping the replies shown under it. */
export function replaceComment(comments: readonly Comment[], edited: Comment): Comment[] {
  return comments.map((c) =>
    c.id === edited.id
      ? { ...edited, nestedComments: c.nestedComments }
      : { ...c, nestedComments: replaceComment(c.nestedComments, edited) },
  );
}

/**
 * The tree after the server deleted `id` (docs/product.md §5): with replies it stays, marked
 * deleted and emptied; without, it goes, and so does a deleted parent it was the last reply of.
 */
export function removeComment(comments: readonly Comment[], id: number): Comment[] {
  return comments.flatMap((c): Comment[] => {
    if (c.id === id) {
      return c.nestedComments.length > 0 ? [{ ...c, text: '', deleted: true }] : [];
    }
    const nestedComments = removeComment(c.nestedComments, id);
    if (c.deleted && nestedComments.length === 0) return [];
    return [{ ...c, nestedComments }];
  });
}
