import { useId, useState } from 'react';
import { errorMessage } from '@journeys/shared/api';
import type { HelpCalendar, HelpNeed } from '@journeys/shared/domain';
import { deleteHelpNeed } from '@journeys/shared/help-api';
import { useLanguage } from '@journeys/shared/i18n';
import { useMutation } from '@journeys/shared/query';
import { Button } from '@journeys/shared/ui/button';
import { ConfirmDialog } from '@journeys/shared/ui/confirm-dialog';
import styles from '../../components/page.module.css';
import { formatDay, formatTime } from '../../lib/days';
import { useT } from '../../messages';
import { NeedDialog } from './need-form';
import { useRefreshHelp } from './use-calendar';

function NeedItem({ need, onEdit }: { need: HelpNeed; onEdit(): void }) {
  const t = useT();
  const language = useLanguage();
  const refresh = useRefreshHelp();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    mutationFn: () => deleteHelpNeed(need.id),
    onSuccess: async () => {
      await refresh();
      setConfirming(false);
    },
  });
  const summary = t('needSummary', {
    kind: t(`kind_${need.kind}`),
    day: formatDay(need.date, language),
    time: t('timeWindow', {
      from: formatTime(need.startTime, language),
      to: formatTime(need.endTime, language),
    }),
  });
  const repeats =
    need.repeat === 'daily'
      ? t('repeatsDaily', { count: need.repeatCount })
      : need.repeat === 'weekly'
        ? t('repeatsWeekly', { count: need.repeatCount })
        : null;
  return (
    <li className={styles.row}>
      <span>
        {summary}
        {repeats && `, ${repeats}`}
      </span>
      <Button small onClick={onEdit}>
        {t('edit')}
      </Button>
      <Button small variant="danger" outline onClick={() => setConfirming(true)}>
        {t('delete')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('deleteNeedTitle')}
        description={t('deleteNeedText')}
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error, t('actionFailed')) : null}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/** The owner's and caregivers' list of needs, each with Edit and Delete, and 'Add a need'. */
export function NeedsSection({ calendar }: { calendar: HelpCalendar }) {
  const t = useT();
  const titleId = useId();
  // 'new' for the add dialog, a need for its edit dialog.
  const [editing, setEditing] = useState<HelpNeed | 'new' | null>(null);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('needs')}
      </h2>
      <p>
        <Button variant="primary" onClick={() => setEditing('new')}>
          {t('addNeed')}
        </Button>
      </p>
      {calendar.needs.length === 0 ? (
        <p className={styles.muted}>{t('noNeeds')}</p>
      ) : (
        <ul className={styles.plain}>
          {calendar.needs.map((need) => (
            <NeedItem key={need.id} need={need} onEdit={() => setEditing(need)} />
          ))}
        </ul>
      )}
      <NeedDialog
        key={editing === null || editing === 'new' ? 'new' : editing.id}
        open={editing !== null}
        onClose={() => setEditing(null)}
        surgeryId={calendar.surgeryId}
        need={editing === null || editing === 'new' ? undefined : editing}
      />
    </section>
  );
}
