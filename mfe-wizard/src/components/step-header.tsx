import { useEffect, useRef, type ReactNode } from 'react';
import styles from './step-header.module.css';

export interface StepHeaderProps {
  title: string;
  /** Lets a control group name itself after the step (aria-labelledby). */
  id?: string;
  children?: ReactNode;
}

/**
 * A step's heading. It takes focus when the step shows so a screen reader announces the new
 * step and keyboard users continue from the top of it instead of from a button that vanished.
 */
export function StepHeader({ title, id, children }: StepHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <header className={styles.header}>
      <h2 ref={heading} id={id} tabIndex={-1} className={styles.title}>
        {title}
      </h2>
      {children && <p className={styles.hint}>{children}</p>}
    </header>
  );
}
