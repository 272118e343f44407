import { useLanguage } from '@journeys/shared/i18n';
import { suppressedText, worthItLabel, type WorthItPoint } from '@journeys/shared/rules';
import { ChartSection } from '../../../components/chart-section';
import { percent } from '../../../lib/format';
import { useT } from '../../../messages';
import { isShownWorthIt } from '../utils/shown-figures';
import { worthItSummary } from '../utils/summaries';
import { WorthItChart } from './worth-it-chart';
import styles from './insight-charts.module.css';

export interface WorthItFiguresProps {
  points: readonly WorthItPoint[];
  procedure: string;
  /** Whose answers: every member's with the procedure, or one surgeon's patients'. */
  who: 'all' | 'surgeon';
  level?: 2 | 3;
}

/** 'Was it worth it?' at 3, 6 and 12 months after surgery: the chart, its summary and its table. */
export function WorthItFigures({ points, procedure, who, level }: WorthItFiguresProps) {
  const t = useT();
  const language = useLanguage();
  const pct = (value: number) => percent(value, language);
  const suppressed = suppressedText(language);
  const worthIt = worthItLabel('worth_it', language);
  return (
    <ChartSection
      level={level}
      title={worthIt}
      chart={
        points.some(isShownWorthIt) ? (
          <WorthItChart points={points} />
        ) : (
          <p className={styles.withheld}>{suppressed}</p>
        )
      }
      summary={worthItSummary(points, t, language)}
      table={{
        caption: t('worthItCaption', { who, procedure }),
        columns: [t('timeSinceSurgery'), t('journeysHead'), worthIt, t('interval')],
        rows: points.map((point) => {
          const key = String(point.months);
          const when = t('monthsAfter', { months: point.months });
          return isShownWorthIt(point)
            ? {
                key,
                cells: [
                  when,
                  point.journeys,
                  pct(point.share),
                  t('range', { low: pct(point.low), high: pct(point.high) }),
                ],
              }
            : { key, cells: [when], note: suppressed };
        }),
      }}
    />
  );
}
