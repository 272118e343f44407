import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { useNavigate } from '@journeys/shared/router';
import { paths, type FeedProps } from '@journeys/shared/contracts';
import { Button } from '@journeys/shared/ui/button';
import { ReportMenu } from '@journeys/shared/ui/report-menu';
import { useT } from '../../../messages';
import { ReviewCard } from '../../review-card';
import { useReviewPages } from '../api/use-review-pages';
import { useFeedParams } from '../../filters';
import { useLoginPrompt } from '../hooks/use-login-prompt';
import { useWhenIdle } from '../hooks/use-when-idle';
import { journeysCount } from '../utils/journeys-count';
import { LoadMore } from './load-more';
import { MissingSurgery } from './missing-surgery';
import styles from './feed.module.css';

// The filter bar (pickers, surgeon typeahead, search box, sort, chips) is not needed to read the
// cards: it loads once they are on screen and the page is idle, into space kept for it, so the
// page's first JavaScript stays within its budget and nothing below it moves (docs/architecture.md §3).
const FilterBar = lazy(() => import('../../filters').then((m) => ({ default: m.FilterBar })));

/** The feed page (/surgeries, docs/product.md §2). */
export function Feed({ CommentsSlot, PhotoGallerySlot }: FeedProps) {
  const t = useT();
  const language = useLanguage();
  const navigate = useNavigate();
  const titleId = useId();
  const params = useFeedParams();
  const { surgery, surgeryInvalid, comment, login, activeFilters, sort, user } = params;
  const feed = useReviewPages(params, { enabled: !surgeryInvalid });
  const showBar = useWhenIdle(feed.status !== 'loading');
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
          {t('surgeries')}
        </h1>
        {/* One member's surgeries: the member can be reported from here. */}
        {user != null && <ReportMenu itemType="member" itemId={user} authorId={user} />}
        {activeFilters > 0 && (
          <Button
            variant="primary"
            outline
            className={styles.button}
            onClick={() => navigate(paths.feed({ sort }))}
          >
            {t('clear', { n: activeFilters })}
          </Button>
        )}
      </div>

      <div className={activeFilters > 0 ? `${styles.filterSlot} ${styles.withChips}` : styles.filterSlot}>
        {showBar && (
          <Suspense fallback={null}>
            <FilterBar params={params} reviews={feed.reviews} />
          </Suspense>
        )}
      </div>

      {/* Always there, one line tall: the number arriving moves nothing, and is announced. */}
      <p className={styles.count} aria-live="polite">
        {feed.status === 'ready' && feed.total != null
          ? journeysCount(feed.total, feed.totalIsLowerBound, t, language)
          : ''}
      </p>

      {feed.status === 'loading' && (
        <p role="status" className={styles.message}>
          {t('loading')}
        </p>
      )}
      {feed.status === 'error' && (
        <div role="alert" className={styles.error}>
          <p>{t('err', { e: feed.error ?? '' })}</p>
          <Button variant="primary" outline className={styles.button} onClick={feed.retry}>
            {t('retry')}
          </Button>
        </div>
      )}
      {feed.status === 'ready' &&
        feed.reviews.length === 0 &&
        // One surgery asked for by itself is missing; with a member filter too, it may just not be theirs.
        (surgeryInvalid || (surgery != null && activeFilters === 1) ? (
          <MissingSurgery />
        ) : (
          <p className={styles.message}>{t('noResults')}</p>
        ))}

      {feed.status === 'ready' && feed.reviews.length > 0 && (
        <>
          <ul className={styles.list} aria-label={t('surgeries')}>
            {feed.reviews.map((review) => (
              <li key={review.id}>
                <ReviewCard
                  review={review}
                  CommentsSlot={CommentsSlot}
                  PhotoGallerySlot={PhotoGallerySlot}
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
