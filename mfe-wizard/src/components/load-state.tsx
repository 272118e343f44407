import { useId } from 'react';
import { Link } from '@journeys/shared/router';
import { paths } from '@journeys/shared/contracts';
import { useT } from '../messages';
import styles from './load-state.module.css';
// Loading and load errors show in the wizard's own card.
import frame from './wizard-frame.module.css';

/** What a wizard shows while the surgery or update it edits is loading. */
export function LoadingWizard({ text }: { text: string }) {
  return (
    <section className={frame.frame}>
      <p role="status">{text}</p>
    </section>
  );
}

/** The surgery or update to edit could not be loaded: say why and offer the way back. */
export function LoadError({ title, message }: { title: string; message: string }) {
  const titleId = useId();
  const t = useT();
  return (
    <section className={frame.frame} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      <p role="alert" className={styles.error}>
        {message}
      </p>
      <Link to={paths.feed()}>{t('backToSurgeries')}</Link>
    </section>
  );
}
