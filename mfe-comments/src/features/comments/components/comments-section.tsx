import { lazy, Suspense, useEffect, useId, useState } from 'react';
import type { CommentsProps } from '@journeys/shared/contracts';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { Button } from '@journeys/shared/ui/button';
import { SectionToggle, ToggledSection } from '@journeys/shared/ui/section-toggle';
import { useT } from '../../../messages';
import { useComments } from '../api/use-comments';
import { countComments } from '../utils/count-comments';
import styles from './comments-section.module.css';

// The opened thread's code loads when a section opens, or just before: on hover or focus of its toggle.
const loadPanel = () => import('./comments-panel');
const CommentsPanel = lazy(() => loadPanel().then((m) => ({ default: m.CommentsPanel })));

/** The compact comments section of one surgery card (docs/product.md §4). */
export function CommentsSection({
  reviewId,
  reviewOwnerId,
  commentCount,
  highlightCommentId,
  open,
  panelId: cardPanelId,
  onCountChange,
}: CommentsProps) {
  const t = useT();
  const ownPanelId = useId();
  const panelId = cardPanelId ?? ownPanelId;
  // A card that draws its own toggle says whether the thread is open (`open`); otherwise the section
  // draws the toggle and keeps the state.
  const cardToggle = open !== undefined;
  const [ownExpanded, setExpanded] = useState(highlightCommentId != null);
  const expanded = cardToggle ? open === true : ownExpanded;
  const loggedIn = useSession(selectIsLoggedIn);
  const user = useSession((s) => s.user);
  const viewerId = loggedIn && user ? user.id : null;
  const { state, load } = useComments(reviewId, viewerId, expanded);
  const comments = state.status === 'ready' ? state.comments : null;

  useEffect(() => {
    if (highlightCommentId != null) setExpanded(true);
  }, [highlightCommentId]);

  const shownCount = comments ? countComments(comments) : commentCount;

  useEffect(() => {
    if (cardToggle) onCountChange?.(shownCount);
  }, [cardToggle, onCountChange, shownCount]);
  // Fetched ahead (a reader pointed at the card's toggle): the thread's code too.
  useEffect(() => {
    if (open === null) void loadPanel();
  }, [open]);
  const loading = (
    <p role="status" className={styles.muted}>
      {t('loading')}
    </p>
  );

  const toggle = (
    <SectionToggle
      expanded={expanded}
      controls={panelId}
      onPointerEnter={() => void loadPanel()}
      onFocus={() => void loadPanel()}
      onClick={() => setExpanded((was) => !was)}
    >
      {t('toggle', { count: shownCount })}
    </SectionToggle>
  );

  if (open === null) return null;
  const panel = (
    <div id={panelId} className={styles.panel} hidden={!expanded}>
      {expanded && (state.status === 'idle' || state.status === 'loading') && loading}
      {expanded && state.status === 'error' && (
        <div className={styles.error}>
          <p role="alert">{t('fetchFailed')}</p>
          <Button small onClick={load}>
            {t('retry')}
          </Button>
        </div>
      )}
      {expanded && comments && (
        <Suspense fallback={loading}>
          <CommentsPanel
            reviewId={reviewId}
            reviewOwnerId={reviewOwnerId}
            highlightCommentId={highlightCommentId}
            comments={comments}
            loggedIn={loggedIn}
            viewerId={viewerId}
            reload={load}
          />
        </Suspense>
      )}
    </div>
  );
  // Under a card's own toggle the thread is the card's section; alone, the section is its own.
  return cardToggle ? (
    panel
  ) : (
    <ToggledSection>
      {toggle}
      {panel}
    </ToggledSection>
  );
}
