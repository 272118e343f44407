import type { FeedSort } from '@journeys/shared/query';

/**
 * The sort control's choices. The default order is newest first, or best match first while
 * searching text (the server ranks the matches), so its label says which.
 */
export function sortOptions(searching: boolean): { value: FeedSort; label: string }[] {
  return [
    { value: 'newest', label: searching ? 'Best match' : 'Newest' },
    { value: 'updates', label: 'Most updates' },
    { value: 'comments', label: 'Most discussed' },
  ];
}
