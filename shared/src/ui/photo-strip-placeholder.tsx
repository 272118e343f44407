import type { StripShape, ThumbBox } from '../photos/strip-shape';
import styles from './photo-strip.module.css';

/** The room of one thumbnail not drawn yet: the strip's box for a photo of these proportions. */
export function ReservedThumb({ box }: { box: ThumbBox }) {
  return (
    <li className={styles.thumb} aria-hidden="true">
      <span className={styles.reserved} style={{ aspectRatio: `${box.width} / ${box.height}` }} />
    </li>
  );
}

/**
 * The photo strip's room, laid out with the strip's own styles, while its code arrives: as many
 * rows as its thumbnails wrap into at this width, and its line of actions. Nothing to read.
 */
export function PhotoStripPlaceholder({ shape }: { shape: StripShape }) {
  return (
    <div className={styles.gallery} aria-hidden="true">
      {shape.thumbs.length > 0 && (
        <ul className={styles.thumbs}>
          {shape.thumbs.map((box, i) => (
            <ReservedThumb key={i} box={box} />
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        {shape.actions && (
          <button type="button" tabIndex={-1} className={`${styles.link} ${styles.unseen}`}>
            {'\u00a0'}
          </button>
        )}
      </div>
    </div>
  );
}
