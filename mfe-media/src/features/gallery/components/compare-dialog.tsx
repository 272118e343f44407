import type { PhotoGalleryUpdate } from '@journeys/shared/contracts';
import { Modal } from '@journeys/shared/ui/modal';
import { PhotoImage } from './photo-image';
import styles from './gallery.module.css';

const DAY_MS = 86_400_000;

/** '6 weeks after surgery': whole weeks from the surgery date to the update. */
export function weeksAfterSurgery(surgeryDate: string, at: string): string {
  const weeks = Math.max(
    0,
    Math.floor((new Date(at).getTime() - new Date(surgeryDate).getTime()) / (7 * DAY_MS)),
  );
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} after surgery`;
}

interface CompareDialogProps {
  surgeryDate: string;
  earliest: PhotoGalleryUpdate;
  latest: PhotoGalleryUpdate;
  onClose(): void;
}

/** The photo an update is compared by: its first one that is not marked sensitive. */
export function comparablePhoto(update: PhotoGalleryUpdate) {
  return update.photos.find((p) => !p.sensitive);
}

/** The first photo of the earliest and of the latest update with photos, side by side. */
export function CompareDialog({ surgeryDate, earliest, latest, onClose }: CompareDialogProps) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title="Compare">
      <div className={styles.compare}>
        {[earliest, latest].map((update) => {
          const photo = comparablePhoto(update);
          if (!photo) return null;
          return (
            <figure key={update.id} className={styles.side}>
              <PhotoImage photo={photo} sizes="(max-width: 900px) 50vw, 450px" lazy={false} />
              <figcaption>
                {weeksAfterSurgery(surgeryDate, update.createdAt)}: {photo.description}
              </figcaption>
            </figure>
          );
        })}
      </div>
    </Modal>
  );
}
