import { lazy, Suspense, useRef, useState } from 'react';
import type { PhotoGallerySlotProps } from '@journeys/shared/contracts';
import { promptLogin } from '@journeys/shared/events';
import { useSession } from '@journeys/shared/session';
import { WAITING_FOR_REVIEW } from '../../../lib/photo-words';
import { useUpdatePhotos } from '../api/use-update-photos';
import { comparablePhoto } from '../lib/compare-photos';
import { PhotoImage } from './photo-image';
import styles from './gallery.module.css';

// A card needs only its thumbnails to show: the dialogs (with the modal and the report menu) load
// when a reader points at or focuses a way in, at the latest on the first open, so ten cards of
// photos stay within /surgeries' JavaScript budget (docs/architecture.md §2).
const loadPhotoDialog = () => import('./photo-dialog');
const loadCompareDialog = () => import('./compare-dialog');
const PhotoDialog = lazy(() => loadPhotoDialog().then((m) => ({ default: m.PhotoDialog })));
const CompareDialog = lazy(() => loadCompareDialog().then((m) => ({ default: m.CompareDialog })));
const preload = (load: () => Promise<unknown>) => () => void load().catch(() => undefined);

const loginText = (n: number) => `Log in to see ${n} ${n === 1 ? 'photo' : 'photos'}`;

/**
 * An update's photos in a feed card (docs/product.md §2): thumbnails that open a dialog, sensitive
 * ones blurred until 'Show photo', the members-only count for a visitor, and 'Compare'.
 */
export function PhotoGallery({ update, surgeryDate, updates, authorId }: PhotoGallerySlotProps) {
  const viewerId = useSession((s) => s.user?.id ?? null);
  const photos = useUpdatePhotos(update, viewerId);
  const [open, setOpen] = useState<number | null>(null);
  const [comparing, setComparing] = useState(false);
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const thumbs = useRef<(HTMLButtonElement | null)[]>([]);
  const hidden = viewerId === null ? update.membersOnlyPhotoCount : 0;
  const withPhotos = updates.filter((u) => comparablePhoto(u));
  const earliest = withPhotos[0];
  const latest = withPhotos[withPhotos.length - 1];

  if (photos.length === 0 && hidden === 0) return null;
  return (
    <section className={styles.gallery} aria-label="Photos">
      {photos.length > 0 && (
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
                    blurred ? `Sensitive photo ${i + 1}` : `Open photo ${i + 1}: ${photo.description}`
                  }
                  onPointerEnter={preload(loadPhotoDialog)}
                  onFocus={preload(loadPhotoDialog)}
                  onClick={() => setOpen(i)}
                  disabled={blurred}
                >
                  <PhotoImage photo={photo} sizes="120px" lazy blurred={blurred} />
                </button>
                {/* Only its author (and moderators) are given a photo waiting for review. */}
                {photo.pending && <span className={styles.waiting}>{WAITING_FOR_REVIEW}</span>}
                {blurred && (
                  <button
                    type="button"
                    className={styles.show}
                    onClick={() => {
                      setShown(new Set([...shown, photo.id]));
                      // The thumbnail becomes the way in: focus moves to it.
                      requestAnimationFrame(() => thumbs.current[i]?.focus());
                    }}
                  >
                    Show photo
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.actions}>
        {hidden > 0 && (
          <button type="button" className={styles.link} onClick={() => promptLogin()}>
            {loginText(hidden)}
          </button>
        )}
        {earliest && latest && earliest !== latest && (
          <button
            type="button"
            className={styles.link}
            onPointerEnter={preload(loadCompareDialog)}
            onFocus={preload(loadCompareDialog)}
            onClick={() => setComparing(true)}
          >
            Compare
          </button>
        )}
      </div>
      {open !== null && (
        <Suspense fallback={<Opening />}>
          <PhotoDialog
            photos={photos}
            index={open}
            authorId={authorId}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      )}
      {comparing && earliest && latest && (
        <Suspense fallback={<Opening />}>
          <CompareDialog
            surgeryDate={surgeryDate}
            earliest={earliest}
            latest={latest}
            onClose={() => setComparing(false)}
          />
        </Suspense>
      )}
    </section>
  );
}

/**
 * What a reader sees at once while a dialog's code arrives (a slow network's first open): fixed,
 * so the card does not move, and not focused, so the dialog still returns focus to the thumbnail.
 */
function Opening() {
  return (
    <p className={styles.opening} role="status">
      Opening…
    </p>
  );
}
