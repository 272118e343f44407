import { useRef, useState, type ComponentType, type CSSProperties, type KeyboardEvent } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { Link } from '@journeys/shared/router';
import { Button, buttonClass } from '@journeys/shared/ui/button';
import { paths, type PhotoGallerySlotProps } from '@journeys/shared/contracts';
import {
  formatLongDate,
  formatPostOp,
  TIMELINE_ANIMATION_MS,
  worthItLabel,
  type Review,
  type Update,
} from '@journeys/shared/rules';
import { useT as useFeedT } from '../../../messages';
import { UpdatePhotos } from '../../../components/update-photos';
import { UpdateSummary } from '../../../components/update-summary';
import { useDragScroll } from '../hooks/use-drag-scroll';
import { useEntered } from '../hooks/use-entered';
import { useSwipe } from '../hooks/use-swipe';
import { useT } from '../messages';
import styles from './timeline.module.css';

interface TimelineProps {
  id: string;
  review: Review;
  isOwner: boolean;
  /** The media remote's photo dialogs, fetched when a reader is about to open a photo. */
  PhotoGallerySlot?: ComponentType<PhotoGallerySlotProps>;
  onDeleteUpdate(update: Update): void;
}

/**
 * The surgery and its updates in order (docs/product.md §2). The line draws itself over
 * TIMELINE_ANIMATION_MS and each dot appears as the line reaches it.
 */
export function Timeline({ id, review, isOwner, PhotoGallerySlot, onDeleteUpdate }: TimelineProps) {
  const t = useT();
  // 'Edit' and 'Delete' are the card's words too: read from its catalog, not repeated in the timeline's.
  const feedT = useFeedT();
  const language = useLanguage();
  const { updates } = review;
  const count = updates.length;
  const [chosen, setChosen] = useState(0);
  // After an update is deleted the list is shorter; stay on a real one.
  const selected = Math.min(chosen, count - 1);
  const update = updates[selected];
  const entered = useEntered();
  const dots = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number, moveFocus = false) => {
    const next = Math.max(0, Math.min(count - 1, index));
    setChosen(next);
    if (moveFocus) dots.current[next]?.focus();
  };
  const dragScroll = useDragScroll();
  const swipe = useSwipe({
    onSwipeLeft: () => select(selected + 1),
    onSwipeRight: () => select(selected - 1),
  });

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    // Keep a keyboard user's focus on the dots if that is where they were.
    select(selected + step, dots.current.includes(document.activeElement as HTMLButtonElement));
  };

  const timing = { '--sj-timeline-ms': `${TIMELINE_ANIMATION_MS}ms` } as CSSProperties;

  if (!update) return null;
  const label = t('updOf', { i: selected + 1, n: count });

  return (
    <section
      id={id}
      aria-label={t('timeline')}
      className={`${styles.timeline} ${entered ? styles.entered : ''}`}
      style={timing}
      onKeyDown={onKeyDown}
    >
      <div className={styles.track} {...dragScroll}>
        <div className={styles.line} aria-hidden="true" />
        <div className={styles.start}>
          <span className={styles.startDot} aria-hidden="true" />
          <span className={styles.caption}>
            {t('surgery')}
            <br />
            <time dateTime={review.surgeryDate}>{formatLongDate(review.surgeryDate, language)}</time>
          </span>
        </div>
        <ol className={styles.dots}>
          {updates.map((u, i) => (
            <li
              key={u.id}
              className={styles.stop}
              style={{ transitionDelay: `${Math.round(((i + 1) / (count + 1)) * TIMELINE_ANIMATION_MS)}ms` }}
            >
              <button
                ref={(node) => {
                  dots.current[i] = node;
                }}
                type="button"
                className={styles.dot}
                aria-label={t('updOf', { i: i + 1, n: count })}
                aria-current={i === selected ? 'step' : undefined}
                onClick={() => select(i)}
              />
              <span className={styles.caption} aria-hidden="true">
                {formatPostOp(review.surgeryDate, u.createdAt, language)}
              </span>
            </li>
          ))}
        </ol>
      </div>

      <div className={styles.panel} {...swipe}>
        <UpdateSummary
          update={update}
          surgeryDate={review.surgeryDate}
          heading={<h4 className="sj-visually-hidden">{t('selUpd')}</h4>}
          authorId={review.patient?.id ?? null}
          authorName={review.patient?.username ?? null}
        >
          {update.worthIt && (
            <p className={styles.worth}>{t('worth', { a: worthItLabel(update.worthIt, language) })}</p>
          )}
          <UpdatePhotos
            update={update}
            surgeryDate={review.surgeryDate}
            updates={updates}
            authorId={review.patient?.id ?? null}
            PhotoGallerySlot={PhotoGallerySlot}
          />
          {isOwner && (
            <div className={styles.ownerActions}>
              <Link
                className={buttonClass({ small: true }, styles.action)}
                to={paths.editUpdate(update.id)}
                aria-label={t('editUpd', { i: selected + 1 })}
              >
                {feedT('edit')}
              </Link>
              <Button
                small
                className={styles.action}
                aria-label={t('delUpd', { i: selected + 1 })}
                onClick={() => onDeleteUpdate(update)}
              >
                {feedT('delete')}
              </Button>
            </div>
          )}
        </UpdateSummary>
      </div>

      <div className={styles.pager} role="group" aria-label={t('tlPages')}>
        <Button
          small
          className={styles.action}
          onClick={() => select(selected - 1)}
          disabled={selected === 0}
        >
          {t('prev')}
        </Button>
        <p className={styles.position} aria-live="polite">
          {label}
        </p>
        <Button
          small
          className={styles.action}
          onClick={() => select(selected + 1)}
          disabled={selected === count - 1}
        >
          {t('next')}
        </Button>
      </div>
    </section>
  );
}
