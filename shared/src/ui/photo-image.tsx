import type { CSSProperties } from 'react';
import type { Photo } from '@journeys/shared/rules';
import { fallbackSrc, placeholderUrl, srcSet } from '../photos';
import { photoWords } from '../photos/photo-words';
import styles from './photo-image.module.css';

interface PhotoImageProps {
  photo: Photo;
  /** The `sizes` attribute: how wide the image is drawn. */
  sizes: string;
  /** Thumbnails below the fold load when scrolled near; the dialog's photo at once. */
  lazy: boolean;
  blurred?: boolean;
  className?: string;
}

/**
 * One photo: WebP with a JPEG fallback, its width and height set so the page never moves when it
 * arrives, its placeholder behind it until then. The feed's thumbnails and the media remote's
 * dialogs draw with it.
 */
export function PhotoImage({ photo, sizes, lazy, blurred = false, className }: PhotoImageProps) {
  const placeholder = placeholderUrl(photo);
  const style: CSSProperties | undefined = placeholder
    ? { backgroundImage: `url(${placeholder})` }
    : undefined;
  return (
    <picture>
      <source type="image/webp" srcSet={srcSet(photo, 'webp')} sizes={sizes} />
      <img
        className={`${styles.image} ${blurred ? styles.blurred : ''} ${className ?? ''}`}
        src={fallbackSrc(photo)}
        srcSet={srcSet(photo, 'jpeg')}
        sizes={sizes}
        width={photo.width}
        height={photo.height}
        alt={photo.description}
        loading={lazy ? 'lazy' : 'eager'}
        decoding="async"
        style={style}
      />
    </picture>
  );
}

/** Over a blurred sensitive photo, in the feed's strip and in the photo dialog alike. */
export function ShowPhotoButton({ onShow }: { onShow(): void }) {
  const t = photoWords.useT();
  return (
    <button type="button" className={styles.show} onClick={onShow}>
      {t('showPhoto')}
    </button>
  );
}
