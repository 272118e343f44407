import { useCallback, useEffect, useId, useState, type ComponentType } from 'react';
import type { CommentsSlotProps } from '@journeys/shared/contracts';
import { SectionToggle, ToggledSection } from '@journeys/shared/ui/section-toggle';
import { useT } from '../../../messages';

interface CardCommentsProps {
  reviewId: number;
  reviewOwnerId: number;
  commentCount: number;
  highlightCommentId?: number | null;
  CommentsSlot: ComponentType<CommentsSlotProps>;
}

/**
 * A card's comments (docs/architecture.md §3): the card draws 'Comments (n)' itself and renders the
 * comments remote's slot only once a reader points at or focuses the toggle (fetched ahead,
 * showing nothing) or opens it, as it does with the photos. A page of cards nobody opens never
 * downloads the comments remote. A deep link to a comment opens its card's thread at once.
 */
export function CardComments({
  reviewId,
  reviewOwnerId,
  commentCount,
  highlightCommentId,
  CommentsSlot,
}: CardCommentsProps) {
  const t = useT();
  const panelId = useId();
  // undefined: not wanted yet; null: fetched ahead; then open or closed.
  const [open, setOpen] = useState<boolean | null | undefined>(highlightCommentId != null ? true : undefined);
  const [count, setCount] = useState(commentCount);
  useEffect(() => setCount(commentCount), [commentCount]);
  useEffect(() => {
    if (highlightCommentId != null) setOpen(true);
  }, [highlightCommentId]);
  const ahead = useCallback(() => setOpen((was) => (was === undefined ? null : was)), []);

  return (
    <ToggledSection>
      <SectionToggle
        expanded={open === true}
        controls={panelId}
        onPointerEnter={ahead}
        onFocus={ahead}
        onClick={() => setOpen((was) => was !== true)}
      >
        {t('comments', { count })}
      </SectionToggle>
      {open !== undefined && (
        <CommentsSlot
          reviewId={reviewId}
          reviewOwnerId={reviewOwnerId}
          commentCount={commentCount}
          highlightCommentId={highlightCommentId}
          open={open}
          panelId={panelId}
          onCountChange={setCount}
        />
      )}
    </ToggledSection>
  );
}
