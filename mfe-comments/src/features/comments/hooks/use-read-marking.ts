import { useCallback, useRef, useState } from 'react';
import { markCommentRead, markReplyRead } from '@journeys/shared/api';
import type { Comment } from '@journeys/shared/rules';

export interface ReadMarking {
  /** Shows the 'New' marker: unread when it was first shown, and addressed to the viewer. */
  isNew(comment: Comment, parentAuthorId: number | null): boolean;
  /** Called when a comment is displayed; marks it read on the server once, fire-and-forget. */
  markShown(comment: Comment, parentAuthorId: number | null): void;
}

/**
 * Read state belongs to the member a comment is addressed to — the surgery's owner for a
 * top-level comment, the parent's author for a reply — which is also whom the API lets mark it
 * (anyone else gets 403). One's own comments are never "new" to oneself.
 */
export function useReadMarking(viewerId: number | null, reviewOwnerId: number): ReadMarking {
  const marked = useRef(new Set<number>());
  // Kept after marking so the marker stays for this viewing, even once a refetch says read.
  const [shownUnread, setShownUnread] = useState<ReadonlySet<number>>(() => new Set());

  const addressedToViewer = useCallback(
    (comment: Comment, parentAuthorId: number | null) => {
      if (viewerId == null || comment.patient?.id === viewerId) return false;
      const addressee = comment.parentId == null ? reviewOwnerId : parentAuthorId;
      return addressee === viewerId;
    },
    [viewerId, reviewOwnerId],
  );

  const isNew = useCallback(
    (comment: Comment, parentAuthorId: number | null) =>
      addressedToViewer(comment, parentAuthorId) && (!comment.read || shownUnread.has(comment.id)),
    [addressedToViewer, shownUnread],
  );

  const markShown = useCallback(
    (comment: Comment, parentAuthorId: number | null) => {
      if (comment.read || marked.current.has(comment.id) || !addressedToViewer(comment, parentAuthorId))
        return;
      marked.current.add(comment.id);
      setShownUnread((prev) => new Set(prev).add(comment.id));
      const mark = comment.parentId == null ? markCommentRead : markReplyRead;
      mark(comment.id).catch((error: unknown) => {
        console.error(`comments: marking ${comment.id} read failed`, error);
      });
    },
    [addressedToViewer],
  );

  return { isNew, markShown };
}
