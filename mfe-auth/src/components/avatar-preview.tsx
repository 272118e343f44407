import { Avatar, type AvatarProps } from '@journeys/shared/ui/avatar';
import styles from './avatar-preview.module.css';

/** How others will see the member while they choose: the avatar, large, and the name beside it. */
export function AvatarPreview({
  name,
  ...avatar
}: Omit<AvatarProps, 'size' | 'decorative'> & { name: string }) {
  return (
    <div className={styles.preview}>
      <Avatar {...avatar} size={64} decorative />
      <span className={styles.name}>{name}</span>
    </div>
  );
}
