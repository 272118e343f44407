import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import styles from './review-card.module.css';

/** Shown only to the surgery's owner (docs/product.md §6); the server checks ownership again. */
export function OwnerActions({ reviewId, onDelete }: { reviewId: number; onDelete(): void }) {
  return (
    <div className={styles.ownerActions} role="group" aria-label="Your surgery">
      <button type="button" className={`${styles.action} ${styles.danger}`} onClick={onDelete}>
        Delete
      </button>
      <Link className={styles.action} to={paths.editReview(reviewId)}>
        Edit
      </Link>
      <Link className={styles.action} to={paths.addUpdate(reviewId)}>
        Update
      </Link>
    </div>
  );
}
