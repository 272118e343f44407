import { useLanguage } from '@journeys/shared/i18n';
import type { WorthItPoint } from '@journeys/shared/rules';
import { percent } from '../../../lib/format';
import { useT } from '../../../messages';
import { isShownWorthIt } from '../utils/shown-figures';
import chart from '../../../components/chart.module.css';
import styles from './insight-charts.module.css';

const ROW = 30;
const LABEL_WIDTH = 68;
const BAR_WIDTH = 220;
const AXIS = 20;
const at = (share: number) => LABEL_WIDTH + share * BAR_WIDTH;

/**
 * The share who said worth it at 3, 6 and 12 months, one bar each with its 95% interval, on one
 * 0–100% scale: shares side by side, never an order. A withheld point has no bar, only 'n < 11'.
 * Hidden from assistive technology: the table below it carries the same numbers.
 */
export function WorthItChart({ points }: { points: readonly WorthItPoint[] }) {
  const t = useT();
  const language = useLanguage();
  const pct = (value: number) => percent(value, language);
  const height = ROW * points.length + AXIS;
  return (
    <svg
      className={chart.chart}
      viewBox={`0 0 ${LABEL_WIDTH + BAR_WIDTH + 44} ${height}`}
      aria-hidden="true"
      focusable="false"
    >
      {points.map((point, row) => (
        <g key={point.months} data-months={point.months} transform={`translate(0 ${row * ROW})`}>
          <text className={styles.axis} x="0" y="19">
            {t('monthsAfter', { months: point.months })}
          </text>
          {isShownWorthIt(point) ? (
            <>
              <rect className={styles.track} x={LABEL_WIDTH} y="6" width={BAR_WIDTH} height="18" rx="3" />
              <rect
                className={styles.bar}
                x={LABEL_WIDTH}
                y="6"
                width={at(point.share) - LABEL_WIDTH}
                height="18"
                rx="3"
              />
              <line className={styles.interval} x1={at(point.low)} x2={at(point.high)} y1="15" y2="15" />
              <line className={styles.interval} x1={at(point.low)} x2={at(point.low)} y1="9" y2="21" />
              <line className={styles.interval} x1={at(point.high)} x2={at(point.high)} y1="9" y2="21" />
              <text className={styles.value} x={LABEL_WIDTH + BAR_WIDTH + 6} y="20">
                {pct(point.share)}
              </text>
            </>
          ) : (
            <text className={styles.axis} x={LABEL_WIDTH} y="19">
              {'n < 11'}
            </text>
          )}
        </g>
      ))}
      <text className={styles.axis} x={LABEL_WIDTH} y={height - 4}>
        {pct(0)}
      </text>
      <text className={styles.axis} x={LABEL_WIDTH + BAR_WIDTH} y={height - 4} textAnchor="end">
        {pct(1)}
      </text>
    </svg>
  );
}
