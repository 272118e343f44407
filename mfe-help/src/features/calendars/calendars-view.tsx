import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { promptLogin } from '@journeys/shared/events';
import { Link } from '@journeys/shared/router';
import { Button } from '@journeys/shared/ui/button';
import { LoadState } from '@journeys/shared/ui/load-state';
import styles from '../../components/page.module.css';
import { usePageMeta } from '@journeys/shared/ui/use-page-meta';
import { useViewerId } from '../../lib/use-viewer';
import { useT } from '../../messages';
import { useHelpCalendars } from './use-calendars';
import own from './calendars-view.module.css';

/** /help: the help calendars the member belongs to, with what is still open in each this week. */
export default function CalendarsView() {
  const t = useT();
  const titleId = useId();
  const query = useHelpCalendars();
  usePageMeta(t('calendarsTitle'), t('calendarsLead'));
  const calendars = query.data?.calendars;
  // The site sends visitors from /help to its landing page; a standalone page shows them this.
  const visitor = useViewerId() === null;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('calendarsTitle')}
      </h1>
      <p className={styles.lead}>{t('calendarsLead')}</p>
      {visitor ? (
        <p className={styles.row}>
          {t('loginToSee')}
          <Button variant="primary" onClick={() => promptLogin({ loginRequired: true })}>
            {t('logIn')}
          </Button>
        </p>
      ) : !calendars ? (
        <LoadState query={query} loading={t('loadingCalendars')} failed={t('calendarsFailed')} />
      ) : calendars.length === 0 ? (
        <p>{t('calendarsEmpty')}</p>
      ) : (
        <ul className={`${styles.plain} ${own.list}`}>
          {calendars.map((calendar) => (
            <li key={calendar.surgeryId} className={own.item}>
              <Link to={paths.helpCalendar(calendar.surgeryId)} className={styles.link}>
                {calendar.role === 'owner'
                  ? t('yourCalendar')
                  : t('calendarOf', { owner: calendar.owner.username })}
              </Link>
              <span className={styles.muted}>{t(`role_${calendar.role}`)}</span>
              <span>{t('openCount', { count: calendar.openThisWeek })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
