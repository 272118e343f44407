import type { PhotoGalleryUpdate } from '@journeys/shared/contracts';
import { photoWords } from '@journeys/shared/photo-words';
import { Modal } from '@journeys/shared/ui/modal';
import { comparablePhoto } from '@journeys/shared/photos';
import { weeksAfterSurgery } from '../lib/weeks-after-surgery';
import { PhotoImage } from '@journeys/shared/ui/photo-image';
import { useT } from '../../../messages';
import styles from './gallery.module.css';

interface CompareDialogProps {
  surgeryDate: string;
  earliest: PhotoGalleryUpdate;
  latest: PhotoGalleryUpdate;
  onClose(): void;
}

/** The first photo of the earliest and of the latest update with photos, side by side. */
export function CompareDialog({ surgeryDate, earliest, latest, onClose }: CompareDialogProps) {
  const t = useT();
  const tc = photoWords.useT();
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={tc('compare')}>
      <div className={styles.compare}>
        {[earliest, latest].map((update) => {
          const photo = comparablePhoto(update);
          if (!photo) return null;
          return (
            <figure key={update.id} className={styles.side}>
              <PhotoImage photo={photo} sizes="(max-width: 900px) 50vw, 450px" lazy={false} />
              <figcaption>
                {t('compareCaption', {
                  weeks: weeksAfterSurgery(surgeryDate, update.createdAt),
                  description: photo.description,
                })}
              </figcaption>
            </figure>
          );
        })}
      </div>
    </Modal>
  );
}
