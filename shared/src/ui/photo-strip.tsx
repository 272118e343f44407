import { useRef, useState, type ComponentType } from 'react';
import { promptLogin } from '@journeys/shared/events';
import { photoWords } from '../photos/photo-words';
import { useSession } from '@journeys/shared/session';
import type { PhotoGalleryOpen, PhotoGallerySlotProps, PhotoGalleryUpdate } from '../contracts';
import { comparablePhoto, UNKNOWN_THUMB } from '../photos';
import { useUpdatePhotos } from '../photos-api/use-update-photos';
import { PhotoImage, ShowPhotoButton } from './photo-image';
import { ReservedThumb } from './photo-strip-placeholder';
import styles from './photo-strip.module.css';

export interface PhotoStripProps {
  /** The update shown: its thumbnails, and 'Log in to see N photos' for a visitor. */
  update: PhotoGalleryUpdate;
  /** YYYY-MM-DD, for 'Compare'. */
  surgeryDate: string;
  /** Every update of the surgery, oldest first: 'Compare' is offered when two have photos. */
  updates: readonly PhotoGalleryUpdate[];
  /** Who posted the photos; null once erased. */
  authorId: number | null;
  /** The media remote's photo dialogs (the feed's `PhotoGallerySlot`), rendered once prompted. */
  Dialogs: ComponentType<PhotoGallerySlotProps>;
}

/**
 * An update's photos in a feed card (docs/product.md §2): thumbnails that open a dialog, sensitive
 * ones blurred until 'Show photo', the members-only count for a visitor, and 'Compare'. The card
 * draws them itself; the dialogs are the media remote's, fetched only when a reader points at or
 * focuses a way in, at the latest on the first open, so ten cards of photos stay within
 * /surgeries' JavaScript budget (docs/architecture.md §2).
 */
export function PhotoStrip({ update, surgeryDate, updates, authorId, Dialogs }: PhotoStripProps) {
  const t = photoWords.useT();
  const viewerId = useSession((s) => s.user?.id ?? null);
  const { photos, awaiting } = useUpdatePhotos(update, viewerId);
  const [open, setOpen] = useState<PhotoGalleryOpen>(null);
  const [prompted, setPrompted] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const hidden = viewerId === null ? update.membersOnlyPhotoCount : 0;
  const comparable = updates.filter((u) => comparablePhoto(u)).length >= 2;
  const prompt = () => setPrompted(true);
  const openAt = (next: PhotoGalleryOpen) => {
    setPrompted(true);
    setOpen(next);
  };

  if (photos.length === 0 && hidden === 0 && awaiting === 0) return null;
  return (
    <section className={styles.gallery} aria-label={t('photos')}>
      {photos.length + awaiting > 0 && (
        <ul className={styles.thumbs}>
          {photos.map((photo, i) => {
            const blurred = photo.sensitive && !shown.has(photo.id);
            return (
              <li key={photo.id} className={styles.thumb}>
                <button
                  ref={(node) => {
                    thumbs.current[i] = node;
                  }}
                  type="button"
                  className={styles.open}
                  aria-label={
                    blurred
                      ? t('sensitivePhoto', { n: i + 1 })
                      : t('openPhoto', { n: i + 1, description: photo.description })
                  }
                  onPointerEnter={prompt}
                  onFocus={prompt}
                  onClick={() => openAt(i)}
                  disabled={blurred}
                >
                  <PhotoImage
                    photo={photo}
                    sizes="120px"
                    lazy
                    blurred={blurred}
                    className={styles.thumbImage}
                  />
                </button>
                {/* Only its author (and moderators) are given a photo waiting for review. */}
                {photo.pending && <span className={styles.waiting}>{t('waitingForReview')}</span>}
                {blurred && (
                  <ShowPhotoButton
                    onShow={() => {
                      setShown(new Set([...shown, photo.id]));
                      // The thumbnail becomes the way in: focus moves to it.
                      requestAnimationFrame(() => thumbs.current[i]?.focus());
                    }}
                  />
                )}
              </li>
            );
          })}
          {Array.from({ length: awaiting }, (_, i) => (
            <ReservedThumb key={`awaiting-${i}`} box={UNKNOWN_THUMB} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {hidden > 0 && (
          <button type="button" className={styles.link} onClick={() => promptLogin()}>
            {t('loginToSee', { n: hidden })}
          </button>
        )}
        {comparable && (
          <button
            type="button"
            className={styles.link}
            onPointerEnter={prompt}
            onFocus={prompt}
            onClick={() => openAt('compare')}
          >
            {t('compare')}
          </button>
        )}
      </div>
      {prompted && (
        <Dialogs
          photos={photos}
          surgeryDate={surgeryDate}
          updates={updates}
          authorId={authorId}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </section>
  );
}
