import { SUPPRESSED_TEXT, type Proportion } from '@journeys/shared/rules';
import { ChartSection } from '../../../components/chart-section';
import { percent } from '../../../lib/format';
import { betterSummary } from '../utils/summaries';
import chart from '../../../components/chart.module.css';
import styles from './insight-charts.module.css';

export const BETTER_TITLE = 'Better than before surgery';

const WIDTH = 320;
const BAR = { x: 0, y: 18, height: 22 };
const at = (share: number) => BAR.x + share * WIDTH;

/** The share of members whose latest report is better than before, with its 95% interval. */
export function BetterShare({ better }: { better: Proportion }) {
  const { share, low, high, journeys } = better;
  const shown = share !== null && low !== null && high !== null && journeys !== null;
  return (
    <ChartSection
      title={BETTER_TITLE}
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
              {percent(share)}
            </text>
            <text className={styles.axis} x="0" y="58">
              0%
            </text>
            <text className={styles.axis} x={WIDTH} y="58" textAnchor="end">
              100%
            </text>
          </svg>
        ) : (
          <p className={styles.withheld}>{SUPPRESSED_TEXT}</p>
        )
      }
      summary={betterSummary(better)}
      table={{
        caption: 'Members whose latest report is better than before surgery',
        columns: ['Figure', 'Value'],
        rows: shown
          ? [
              { key: 'journeys', cells: ['Journeys', journeys] },
              { key: 'share', cells: ['Better than before', percent(share)] },
              { key: 'interval', cells: ['95% interval', `${percent(low)} to ${percent(high)}`] },
            ]
          : [{ key: 'share', cells: ['Better than before'], note: SUPPRESSED_TEXT }],
      }}
    />
  );
}
