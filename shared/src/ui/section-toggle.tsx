import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './section-toggle.module.css';

export interface SectionToggleProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Whether the section it opens is open. */
  expanded: boolean;
  /** The id of the region it opens. */
  controls: string;
  children: ReactNode;
}

/**
 * A section under a rule, opened by its heading's button with a chevron: a card's 'Comments (n)'.
 * The feed's card draws it until a reader wants the thread, the comments remote once the thread is
 * there (docs/architecture.md §3): one look, whoever draws it.
 */
export function SectionToggle({ expanded, controls, children, ...button }: SectionToggleProps) {
  return (
    <h3 className={styles.heading}>
      <button
        {...button}
        type="button"
        className={styles.toggle}
        aria-expanded={expanded}
        aria-controls={controls}
      >
        <span aria-hidden="true" className={expanded ? styles.chevronOpen : styles.chevron} />
        {children}
      </button>
    </h3>
  );
}

/** The rule above such a section, with its spacing. */
export function ToggledSection({ children }: { children: ReactNode }) {
  return <div className={styles.section}>{children}</div>;
}
