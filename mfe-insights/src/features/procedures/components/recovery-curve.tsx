import { SUPPRESSED_TEXT, type RecoveryPeriodPoint } from '@journeys/shared/rules';
import { ChartSection } from '../../../components/chart-section';
import { decimal, symptomFigure } from '../../../lib/format';
import { isShown } from '../utils/curve-geometry';
import { curveSummary, periodLabel } from '../utils/summaries';
import { RecoveryCurveChart } from './recovery-curve-chart';
import styles from './recovery-curve.module.css';

export const CURVE_TITLE = 'Recovery curve';

/** Symptoms by period since surgery: the chart, its legend, its summary and its table. */
export function RecoveryCurve({
  procedureName,
  curve,
}: {
  procedureName: string;
  curve: readonly RecoveryPeriodPoint[];
}) {
  const anyWithheld = curve.some((p) => !isShown(p));
  return (
    <ChartSection
      title={CURVE_TITLE}
      chart={<RecoveryCurveChart curve={curve} />}
      legend={
        <ul className={styles.legend}>
          <li>
            <span className={styles.keyMedian} aria-hidden="true" /> Median: half the members report this or
            better
          </li>
          <li>
            <span className={styles.keyBand} aria-hidden="true" /> Middle half of members (25th to 75th
            percentile)
          </li>
          {anyWithheld && (
            <li>
              <span className={styles.keyWithheld} aria-hidden="true" /> {SUPPRESSED_TEXT}
            </li>
          )}
        </ul>
      }
      summary={curveSummary(curve)}
      table={{
        caption: `How members feel compared with before surgery, by time since ${procedureName}`,
        columns: ['Time since surgery', 'Journeys', 'Median', 'Middle half (25th–75th percentile)'],
        rows: curve.map((point) =>
          isShown(point)
            ? {
                key: point.period,
                cells: [
                  periodLabel(point.period),
                  point.journeys,
                  symptomFigure(point.median),
                  `${decimal(point.q1)} to ${decimal(point.q3)}`,
                ],
              }
            : { key: point.period, cells: [periodLabel(point.period)], note: SUPPRESSED_TEXT },
        ),
      }}
    />
  );
}
