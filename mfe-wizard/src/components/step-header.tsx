import type { ReactNode } from 'react';
import styles from './step-header.module.css';

export interface StepHeaderProps {
  title: string;
  /** Lets a control group name itself after the step (aria-labelledby). */
  id?: string;
  children?: ReactNode;
}

/** A step's heading; focusable, so the wizard can move focus to it when the step shows. */
export function StepHeader({ title, id, children }: StepHeaderProps) {
  return (
    <header className={styles.header}>
      <h2 id={id} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {children && <p className={styles.hint}>{children}</p>}
    </header>
  );
}
