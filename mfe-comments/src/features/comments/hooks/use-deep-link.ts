import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { HIGHLIGHT_DURATION_MS, type Comment } from '@journeys/shared/rules';
import { findAncestors } from '../utils/thread';

export interface DeepLinkOptions {
  comments: readonly Comment[] | null;
  targetId: number | null | undefined;
  /** Opens the replies of these comments so the target is rendered. */
  reveal(ancestorIds: number[]): void;
  /** Asked once per target that is missing: it may have been posted after the thread loaded. */
  reload(): void;
}

/**
 * docs/product.md §2 deep link: once the thread is loaded, open every ancestor of the target and highlight
 * it for HIGHLIGHT_DURATION_MS. Returns the id to highlight now (the item scrolls itself into view).
 */
export function useDeepLink({ comments, targetId, reveal, reload }: DeepLinkOptions): number | null {
  const [highlightedId, setHighlightedId] = useState<number | null>(null);
  const handled = useRef<number | null>(null);
  const reloadedFor = useRef<number | null>(null);

  // Before paint, so the thread never flashes closed and unhighlighted first.
  useLayoutEffect(() => {
    if (!comments || targetId == null || handled.current === targetId) return;
    const ancestors = findAncestors(comments, targetId);
    if (!ancestors) {
      if (reloadedFor.current !== targetId) {
        reloadedFor.current = targetId;
        reload();
      } else {
        handled.current = targetId;
      }
      return;
    }
    handled.current = targetId;
    reveal(ancestors);
    setHighlightedId(targetId);
  }, [comments, targetId, reveal, reload]);

  // Separate from the effect above so a re-run (StrictMode, new props) never strands a highlight.
  useEffect(() => {
    if (highlightedId == null) return;
    const timer = setTimeout(() => setHighlightedId(null), HIGHLIGHT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [highlightedId]);

  return highlightedId;
}
