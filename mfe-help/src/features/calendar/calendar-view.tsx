import { useId, useState } from 'react';
import { errorMessage, isNotFoundAnswer } from '@journeys/shared/api';
import { paths } from '@journeys/shared/contracts';
import type { HelpCalendar } from '@journeys/shared/domain';
import { removeHelper } from '@journeys/shared/help-api';
import { useMutation } from '@journeys/shared/query';
import { Link, useNavigate } from '@journeys/shared/router';
import { Button } from '@journeys/shared/ui/button';
import { ConfirmDialog } from '@journeys/shared/ui/confirm-dialog';
import { LoadState } from '@journeys/shared/ui/load-state';
import { NotFoundMessage } from '@journeys/shared/ui/not-found-message';
import styles from '../../components/page.module.css';
import { usePageMeta } from '@journeys/shared/ui/use-page-meta';
import { useViewerId } from '../../lib/use-viewer';
import { useT } from '../../messages';
import { NeedsSection } from './needs-section';
import { OpenThisWeek } from './open-this-week';
import { PeopleSection } from './people-section';
import { useHelpCalendar, useRefreshHelp } from './use-calendar';
import { WeekView } from './week-view';

/** A helper's way out: their sign-ups go, and they are back on their list of calendars. */
function LeaveCalendar({ calendar }: { calendar: HelpCalendar }) {
  const t = useT();
  const viewerId = useViewerId();
  const refresh = useRefreshHelp();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const leave = useMutation({
    mutationFn: () => removeHelper(calendar.surgeryId, viewerId ?? 0),
    onSuccess: async () => {
      setConfirming(false);
      await navigate(paths.help());
      await refresh();
    },
  });
  return (
    <section className={styles.section}>
      <Button variant="danger" outline onClick={() => setConfirming(true)}>
        {t('leave')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('leaveTitle')}
        description={t('leaveText')}
        confirmLabel={t('leave')}
        pending={leave.isPending}
        error={leave.error ? errorMessage(leave.error, t('actionFailed')) : null}
        onConfirm={() => leave.mutate()}
      />
    </section>
  );
}

/**
 * /help/:surgery: the help calendar. Anyone the API does not let read it (a visitor, an outsider,
 * an unknown or malformed id) sees the site's Not Found, as for any address that names nothing.
 */
export default function CalendarView({ surgeryId }: { surgeryId: number | undefined }) {
  const t = useT();
  const titleId = useId();
  const viewerId = useViewerId();
  const query = useHelpCalendar(surgeryId);
  const calendar = query.data;
  usePageMeta(calendar && t('calendarTitle'));

  if (surgeryId === undefined || viewerId === null || isNotFoundAnswer(query.error))
    return <NotFoundMessage titled />;
  if (!calendar)
    return (
      <section className={styles.page}>
        <LoadState query={query} loading={t('loadingCalendar')} failed={t('calendarFailed')} />
      </section>
    );
  const manager = calendar.role !== 'helper';
  const owner = calendar.owner.username;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {t('calendarTitle')}
      </h1>
      <p className={styles.lead}>{t('forOwner', { owner })}</p>
      {calendar.role === 'caregiver' && (
        <p>
          <Link to={paths.addUpdate(calendar.surgeryId)} className={styles.link}>
            {t('addUpdateFor', { owner })}
          </Link>
        </p>
      )}
      {manager && <OpenThisWeek calendar={calendar} />}
      <WeekView calendar={calendar} />
      {manager && <NeedsSection calendar={calendar} />}
      {manager && <PeopleSection calendar={calendar} />}
      {calendar.role === 'helper' && <LeaveCalendar calendar={calendar} />}
    </section>
  );
}
