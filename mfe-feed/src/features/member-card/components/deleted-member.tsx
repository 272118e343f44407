import { Avatar } from '@journeys/shared/ui/avatar';
import { useT } from '../../../messages';
import styles from './member-hover-card.module.css';

/** Label for a surgery kept after its member erased the account (docs/product.md §8): no card, no link. */
export function DeletedMember() {
  const name = useT()('deleted');
  return (
    <span className={styles.gone}>
      <Avatar username={name} image={null} background="" size={32} decorative />
      <span className={styles.name}>{name}</span>
    </span>
  );
}
