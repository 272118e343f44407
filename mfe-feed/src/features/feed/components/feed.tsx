import { useEffect, useId, useRef } from 'react';
import { useNavigate } from '@journeys/shared/router';
import { paths, type FeedProps } from '@journeys/shared/contracts';
import { ReviewCard } from '../../review-card/components/review-card';
import { useReviewPages } from '../api/use-review-pages';
import { useFeedParams } from '../hooks/use-feed-filters';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { LoadMore } from './load-more';
import { MissingSurgery } from './missing-surgery';
import styles from './feed.module.css';

/** The feed page (/surgeries, docs/product.md §2). */
export function Feed({ CommentsSlot }: FeedProps) {
  const navigate = useNavigate();
  const titleId = useId();
  const { surgery, user, surgeryInvalid, comment, login, activeFilters } = useFeedParams();
  const feed = useReviewPages({ surgery, user }, { enabled: !surgeryInvalid });
  useLoginPrompt(login);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hadCards = useRef(false);
  // A deleted surgery takes its Delete button (where the dialog returned focus) with it when the
  // list reloads: keyboard and screen-reader users continue from the page heading, not from nowhere.
  useEffect(() => {
    if (hadCards.current && document.activeElement === document.body) headingRef.current?.focus();
    hadCards.current = feed.reviews.length > 0;
  }, [feed.reviews]);

  return (
    <section className={styles.feed} aria-labelledby={titleId}>
      <div className={styles.top}>
        <h1 id={titleId} ref={headingRef} tabIndex={-1} className={styles.title}>
          Surgeries
        </h1>
        {activeFilters > 0 && (
          <button type="button" className={styles.button} onClick={() => navigate(paths.feed())}>
            Clear Filters ({activeFilters})
          </button>
        )}
      </div>

      {feed.status === 'loading' && (
        <p role="status" className={styles.message}>
          Loading reviews...
        </p>
      )}
      {feed.status === 'error' && (
        <div role="alert" className={styles.error}>
          <p>Error: {feed.error}</p>
          <button type="button" className={styles.button} onClick={feed.retry}>
            Try again
          </button>
        </div>
      )}
      {feed.status === 'ready' &&
        feed.reviews.length === 0 &&
        // One surgery asked for by itself is missing; with a member filter too, it may just not be theirs.
        (surgeryInvalid || (surgery != null && user == null) ? (
          <MissingSurgery />
        ) : (
          <p className={styles.message}>No results found for your current filters.</p>
        ))}

      {feed.status === 'ready' && feed.reviews.length > 0 && (
        <>
          <ul className={styles.list} aria-label="Surgeries">
            {feed.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  CommentsSlot={CommentsSlot}
                  highlightCommentId={surgery === review.id ? (comment ?? null) : null}
                />
              </li>
            ))}
          </ul>
          {feed.nextCursor && (
            <LoadMore loading={feed.loadingMore} error={feed.moreError} onLoadMore={feed.loadMore} />
          )}
        </>
      )}
    </section>
  );
}
