import { useId } from 'react';
import type { HelpCalendar } from '@journeys/shared/domain';
import { useLanguage } from '@journeys/shared/i18n';
import styles from '../../components/page.module.css';
import { addDays, formatDay, formatTime, todayIn } from '../../lib/days';
import { useT } from '../../messages';
import { isUpcoming, slotsByDay } from './slots';

/** For the owner and caregivers: the places still open in the next 7 days, at a glance. */
export function OpenThisWeek({ calendar }: { calendar: HelpCalendar }) {
  const t = useT();
  const language = useLanguage();
  const titleId = useId();
  const today = todayIn(calendar.timeZone);
  const end = addDays(today, 6);
  const open = [...slotsByDay(calendar)]
    .filter(([day]) => day >= today && day <= end)
    .flatMap(([, list]) => list)
    .filter(({ slot }) => slot.open > 0 && isUpcoming(slot));
  const count = open.reduce((sum, { slot }) => sum + slot.open, 0);
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('openThisWeek')}
      </h2>
      <p>{t('openSummary', { count })}</p>
      {open.length > 0 && (
        <ul>
          {open.map(({ need, slot }) => (
            <li key={`${need.id}-${slot.date}`}>
              {t('openItem', {
                kind: t(`kind_${need.kind}`),
                day: formatDay(slot.date, language),
                time: t('timeWindow', {
                  from: formatTime(need.startTime, language),
                  to: formatTime(need.endTime, language),
                }),
                count: slot.open,
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
