import type { FeedSort } from '@journeys/shared/query';
import type { T } from '../../../messages';

/**
 * The sort control's choices. The default order is newest first, or best match first while
 * searching text (the server ranks the matches), so its label says which.
 */
export function sortOptions(searching: boolean, t: T): { value: FeedSort; label: string }[] {
  return [
    { value: 'newest', label: t(searching ? 'best' : 'newest') },
    { value: 'updates', label: t('mostUpd') },
    { value: 'comments', label: t('mostDisc') },
  ];
}
