import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { Link } from '@journeys/shared/router';
import { SUPPRESSED_TEXT, type SurgeonProcedureInsights } from '@journeys/shared/rules';
import { DataTable, type DataRow } from '../../../components/data-table';
import { Card } from '@journeys/shared/ui/card';
import styles from '../../../components/page.module.css';
import { decimal, journeysText, percent } from '../../../lib/format';
import { comparisonSentence, comparisonWords } from '../utils/comparison-words';

/** 'See these 14 journeys' ('See this journey' for one): the feed filtered to surgeon and procedure. */
export const surgeonFeedLinkText = (journeys: number) =>
  journeys === 1 ? 'See this journey' : `See these ${journeysText(journeys)}`;

const orWithheld = (value: number | null, format: (v: number) => string) =>
  value === null ? SUPPRESSED_TEXT : format(value);

/** One procedure a surgeon performed: their figures with 95% intervals beside all surgeons'. */
export function SurgeonProcedure({ npi, insights }: { npi: string; insights: SurgeonProcedureInsights }) {
  const titleId = useId();
  const { procedure, journeys, stars, better, overall } = insights;
  const starsText = (v: number) => `${decimal(Math.round(v * 10) / 10)} stars`;
  const rows: DataRow[] = [
    stars.mean === null || stars.low === null || stars.high === null
      ? { key: 'stars', cells: ['Average stars'], note: SUPPRESSED_TEXT }
      : {
          key: 'stars',
          cells: [
            'Average stars',
            starsText(stars.mean),
            `${decimal(Math.round(stars.low * 10) / 10)} to ${decimal(Math.round(stars.high * 10) / 10)}`,
            orWithheld(overall.stars, starsText),
            comparisonWords(insights.starsComparison),
          ],
        },
    better.share === null || better.low === null || better.high === null
      ? { key: 'better', cells: ['Better than before'], note: SUPPRESSED_TEXT }
      : {
          key: 'better',
          cells: [
            'Better than before',
            percent(better.share),
            `${percent(better.low)} to ${percent(better.high)}`,
            orWithheld(overall.better, percent),
            comparisonWords(insights.betterComparison),
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
        {journeysText(journeys)} with this surgeon.{' '}
        {comparisonSentence(insights.starsComparison, insights.betterComparison) ??
          `Too few journeys to compare: ${SUPPRESSED_TEXT.charAt(0).toLowerCase()}${SUPPRESSED_TEXT.slice(1)}.`}
      </p>
      <DataTable
        caption={`${procedure.name}: this surgeon's figures against all surgeons'`}
        columns={['Figure', 'This surgeon', '95% interval', 'All surgeons', 'Compared with all surgeons']}
        rows={rows}
      />
      <p className={styles.links}>
        <Link to={paths.feed({ surgeon: npi, procedure: procedure.id })} className={styles.link}>
          {surgeonFeedLinkText(journeys)}
        </Link>
      </p>
    </Card>
  );
}
