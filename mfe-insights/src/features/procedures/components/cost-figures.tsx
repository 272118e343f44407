import { useLanguage } from '@journeys/shared/i18n';
import {
  PAYMENT_METHODS,
  paymentLabel,
  suppressedText,
  type CostFigures as Cost,
} from '@journeys/shared/rules';
import { ChartSection } from '../../../components/chart-section';
import { dollars } from '../../../lib/format';
import { useT } from '../../../messages';
import { isShownCost } from '../utils/shown-figures';
import { costSummary } from '../utils/summaries';

export interface CostFiguresProps {
  cost: Cost;
  procedure: string;
  /** Whose amounts: every member's with the procedure, or one surgeon's patients'. */
  who: 'all' | 'surgeon';
  level?: 2 | 3;
}

/**
 * What members paid out of pocket, by how it was paid: the median and the middle half of the
 * amounts, in a table only (one row per way of paying, in the domain's order).
 */
export function CostFigures({ cost, procedure, who, level }: CostFiguresProps) {
  const t = useT();
  const language = useLanguage();
  const suppressed = suppressedText(language);
  const money = (value: number) => dollars(value, language);
  return (
    <ChartSection
      level={level}
      title={t('costTitle')}
      summary={costSummary(cost, t)}
      table={{
        caption: t('costCaption', { who, procedure }),
        columns: [t('paidBy'), t('journeysHead'), t('median'), t('middleHalf')],
        rows: PAYMENT_METHODS.map((method) => {
          const row = cost.payments.find((p) => p.payment === method);
          const label = paymentLabel(method, language);
          return row && isShownCost(row)
            ? {
                key: method,
                cells: [
                  label,
                  row.journeys,
                  money(row.median),
                  t('range', { low: money(row.q1), high: money(row.q3) }),
                ],
              }
            : { key: method, cells: [label], note: suppressed };
        }),
      }}
    />
  );
}
