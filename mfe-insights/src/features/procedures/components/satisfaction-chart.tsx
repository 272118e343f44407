import { useLanguage } from '@journeys/shared/i18n';
import { ratingLabel, suppressedText, type ProcedureInsights } from '@journeys/shared/rules';
import { ChartSection } from '../../../components/chart-section';
import { decimal, percent } from '../../../lib/format';
import { useT } from '../../../messages';
import { satisfactionSummary } from '../utils/summaries';
import chart from '../../../components/chart.module.css';
import styles from './insight-charts.module.css';

const STARS = [5, 4, 3, 2, 1] as const;
const ROW = 28;
const LABEL_WIDTH = 56;
const BAR_WIDTH = 220;

/** How members rate their surgery now: one bar per star rating, 5 stars first. */
export function SatisfactionChart({ satisfaction }: { satisfaction: ProcedureInsights['satisfaction'] }) {
  const t = useT();
  const language = useLanguage();
  const { counts, journeys, mean } = satisfaction;
  const shown = counts !== null && journeys !== null && mean !== null && journeys > 0;
  const most = shown ? Math.max(...counts, 1) : 1;
  const countOf = (stars: number) => counts?.[stars - 1] ?? 0;
  return (
    <ChartSection
      title={t('satisfactionTitle')}
      chart={
        shown ? (
          <svg
            className={chart.chart}
            viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + 44} ${ROW * STARS.length}`}
            aria-hidden="true"
            focusable="false"
          >
            {STARS.map((stars, row) => (
              <g key={stars} transform={`translate(0 ${row * ROW})`}>
                <text className={styles.axis} x="0" y="18">
                  {t('stars', { count: stars })}
                </text>
                <rect className={styles.track} x={LABEL_WIDTH} y="5" width={BAR_WIDTH} height="18" rx="3" />
                <rect
                  className={styles.bar}
                  x={LABEL_WIDTH}
                  y="5"
                  width={(countOf(stars) / most) * BAR_WIDTH}
                  height="18"
                  rx="3"
                />
                <text className={styles.value} x={LABEL_WIDTH + BAR_WIDTH + 6} y="19">
                  {countOf(stars)}
                </text>
              </g>
            ))}
          </svg>
        ) : (
          <p className={styles.withheld}>{suppressedText(language)}</p>
        )
      }
      summary={satisfactionSummary(satisfaction, t, language)}
      table={{
        caption: shown
          ? t('satisfactionCaption', { count: journeys, mean: decimal(mean, language) })
          : t('latestRating'),
        columns: [t('rating'), t('journeysHead'), t('share')],
        rows: shown
          ? STARS.map((stars) => ({
              key: String(stars),
              cells: [
                t('ratingRow', { count: stars, label: ratingLabel(stars, language) ?? '' }),
                countOf(stars),
                percent(countOf(stars) / journeys, language),
              ],
            }))
          : [{ key: 'withheld', cells: [t('everyRating')], note: suppressedText(language) }],
      }}
    />
  );
}
