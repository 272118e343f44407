import { isNotFoundAnswer } from '@journeys/shared/api';
import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { common } from '@journeys/shared/i18n';
import { Link } from '@journeys/shared/router';
import { buttonClass } from '@journeys/shared/ui/button';
import { ShareButton } from '@journeys/shared/ui/share-button';
import { LoadState } from '@journeys/shared/ui/load-state';
import { NotFoundMessage } from '@journeys/shared/ui/not-found-message';
import styles from '../../../components/page.module.css';
import { usePageMeta } from '@journeys/shared/ui/use-page-meta';
import { useT } from '../../../messages';
import { useProcedureInsights } from '../api/use-procedure-insights';
import { BetterShare } from './better-share';
import { CostFigures } from './cost-figures';
import { RecoveryCurve } from './recovery-curve';
import { SatisfactionChart } from './satisfaction-chart';
import { WorthItFigures } from './worth-it-figures';

/**
 * /procedures/:id: one procedure's recovery curve, share better than before, satisfaction, share
 * who said it was worth it, and what members paid.
 */
export function ProcedureView({ id }: { id: number | undefined }) {
  const query = useProcedureInsights(id);
  const titleId = useId();
  const insights = query.data;
  const t = useT();
  // The domain's words (periods, ratings, symptom levels, withheld figures) are the common
  // catalog's, which the domain's formatters cannot wait for: the page waits for it instead.
  common.useT();
  usePageMeta(
    insights && t('procedureTitle', { name: insights.procedure.name }),
    insights && t('procedureDescription', { name: insights.procedure.name, count: insights.journeys }),
  );

  if (id === undefined || isNotFoundAnswer(query.error)) return <NotFoundMessage titled />;
  if (!insights)
    return (
      <section className={styles.page}>
        <LoadState query={query} loading={t('loadingFigures')} failed={t('figuresFailed')} />
      </section>
    );
  const { procedure, journeys } = insights;
  return (
    <section className={styles.page} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        {procedure.name}
      </h1>
      <p className={styles.lead}>{t('procedureLead', { count: journeys })}</p>
      <p className={styles.links}>
        {journeys > 0 && (
          <Link to={paths.feed({ procedure: procedure.id })} className={styles.link}>
            {/* 'See all 42 journeys' ('See the 1 journey' for one): the feed filtered to this procedure. */}
            {t('seeJourneys', { count: journeys })}
          </Link>
        )}
        <Link to={paths.procedures()} className={styles.link}>
          {t('allProcedures')}
        </Link>
        <ShareButton className={buttonClass({}, styles.share)} path={paths.procedure(procedure.id)} />
      </p>
      <RecoveryCurve procedureName={procedure.name} curve={insights.curve} />
      <BetterShare better={insights.better} />
      <SatisfactionChart satisfaction={insights.satisfaction} />
      <WorthItFigures points={insights.worthIt} procedure={procedure.name} who="all" />
      <CostFigures cost={insights.cost} procedure={procedure.name} who="all" />
    </section>
  );
}
