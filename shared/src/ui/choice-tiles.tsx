import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './choice-tiles.module.css';

export interface ChoiceTilesProps {
  /** The id of the visible heading that names the choice. */
  labelledBy: string;
  describedBy?: string;
  /** 'grid': as many columns as fit (short names); 'stack': one tile a row. */
  layout: 'grid' | 'stack';
  /** The caller's own class on the group. */
  className?: string;
  children: ReactNode;
}

/** A named group of ChoiceTiles. */
export function ChoiceTiles({ labelledBy, describedBy, layout, className, children }: ChoiceTilesProps) {
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className ? `${styles[layout]} ${className}` : styles[layout]}
    >
      {children}
    </div>
  );
}

export interface ChoiceTileProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  chosen: boolean;
}

/**
 * One choice drawn as a tile: a toggle button (aria-pressed), so screen readers say which one is
 * chosen, and a choice that can be taken back says so honestly (a radio cannot be unchecked).
 */
export function ChoiceTile({ chosen, className, ...props }: ChoiceTileProps) {
  return (
    <button
      type="button"
      aria-pressed={chosen}
      className={className ? `${styles.tile} ${className}` : styles.tile}
      {...props}
    />
  );
}
