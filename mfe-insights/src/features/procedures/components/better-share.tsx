import { useLanguage } from '@journeys/shared/i18n';
import { suppressedText, type Proportion } from '@journeys/shared/rules';
import { ChartSection } from '../../../components/chart-section';
import { percent } from '../../../lib/format';
import { useT } from '../../../messages';
import { betterSummary } from '../utils/summaries';
import chart from '../../../components/chart.module.css';
import styles from './insight-charts.module.css';

const WIDTH = 320;
const BAR = { x: 0, y: 18, height: 22 };
const at = (share: number) => BAR.x + share * WIDTH;

/** The share of members whose latest report is better than before, with its 95% interval. */
export function BetterShare({ better }: { better: Proportion }) {
  const t = useT();
  const language = useLanguage();
  const pct = (value: number) => percent(value, language);
  const { share, low, high, journeys } = better;
  const shown = share !== null && low !== null && high !== null && journeys !== null;
  return (
    <ChartSection
      title={t('betterTitle')}
      chart={
        shown ? (
          <svg className={chart.chart} viewBox={`0 0 ${WIDTH} 64`} aria-hidden="true" focusable="false">
            <rect className={styles.track} x={BAR.x} y={BAR.y} width={WIDTH} height={BAR.height} rx="4" />
            <rect
              className={styles.bar}
              x={BAR.x}
              y={BAR.y}
              width={at(share) - BAR.x}
              height={BAR.height}
              rx="4"
            />
            <line className={styles.interval} x1={at(low)} x2={at(high)} y1={BAR.y + 11} y2={BAR.y + 11} />
            <line className={styles.interval} x1={at(low)} x2={at(low)} y1={BAR.y + 4} y2={BAR.y + 18} />
            <line className={styles.interval} x1={at(high)} x2={at(high)} y1={BAR.y + 4} y2={BAR.y + 18} />
            <text className={styles.value} x={Math.min(at(share), WIDTH - 24)} y={BAR.y - 5}>
              {pct(share)}
            </text>
            <text className={styles.axis} x="0" y="58">
              {pct(0)}
            </text>
            <text className={styles.axis} x={WIDTH} y="58" textAnchor="end">
              {pct(1)}
            </text>
          </svg>
        ) : (
          <p className={styles.withheld}>{suppressedText(language)}</p>
        )
      }
      summary={betterSummary(better, t, language)}
      table={{
        caption: t('betterCaption'),
        columns: [t('figure'), t('value')],
        rows: shown
          ? [
              { key: 'journeys', cells: [t('journeysHead'), journeys] },
              { key: 'share', cells: [t('betterThanBefore'), pct(share)] },
              { key: 'interval', cells: [t('interval'), t('range', { low: pct(low), high: pct(high) })] },
            ]
          : [{ key: 'share', cells: [t('betterThanBefore')], note: suppressedText(language) }],
      }}
    />
  );
}
