import { Avatar } from '@journeys/shared/ui/avatar';
import styles from './member-hover-card.module.css';

/** Label for a surgery kept after its member erased the account (docs/product.md §8): no card, no link. */
export const DELETED_MEMBER = 'Deleted member';

export function DeletedMember() {
  return (
    <span className={styles.gone}>
      <Avatar username={DELETED_MEMBER} image={null} background="" size={32} decorative />
      <span className={styles.name}>{DELETED_MEMBER}</span>
    </span>
  );
}
