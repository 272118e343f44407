import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { Link } from '@journeys/shared/router';
import { buttonClass } from '@journeys/shared/ui/button';
import { ShareButton } from '@journeys/shared/ui/share-button';
import { LoadState } from '../../../components/load-state';
import { NotFoundMessage } from '../../../components/not-found-message';
import styles from '../../../components/page.module.css';
import { journeysText } from '../../../lib/format';
import { isNotFound } from '../../../lib/not-found';
import { pageTitle, usePageMeta } from '../../../lib/use-page-meta';
import { useProcedureInsights } from '../api/use-procedure-insights';
import { BetterShare } from './better-share';
import { RecoveryCurve } from './recovery-curve';
import { SatisfactionChart } from './satisfaction-chart';

/** 'See all 42 journeys' ('See the 1 journey' for one): the feed filtered to this procedure. */
export const feedLinkText = (journeys: number) =>
  journeys === 1 ? 'See the 1 journey' : `See all ${journeysText(journeys)}`;

/** /procedures/:id: one procedure's recovery curve, share better than before and satisfaction. */
export function ProcedureView({ id }: { id: number | undefined }) {
  const query = useProcedureInsights(id);
  const titleId = useId();
  const insights = query.data;
  usePageMeta(
    insights && pageTitle(`${insights.procedure.name} recovery`),
    insights &&
      `How members recover after ${insights.procedure.name}: symptoms over time, the share better than before surgery and satisfaction, from ${journeysText(insights.journeys)} shared on Surgery Journeys.`,
  );

  if (id === undefined || isNotFound(query.error)) return <NotFoundMessage />;
  if (!insights)
    return (
      <section className={styles.page}>
        <LoadState
          query={query}
          loading="Loading recovery figures..."
          failed="Failed to load recovery figures"
        />
      </section>
    );
  const { procedure, journeys } = insights;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {procedure.name}
      </h1>
      <p className={styles.lead}>
        Recovery as members report it: {journeysText(journeys)} shared. Figures built from fewer than 11
        journeys are not shown.
      </p>
      <p className={styles.links}>
        {journeys > 0 && (
          <Link to={paths.feed({ procedure: procedure.id })} className={styles.link}>
            {feedLinkText(journeys)}
          </Link>
        )}
        <Link to={paths.procedures()} className={styles.link}>
          All procedures
        </Link>
        <ShareButton className={buttonClass({}, styles.share)} path={paths.procedure(procedure.id)} />
      </p>
      <RecoveryCurve procedureName={procedure.name} curve={insights.curve} />
      <BetterShare better={insights.better} />
      <SatisfactionChart satisfaction={insights.satisfaction} />
    </section>
  );
}
