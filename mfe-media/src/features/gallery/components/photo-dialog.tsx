import { useEffect, useState } from 'react';
import type { Photo } from '@journeys/shared/rules';
import { Modal } from '@journeys/shared/ui/modal';
import { ReportMenu } from '@journeys/shared/ui/report-menu';
import { PhotoImage, ShowPhotoButton } from '@journeys/shared/ui/photo-image';
import { useT } from '../../../messages';
import styles from './gallery.module.css';

interface PhotoDialogProps {
  photos: readonly Photo[];
  index: number;
  /** Who posted the photos: 'Report' is offered to other members only. */
  authorId: number | null;
  onIndexChange(index: number): void;
  onClose(): void;
}

/**
 * One photo large, with its description; Previous/Next and the arrow keys move, Escape closes.
 * Members report the photo shown through the site's one report menu and dialog.
 */
export function PhotoDialog({ photos, index, authorId, onIndexChange, onClose }: PhotoDialogProps) {
  const t = useT();
  const photo = photos[index];
  const [shown, setShown] = useState<ReadonlySet<number>>(new Set());
  const count = photos.length;
  const go = (to: number) => onIndexChange(Math.max(0, Math.min(count - 1, to)));

  // Wherever focus is in the dialog (its close button, Next, the photo), the arrows move.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
      if (step === 0 || event.defaultPrevented) return;
      event.preventDefault();
      onIndexChange(Math.max(0, Math.min(count - 1, index + step)));
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [count, index, onIndexChange]);

  if (!photo) return null;
  const blurred = photo.sensitive && !shown.has(photo.id);
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('photoOf', { n: index + 1, count })}>
      <div className={styles.dialogBody}>
        <figure className={styles.large}>
          <PhotoImage
            photo={photo}
            sizes="(max-width: 900px) 100vw, 900px"
            lazy={false}
            blurred={blurred}
            className={styles.largeImage}
          />
          {blurred && <ShowPhotoButton onShow={() => setShown(new Set([...shown, photo.id]))} />}
          <figcaption>{photo.description}</figcaption>
        </figure>
        <div className={styles.pager}>
          <button type="button" onClick={() => go(index - 1)} disabled={index === 0}>
            {t('previous')}
          </button>
          <button type="button" onClick={() => go(index + 1)} disabled={index === count - 1}>
            {t('next')}
          </button>
          <ReportMenu itemType="photo" itemId={photo.id} authorId={authorId} />
        </div>
      </div>
    </Modal>
  );
}
