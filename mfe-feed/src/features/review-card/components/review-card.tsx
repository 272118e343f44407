import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { common, richText, useLanguage } from '@journeys/shared/i18n';
import { Link } from '@journeys/shared/router';
import { paths, type CommentsSlotProps, type PhotoGallerySlotProps } from '@journeys/shared/contracts';
import {
  formatLongDate,
  formatRelativeTime,
  formatTimeSinceSurgery,
  stateName,
  stripMdSuffix,
  type Review,
} from '@journeys/shared/rules';
import { ModerationNotice } from '@journeys/shared/ui/moderation-notice';
import { ReportMenu } from '@journeys/shared/ui/report-menu';
import { Button, buttonClass } from '@journeys/shared/ui/button';
import { Card } from '@journeys/shared/ui/card';
import { ShareButton } from '@journeys/shared/ui/share-button';
import { Fact, OutcomeFacts } from '../../../components/facts';
import { UpdatePhotos } from '../../../components/update-photos';
import { UpdateSummary } from '../../../components/update-summary';
import { useMemberId } from '../../../hooks/use-member-id';
import { useT } from '../../../messages';
import type { DeleteTarget } from '../../delete';
import { DeletedMember, MemberHoverCard } from '../../member-card';
import { CardComments } from './card-comments';
import { OwnerActions } from './owner-actions';
import { ProcedureTitle } from './procedure-title';
import { WorthItLine } from './worth-it-line';
import styles from './review-card.module.css';

// The dialog (and the dialog library behind it) loads on the first Delete, not with the feed.
const DeleteDialog = lazy(() => import('../../delete').then((m) => ({ default: m.DeleteDialog })));
// The timeline opens on request: its code loads then (or on hover or focus of its button, just before).
const loadTimeline = () => import('../../timeline');
const Timeline = lazy(() => loadTimeline().then((m) => ({ default: m.Timeline })));
// Only the member's own card compares itself with others, and only once the cards are there.
const OnTrackLine = lazy(() => import('../../on-track').then((m) => ({ default: m.OnTrackLine })));
// Members only, and after the cards: the follows list and its calls load with it.
const FollowButton = lazy(() => import('../../follow').then((m) => ({ default: m.FollowButton })));

interface ReviewCardProps {
  review: Review;
  CommentsSlot: ComponentType<CommentsSlotProps>;
  /** Absent (the feed's standalone page): photos are not shown. */
  PhotoGallerySlot?: ComponentType<PhotoGallerySlotProps>;
  highlightCommentId: number | null;
}

/** One surgery in the feed (docs/product.md §2). */
export function ReviewCard({ review, CommentsSlot, PhotoGallerySlot, highlightCommentId }: ReviewCardProps) {
  const t = useT();
  const language = useLanguage();
  // The domain's words (time since surgery, post-op) come from the common catalog: loaded before the card shows.
  common.useT();
  const titleId = useId();
  const timelineId = useId();
  const memberId = useMemberId();
  const isOwner = memberId != null && review.patient?.id === memberId;
  const [timelineOpen, setTimelineOpen] = useState(false);
  const [deleting, setDeleting] = useState<DeleteTarget | null>(null);
  const [dialogNeeded, setDialogNeeded] = useState(false);
  if (deleting && !dialogNeeded) setDialogNeeded(true);
  const latest = review.updates.at(-1);
  const hasTimeline = review.updates.length > 1;

  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId} id={`surgery-${review.id}`}>
      <header className={styles.header}>
        {review.patient ? <MemberHoverCard member={review.patient} /> : <DeletedMember />}
        <span className={styles.posted}>
          {richText((v) => t('posted', v), {
            t: (
              <time dateTime={review.createdAt} title={formatLongDate(review.createdAt, language)}>
                {formatRelativeTime(review.createdAt, undefined, language)}
              </time>
            ),
          })}
        </span>
        {memberId != null && !isOwner && (
          <Suspense fallback={null}>
            <FollowButton reviewId={review.id} memberId={memberId} />
          </Suspense>
        )}
        <ShareButton
          className={buttonClass({ variant: 'primary', outline: true }, styles.action)}
          path={paths.feed({ surgery: review.id })}
        />
        <ReportMenu itemType="surgery" itemId={review.id} authorId={review.patient?.id ?? null} />
      </header>
      <ModerationNotice moderation={review.moderation} own={isOwner} />

      <h2 id={titleId} className={styles.title}>
        <ProcedureTitle procedures={review.procedures} />
      </h2>

      <dl className={styles.facts}>
        <Fact label={t('state')}>{stateName(review.state.name, language)}</Fact>
        <Fact label={t('surgeon')}>
          <Link className={styles.surgeon} to={paths.surgeon(review.surgeon.npi)}>
            {stripMdSuffix(review.surgeon.name)}
          </Link>
          <span className={styles.address}>{review.surgeon.address}</span>
        </Fact>
        <OutcomeFacts symptom={review.symptom} rating={review.rating} />
      </dl>

      <p className={styles.date}>
        <span className={styles.since}>
          {formatTimeSinceSurgery(review.surgeryDate, undefined, language)}
        </span>
        <span>
          {richText((v) => t('sDate', v), {
            d: <time dateTime={review.surgeryDate}>{formatLongDate(review.surgeryDate, language)}</time>,
          })}
        </span>
      </p>
      <WorthItLine review={review} />

      {isOwner && (
        <p className={styles.onTrack}>
          <strong>{t('onTrackQ')}</strong>{' '}
          <Suspense fallback={null}>
            <OnTrackLine
              reviewId={review.id}
              latestReport={latest ? `${latest.id}@${latest.updatedAt}` : review.updatedAt}
            />
          </Suspense>
        </p>
      )}

      {review.description && <p className={styles.description}>{review.description}</p>}

      {latest && (
        <section className={styles.latest}>
          <UpdateSummary
            update={latest}
            surgeryDate={review.surgeryDate}
            heading={<h3>{t('latest')}</h3>}
            authorId={review.patient?.id ?? null}
            authorName={review.patient?.username ?? null}
          >
            <UpdatePhotos
              update={latest}
              surgeryDate={review.surgeryDate}
              updates={review.updates}
              authorId={review.patient?.id ?? null}
              PhotoGallerySlot={PhotoGallerySlot}
            />
          </UpdateSummary>
        </section>
      )}

      {hasTimeline && (
        <Button
          variant="primary"
          outline
          className={styles.action}
          aria-expanded={timelineOpen}
          aria-controls={timelineOpen ? timelineId : undefined}
          onPointerEnter={() => void loadTimeline()}
          onFocus={() => void loadTimeline()}
          onClick={() => setTimelineOpen((o) => !o)}
        >
          {t(timelineOpen ? 'hideTl' : 'showTl')}
        </Button>
      )}
      {hasTimeline && timelineOpen && (
        <Suspense fallback={null}>
          <Timeline
            id={timelineId}
            review={review}
            isOwner={isOwner}
            PhotoGallerySlot={PhotoGallerySlot}
            onDeleteUpdate={(u) => setDeleting({ kind: 'update', reviewId: review.id, updateId: u.id })}
          />
        </Suspense>
      )}

      {isOwner && (
        <footer className={styles.footer}>
          <OwnerActions
            reviewId={review.id}
            onDelete={() => setDeleting({ kind: 'surgery', reviewId: review.id })}
          />
        </footer>
      )}

      <CardComments
        reviewId={review.id}
        // An erased owner (null) matches no member: 0 is never an id.
        reviewOwnerId={review.patient?.id ?? 0}
        commentCount={review.commentCount}
        highlightCommentId={highlightCommentId}
        CommentsSlot={CommentsSlot}
      />

      {/* Stays mounted after the first open so closing can hand focus back. */}
      {dialogNeeded && (
        <Suspense fallback={null}>
          <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </Card>
  );
}
