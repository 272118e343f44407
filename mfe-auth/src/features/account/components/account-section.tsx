import { useId, type ReactNode } from 'react';
import { Card } from '@journeys/shared/ui/card';
import styles from './account-page.module.css';

/** One labelled region of the account page, named by its heading. */
export function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card as="section" flat className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
