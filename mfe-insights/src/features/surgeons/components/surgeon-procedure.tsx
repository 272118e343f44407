import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { Link } from '@journeys/shared/router';
import { useLanguage } from '@journeys/shared/i18n';
import { suppressedText, type SurgeonProcedureInsights } from '@journeys/shared/rules';
import { DataTable, type DataRow } from '../../../components/data-table';
import { Card } from '@journeys/shared/ui/card';
import styles from '../../../components/page.module.css';
import { decimal, percent } from '../../../lib/format';
import { useT } from '../../../messages';
import { CostFigures, WorthItFigures } from '../../procedures';
import { comparisonSentence, comparisonWords } from '../utils/comparison-words';

/**
 * One procedure a surgeon performed: their figures with 95% intervals beside all surgeons', then
 * their patients' 'Worth it' answers and what they paid.
 */
export function SurgeonProcedure({ npi, insights }: { npi: string; insights: SurgeonProcedureInsights }) {
  const titleId = useId();
  const t = useT();
  const language = useLanguage();
  const { procedure, journeys, stars, better, overall } = insights;
  const suppressed = suppressedText(language);
  const orWithheld = (value: number | null, format: (v: number) => string) =>
    value === null ? suppressed : format(value);
  const tenths = (v: number) => decimal(Math.round(v * 10) / 10, language);
  const starsText = (v: number) => t('starsValue', { value: tenths(v) });
  const pct = (v: number) => percent(v, language);
  const rows: DataRow[] = [
    stars.mean === null || stars.low === null || stars.high === null
      ? { key: 'stars', cells: [t('averageStars')], note: suppressed }
      : {
          key: 'stars',
          cells: [
            t('averageStars'),
            starsText(stars.mean),
            t('range', { low: tenths(stars.low), high: tenths(stars.high) }),
            orWithheld(overall.stars, starsText),
            comparisonWords(insights.starsComparison, t),
          ],
        },
    better.share === null || better.low === null || better.high === null
      ? { key: 'better', cells: [t('betterThanBefore')], note: suppressed }
      : {
          key: 'better',
          cells: [
            t('betterThanBefore'),
            pct(better.share),
            t('range', { low: pct(better.low), high: pct(better.high) }),
            orWithheld(overall.better, pct),
            comparisonWords(insights.betterComparison, t),
          ],
        },
  ];

  return (
    <Card as="section" className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.cardTitle}>
        <Link to={paths.procedure(procedure.id)} className={styles.link}>
          {procedure.name}
        </Link>
      </h2>
      <p className={styles.summary}>
        {t('withSurgeon', { count: journeys })}{' '}
        {comparisonSentence(insights.starsComparison, insights.betterComparison, t) ?? t('tooFewToCompare')}
      </p>
      <DataTable
        caption={t('surgeonCaption', { procedure: procedure.name })}
        columns={[t('figure'), t('thisSurgeon'), t('interval'), t('allSurgeons'), t('comparedWithAll')]}
        rows={rows}
      />
      <WorthItFigures points={insights.worthIt} procedure={procedure.name} who="surgeon" level={3} />
      <CostFigures cost={insights.cost} procedure={procedure.name} who="surgeon" level={3} />
      <p className={styles.links}>
        <Link to={paths.feed({ surgeon: npi, procedure: procedure.id })} className={styles.link}>
          {/* 'See these 14 journeys' ('See this journey' for one): the feed filtered to surgeon and procedure. */}
          {t('seeSurgeonJourneys', { count: journeys })}
        </Link>
      </p>
    </Card>
  );
}
