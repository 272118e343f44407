import { useLanguage } from '@journeys/shared/i18n';
import { suppressedText, type RecoveryPeriodPoint } from '@journeys/shared/rules';
import { ChartSection } from '../../../components/chart-section';
import { decimal, symptomFigure } from '../../../lib/format';
import { useT } from '../../../messages';
import { isShown } from '../utils/curve-geometry';
import { curveSummary, periodLabel } from '../utils/summaries';
import { RecoveryCurveChart } from './recovery-curve-chart';
import styles from './recovery-curve.module.css';

/** Symptoms by period since surgery: the chart, its legend, its summary and its table. */
export function RecoveryCurve({
  procedureName,
  curve,
}: {
  procedureName: string;
  curve: readonly RecoveryPeriodPoint[];
}) {
  const t = useT();
  const language = useLanguage();
  const suppressed = suppressedText(language);
  const anyWithheld = curve.some((p) => !isShown(p));
  return (
    <ChartSection
      title={t('curveTitle')}
      chart={<RecoveryCurveChart curve={curve} />}
      legend={
        <ul className={styles.legend}>
          <li>
            <span className={styles.keyMedian} aria-hidden="true" /> {t('legendMedian')}
          </li>
          <li>
            <span className={styles.keyBand} aria-hidden="true" /> {t('legendBand')}
          </li>
          {anyWithheld && (
            <li>
              <span className={styles.keyWithheld} aria-hidden="true" /> {suppressed}
            </li>
          )}
        </ul>
      }
      summary={curveSummary(curve, t, language)}
      table={{
        caption: t('curveCaption', { procedure: procedureName }),
        columns: [t('timeSinceSurgery'), t('journeysHead'), t('median'), t('middleHalf')],
        rows: curve.map((point) =>
          isShown(point)
            ? {
                key: point.period,
                cells: [
                  periodLabel(point.period, language),
                  point.journeys,
                  symptomFigure(point.median, t, language),
                  t('range', { low: decimal(point.q1, language), high: decimal(point.q3, language) }),
                ],
              }
            : { key: point.period, cells: [periodLabel(point.period, language)], note: suppressed },
        ),
      }}
    />
  );
}
