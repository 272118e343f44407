import { common, richText } from '@journeys/shared/i18n';
import { usePageMeta } from '@journeys/shared/ui/use-page-meta';
import { useT } from '../../../messages';
import styles from './community-rules-page.module.css';

/**
 * What the one-line disclaimer on every page of journeys links to: what the stories are,
 * what is not allowed, how reporting works and what moderators do.
 */
export function CommunityRulesPage() {
  const t = useT();
  // The menu's and the notice's own words, as members see them on the site.
  const tc = common.useT();
  usePageMeta(t('rulesTitle'));

  return (
    <article className={styles.page} aria-labelledby="community-rules">
      <h1 id="community-rules">{t('rulesTitle')}</h1>
      <p>{richText((v) => t('rulesIntro', v), { advice: <strong>{t('notAdvice')}</strong> })}</p>

      <h2>{t('notAllowed')}</h2>
      <ul>
        <li>{t('noSpam')}</li>
        <li>{t('noHarassment')}</li>
        <li>{t('noMisinformation')}</li>
        <li>{t('noPrivateInformation')}</li>
        <li>{t('noImpersonation')}</li>
      </ul>

      <h2>{t('howReporting')}</h2>
      <p>
        {richText((v) => t('reportingText', v), {
          moreActions: <strong>{tc('moreActions')}</strong>,
          report: <strong>{tc('report')}</strong>,
        })}
      </p>

      <h2>{t('whatModerators')}</h2>
      <p>{t('moderatorsText', { hidden: tc('hiddenByModerators') })}</p>
      <p>{t('linksChecked')}</p>
    </article>
  );
}
