import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { Button, buttonClass } from '@journeys/shared/ui/button';
import { useT } from '../../../messages';
import styles from './review-card.module.css';

/** Shown only to the surgery's owner (docs/product.md §6); the server checks ownership again. */
export function OwnerActions({ reviewId, onDelete }: { reviewId: number; onDelete(): void }) {
  const t = useT();
  const link = buttonClass({ variant: 'primary', outline: true }, styles.action);
  return (
    <div className={styles.ownerActions} role="group" aria-label={t('mine')}>
      <Button variant="danger" outline className={styles.action} onClick={onDelete}>
        {t('delete')}
      </Button>
      <Link className={link} to={paths.editReview(reviewId)}>
        {t('edit')}
      </Link>
      <Link className={link} to={paths.addUpdate(reviewId)}>
        {t('addUpd')}
      </Link>
      <Link className={link} to={paths.helpCalendar(reviewId)}>
        {t('helpCal')}
      </Link>
    </div>
  );
}
