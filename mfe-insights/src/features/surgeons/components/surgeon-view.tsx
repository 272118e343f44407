import { isNotFoundAnswer } from '@journeys/shared/api';
import { useId } from 'react';
import { paths } from '@journeys/shared/contracts';
import { common } from '@journeys/shared/i18n';
import { buttonClass } from '@journeys/shared/ui/button';
import { ShareButton } from '@journeys/shared/ui/share-button';
import { LoadState } from '@journeys/shared/ui/load-state';
import { NotFoundMessage } from '@journeys/shared/ui/not-found-message';
import styles from '../../../components/page.module.css';
import { usePageMeta } from '@journeys/shared/ui/use-page-meta';
import { useT } from '../../../messages';
import { useSurgeonInsights } from '../api/use-surgeon-insights';
import { SurgeonProcedure } from './surgeon-procedure';

/** /surgeons/:npi: who the surgeon is and, per procedure, their figures against all surgeons'. */
export function SurgeonView({ npi }: { npi: string | undefined }) {
  const query = useSurgeonInsights(npi);
  const titleId = useId();
  const insights = query.data;
  const t = useT();
  // The domain's words (periods, ratings, symptom levels, withheld figures) are the common
  // catalog's, which the domain's formatters cannot wait for: the page waits for it instead.
  common.useT();
  const who = insights?.surgeon;
  usePageMeta(
    who && t('surgeonTitle', { name: who.name }),
    who &&
      (who.specialty
        ? t('surgeonSpecialtyDescription', { name: who.name, specialty: who.specialty })
        : t('surgeonDescription', { name: who.name })),
  );

  if (npi === undefined || isNotFoundAnswer(query.error)) return <NotFoundMessage titled />;
  if (!insights)
    return (
      <section className={styles.page}>
        <LoadState query={query} loading={t('loadingSurgeon')} failed={t('surgeonFailed')} />
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
        {journeys > 0 ? t('surgeonJourneys', { count: journeys }) : t('noSurgeonJourneys')}
      </p>
      <p className={styles.links}>
        <ShareButton className={buttonClass({}, styles.share)} path={paths.surgeon(surgeon.npi)} />
      </p>
      {journeys > 0 && (
        <>
          <p>{t('surgeonExplainer')}</p>
          {procedures.map((p) => (
            <SurgeonProcedure key={p.procedure.id} npi={surgeon.npi} insights={p} />
          ))}
        </>
      )}
    </section>
  );
}
