import { DEFAULT_AVATAR_COLOR, DEFAULT_AVATAR_IMAGE } from '../domain/constants';
import styles from './avatar.module.css';

export interface AvatarProps {
  username: string;
  image?: string | null;
  background?: string | null;
  size?: number;
  /** Decorative when the username is shown beside it. */
  decorative?: boolean;
}

export function Avatar({ username, image, background, size = 36, decorative = false }: AvatarProps) {
  const initial = username.trim().charAt(0).toUpperCase() || '?';
  return (
    <span
      className={styles.avatar}
      style={{
        width: size,
        height: size,
        background: background || DEFAULT_AVATAR_COLOR,
        fontSize: size * 0.45,
      }}
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : username}
      aria-hidden={decorative || undefined}
    >
      {image ? (
        <img className={styles.image} src={image || DEFAULT_AVATAR_IMAGE} alt="" width={size} height={size} />
      ) : (
        initial
      )}
    </span>
  );
}
