import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { buttonClass } from '@journeys/shared/ui/button';
import { ShareButton } from '@journeys/shared/ui/share-button';
import { LoadState } from '../../../components/load-state';
import { NotFoundMessage } from '../../../components/not-found-message';
import styles from '../../../components/page.module.css';
import { journeysText } from '../../../lib/format';
import { isNotFound } from '../../../lib/not-found';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta';
import { useSurgeonInsights } from '../api/use-surgeon-insights';
import { SurgeonProcedure } from './surgeon-procedure';

export const NO_JOURNEYS_TEXT = 'No journeys have been shared for this surgeon yet.';

/** /surgeons/:npi: who the surgeon is and, per procedure, their figures against all surgeons'. */
export function SurgeonView({ npi }: { npi: string | undefined }) {
  const query = useSurgeonInsights(npi);
  const titleId = useId();
  const insights = query.data;
  usePageMeta(
    insights && pageTitle(`${insights.surgeon.name}: outcomes by procedure`),
    insights &&
      `Recovery journeys shared by patients of ${insights.surgeon.name}${insights.surgeon.specialty ? `, ${insights.surgeon.specialty}` : ''}: outcomes by procedure against all surgeons, with 95% intervals.`,
  );

  if (npi === undefined || isNotFound(query.error)) return <NotFoundMessage />;
  if (!insights)
    return (
      <section className={styles.page}>
        <LoadState query={query} loading="Loading surgeon..." failed="Failed to load this surgeon" />
      </section>
    );
  const { surgeon, journeys, procedures } = insights;
  const place = [surgeon.city, surgeon.state].filter(Boolean).join(', ');
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {surgeon.name}
      </h1>
      <p className={styles.lead}>
        {[surgeon.specialty, place].filter(Boolean).join(' · ')}
        {(surgeon.specialty || place) && <br />}
        {journeys > 0 ? `${journeysText(journeys)} shared by patients.` : NO_JOURNEYS_TEXT}
      </p>
      <p className={styles.links}>
        <ShareButton className={buttonClass({}, styles.share)} path={paths.surgeon(surgeon.npi)} />
      </p>
      {journeys > 0 && (
        <>
          <p>
            Each figure is set against the same procedure over all surgeons. A surgeon is within the expected
            range unless the 95% interval of their figure leaves out the figure for all surgeons. This is not
            a ranking.
          </p>
          {procedures.map((p) => (
            <SurgeonProcedure key={p.procedure.id} npi={surgeon.npi} insights={p} />
          ))}
        </>
      )}
    </section>
  );
}
