import { useEffect, useId, type ReactNode } from 'react';
import { useLocation } from '@journeys/shared/router';
import { Card } from '@journeys/shared/ui/card';
import styles from './account-page.module.css';

/**
 * One labelled region of the account page, named by its heading. With an `id`, a link to
 * `/account#id` brings it into view: the router does not scroll to a fragment itself.
 */
export function AccountSection({ title, id, children }: { title: string; id?: string; children: ReactNode }) {
  const headingId = useId();
  const { hash } = useLocation();
  useEffect(() => {
    if (id && hash === `#${id}`) document.getElementById(id)?.scrollIntoView();
  }, [id, hash]);
  return (
    <Card as="section" flat className={styles.section} aria-labelledby={headingId} id={id}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {children}
    </Card>
  );
}
