import { useId, useMemo, useState } from 'react';
import type { HelpCalendar } from '@journeys/shared/domain';
import { useLanguage } from '@journeys/shared/i18n';
import { Button } from '@journeys/shared/ui/button';
import styles from '../../components/page.module.css';
import { addDays, formatDay, formatShortDay, todayIn } from '../../lib/days';
import { useWideScreen } from '../../lib/use-wide-screen';
import { useT } from '../../messages';
import { SlotCard } from './slot-card';
import { slotsByDay, type DaySlot } from './slots';
import own from './week-view.module.css';

interface WeekProps {
  days: string[];
  slots: Map<string, DaySlot[]>;
}

/** At a phone's width: each day a heading, its slots a list under it. */
export function WeekList({ days, slots }: WeekProps) {
  const language = useLanguage();
  const t = useT();
  return (
    <div className={own.list}>
      {days.map((day) => {
        const list = slots.get(day) ?? [];
        return (
          <div key={day} className={own.day}>
            <h3 className={own.dayTitle}>{formatDay(day, language)}</h3>
            {list.length ? (
              <ul className={styles.plain}>
                {list.map((entry) => (
                  <li key={`${entry.need.id}-${day}`} className={own.slot}>
                    <SlotCard {...entry} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.muted}>{t('nothingThisDay')}</p>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Wider: a table, a column per day under its header. Its cells hold the same cards as the list,
 * in the same order (day by day), so Tab reaches the same buttons in the same sequence.
 */
export function WeekGrid({ days, slots, caption }: WeekProps & { caption: string }) {
  const language = useLanguage();
  const t = useT();
  return (
    <div className={own.gridScroll}>
      <table className={own.grid}>
        <caption className="sj-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {days.map((day) => (
              <th key={day} scope="col" abbr={formatDay(day, language)}>
                {formatShortDay(day, language)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {days.map((day) => {
              const list = slots.get(day) ?? [];
              return (
                <td key={day}>
                  {list.length ? (
                    <ul className={styles.plain}>
                      {list.map((entry) => (
                        <li key={`${entry.need.id}-${day}`} className={own.slot}>
                          <SlotCard {...entry} />
                        </li>
                      ))}
                    </ul>
                  ) : (
                    <p className={styles.muted}>{t('nothingThisDay')}</p>
                  )}
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/**
 * The calendar's days a week at a time, from today (in the calendar's time zone): a list by day
 * on a phone, a week grid wider, with the same week buttons above both. The API keeps a week of
 * past days, so the reader can go back one week.
 */
export function WeekView({ calendar }: { calendar: HelpCalendar }) {
  const t = useT();
  const language = useLanguage();
  const wide = useWideScreen();
  const titleId = useId();
  const [week, setWeek] = useState(0);
  const slots = useMemo(() => slotsByDay(calendar), [calendar]);
  const today = todayIn(calendar.timeZone);
  const first = addDays(today, week * 7);
  const days = Array.from({ length: 7 }, (_, i) => addDays(first, i));
  const last = days[6] ?? first;
  const later = [...slots.keys()].some((day) => day > last);
  const range = t('weekOf', { from: formatDay(first, language), to: formatDay(last, language) });

  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('days')}
      </h2>
      <div className={own.weekBar}>
        <Button small disabled={week <= -1} onClick={() => setWeek(week - 1)}>
          {t('previousWeek')}
        </Button>
        <p className={own.range} aria-live="polite">
          {range}
        </p>
        <Button small disabled={!later && week >= 0} onClick={() => setWeek(week + 1)}>
          {t('nextWeek')}
        </Button>
      </div>
      {wide ? <WeekGrid days={days} slots={slots} caption={range} /> : <WeekList days={days} slots={slots} />}
    </section>
  );
}
