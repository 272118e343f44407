import { useId } from 'react';
import { useLanguage } from '@journeys/shared/i18n';
import { SYMPTOM_MAX, SYMPTOM_MIN, type RecoveryPeriodPoint } from '@journeys/shared/rules';
import { shortSymptomLabel } from '../../../lib/format';
import { useT } from '../../../messages';
import {
  CHART,
  columnWidth,
  columnX,
  isShown,
  labelLines,
  plotBottom,
  shownRuns,
  valueY,
} from '../utils/curve-geometry';
import { periodLabel } from '../utils/summaries';
import chart from '../../../components/chart.module.css';
import styles from './recovery-curve-chart.module.css';

const LEVELS = Array.from({ length: SYMPTOM_MAX - SYMPTOM_MIN + 1 }, (_, i) => SYMPTOM_MIN + i);
const SINGLE_BAND_WIDTH = 16;

/**
 * The recovery curve, drawn: per period the median symptom level (line and points) inside the
 * band where the middle half of journeys lie; a withheld period is a hatched column with no mark.
 * Hidden from assistive technology: the table below it carries the same numbers.
 */
export function RecoveryCurveChart({ curve }: { curve: readonly RecoveryPeriodPoint[] }) {
  const t = useT();
  const language = useLanguage();
  const hatchId = `hatch-${useId().replace(/[^\w-]/g, '')}`;
  const count = curve.length;
  const runs = shownRuns(curve);

  return (
    <svg
      className={chart.chart}
      viewBox={`0 0 ${CHART.width} ${CHART.height}`}
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <pattern
          id={hatchId}
          width="8"
          height="8"
          patternUnits="userSpaceOnUse"
          patternTransform="rotate(45)"
        >
          <rect width="8" height="8" className={styles.hatchBackground} />
          <line x1="0" y1="0" x2="0" y2="8" className={styles.hatchLine} />
        </pattern>
      </defs>

      {curve.map((point, index) =>
        isShown(point) ? null : (
          <rect
            key={point.period}
            data-period={point.period}
            className={styles.withheld}
            x={columnX(index, count) - columnWidth(count) / 2 + 1}
            y={CHART.top}
            width={columnWidth(count) - 2}
            height={plotBottom - CHART.top}
            fill={`url(#${hatchId})`}
          />
        ),
      )}

      {LEVELS.map((level) => (
        <line
          key={level}
          className={level === 4 ? styles.sameLine : styles.gridLine}
          x1={CHART.left}
          x2={CHART.width - CHART.right}
          y1={valueY(level)}
          y2={valueY(level)}
        />
      ))}

      {runs.map((run) => {
        const [only] = run;
        if (run.length === 1 && only) {
          const x = columnX(only.index, count);
          return (
            <rect
              key={`band-${only.point.period}`}
              className={styles.band}
              x={x - SINGLE_BAND_WIDTH / 2}
              y={valueY(only.point.q3)}
              width={SINGLE_BAND_WIDTH}
              height={valueY(only.point.q1) - valueY(only.point.q3)}
            />
          );
        }
        const upper = run.map(({ index, point }) => `${columnX(index, count)},${valueY(point.q3)}`);
        const lower = run.map(({ index, point }) => `${columnX(index, count)},${valueY(point.q1)}`).reverse();
        return (
          <polygon
            key={`band-${run[0]?.point.period}`}
            className={styles.band}
            points={[...upper, ...lower].join(' ')}
          />
        );
      })}

      {/* Over the band, under the median: the band used to wash out the labels it crossed. */}
      {LEVELS.map((level) => (
        <text key={level} className={styles.levelLabel} x={CHART.left + 2} y={valueY(level) - 3}>
          {level} {shortSymptomLabel(level, t)}
        </text>
      ))}

      {runs.map((run) => (
        <polyline
          key={`median-${run[0]?.point.period}`}
          className={styles.median}
          points={run.map(({ index, point }) => `${columnX(index, count)},${valueY(point.median)}`).join(' ')}
        />
      ))}
      {runs.flat().map(({ index, point }) => (
        <circle
          key={`point-${point.period}`}
          data-period={point.period}
          className={styles.point}
          cx={columnX(index, count)}
          cy={valueY(point.median)}
          r="4.5"
        />
      ))}

      {curve.map((point, index) => {
        const [first, second] = labelLines(periodLabel(point.period, language));
        const x = columnX(index, count);
        return (
          <text key={`x-${point.period}`} className={styles.periodLabel} x={x} y={plotBottom + 14}>
            <tspan x={x}>{first}</tspan>
            <tspan x={x} dy="14">
              {second}
            </tspan>
            <tspan x={x} dy="18" className={styles.count}>
              {isShown(point) ? `n = ${point.journeys}` : 'n < 11'}
            </tspan>
          </text>
        );
      })}
    </svg>
  );
}
