import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import type { CommentsSlotProps } from '@journeys/shared/contracts';
import { formatLongDate, formatRelativeTime, stripMdSuffix, type Review } from '@journeys/shared/rules';
import { Stars } from '@journeys/shared/ui/stars';
import { SymptomScore } from '../../../components/symptom-score';
import { UpdateSummary } from '../../../components/update-summary';
import { useMemberId } from '../../../hooks/use-member-id';
import type { DeleteTarget } from '../../delete/api/delete-target';
import { DeletedMember } from '../../member-card/components/deleted-member';
import { MemberHoverCard } from '../../member-card/components/member-hover-card';
import { Timeline } from '../../timeline/components/timeline';
import { procedureLabel } from '../utils/procedure-label';
import { OwnerActions } from './owner-actions';
import styles from './review-card.module.css';

// The dialog (and the dialog library behind it) loads on the first Delete, not with the feed.
const DeleteDialog = lazy(() =>
  import('../../delete/components/delete-dialog').then((m) => ({ default: m.DeleteDialog })),
);

interface ReviewCardProps {
  review: Review;
  CommentsSlot: ComponentType<CommentsSlotProps>;
  highlightCommentId: number | null;
}

/** One surgery in the feed (docs/product.md §2). */
export function ReviewCard({ review, CommentsSlot, highlightCommentId }: ReviewCardProps) {
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
    <article className={styles.card} aria-labelledby={titleId} id={`surgery-${review.id}`}>
      <header className={styles.header}>
        {review.patient ? <MemberHoverCard member={review.patient} /> : <DeletedMember />}
        <span className={styles.posted}>
          Posted{' '}
          <time dateTime={review.createdAt} title={formatLongDate(review.createdAt)}>
            {formatRelativeTime(review.createdAt)}
          </time>
        </span>
      </header>

      <h2 id={titleId} className={styles.title}>
        {review.procedures.map(procedureLabel).join(', ')}
      </h2>

      <dl className={styles.facts}>
        <div>
          <dt>State</dt>
          <dd>{review.state.name}</dd>
        </div>
        <div>
          <dt>Surgeon</dt>
          <dd>
            <span className={styles.surgeon}>{stripMdSuffix(review.surgeon.name)}</span>
            <span className={styles.address}>{review.surgeon.address}</span>
          </dd>
        </div>
        <div>
          <dt>Symptoms</dt>
          <dd>
            <SymptomScore value={review.symptom} />
          </dd>
        </div>
        <div>
          <dt>Satisfaction</dt>
          <dd>
            <Stars rating={review.rating} />
          </dd>
        </div>
      </dl>

      <p className={styles.date}>
        Surgery date: <time dateTime={review.surgeryDate}>{formatLongDate(review.surgeryDate)}</time>
      </p>

      {review.description && <p className={styles.description}>{review.description}</p>}

      {latest && (
        <section className={styles.latest}>
          <UpdateSummary update={latest} surgeryDate={review.surgeryDate} heading={<h3>Latest update</h3>} />
        </section>
      )}

      {hasTimeline && (
        <button
          type="button"
          className={styles.action}
          aria-expanded={timelineOpen}
          aria-controls={timelineOpen ? timelineId : undefined}
          onClick={() => setTimelineOpen((o) => !o)}
        >
          {timelineOpen ? 'Hide Timeline' : 'Show Full Timeline'}
        </button>
      )}
      {hasTimeline && timelineOpen && (
        <Timeline
          id={timelineId}
          review={review}
          isOwner={isOwner}
          onDeleteUpdate={(u) => setDeleting({ kind: 'update', reviewId: review.id, updateId: u.id })}
        />
      )}

      {isOwner && (
        <footer className={styles.footer}>
          <OwnerActions
            reviewId={review.id}
            onDelete={() => setDeleting({ kind: 'surgery', reviewId: review.id })}
          />
        </footer>
      )}

      {/* No bordered wrapper: the comments section draws its own rule, and a second one above it
          left an empty band. */}
      <CommentsSlot
        reviewId={review.id}
        // An erased owner (null) matches no member: 0 is never an id.
        reviewOwnerId={review.patient?.id ?? 0}
        commentCount={review.commentCount}
        highlightCommentId={highlightCommentId}
      />

      {/* Stays mounted after the first open so closing can hand focus back. */}
      {dialogNeeded && (
        <Suspense fallback={null}>
          <DeleteDialog target={deleting} onClose={() => setDeleting(null)} />
        </Suspense>
      )}
    </article>
  );
}
