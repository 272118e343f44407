import { useSearchParams } from '@journeys/shared/router';
import { usePageMeta } from '@journeys/shared/ui/use-page-meta';
import { useT } from '../../../messages';
import { parseItemKey } from '../utils/labels';
import { ItemDetail } from './item-detail';
import { QueueList } from './queue-list';
import styles from './moderation.module.css';

/**
 * The moderators' queue: reported items and first posts with links, most reported first.
 * Opening one (`?item=comment-12`) shows it in context with its reports, its author's history,
 * its audit log and the actions. Only moderators reach it: the shell shows anyone else the 404
 * page and the API answers them 403.
 */
export function ModerationPage() {
  const [params, setParams] = useSearchParams();
  const open = parseItemKey(params.get('item'));
  const t = useT();

  usePageMeta(t('queueTitle'));

  return (
    <section className={styles.page} aria-labelledby="moderation-heading">
      <h1 id="moderation-heading">{t('queueTitle')}</h1>
      {open ? (
        <ItemDetail
          key={`${open.itemType}-${open.itemId}`}
          itemType={open.itemType}
          itemId={open.itemId}
          onBack={() => setParams({})}
        />
      ) : (
        <QueueList />
      )}
    </section>
  );
}
