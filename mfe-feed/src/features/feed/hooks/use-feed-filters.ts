import { useSearchParams } from '@journeys/shared/router';

export interface FeedFilters {
  surgery?: number;
  user?: number;
}

export interface FeedParams extends FeedFilters {
  comment?: number;
  login: boolean;
  /** How many of surgery and user narrow the list: the n of 'Clear Filters (n)'. */
  activeFilters: number;
}

/** A hand-edited URL (`?user=abc`) filters nothing rather than failing the page. */
function positiveId(value: string | null): number | undefined {
  if (value == null || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return Number.isSafeInteger(n) && n > 0 ? n : undefined;
}

export function useFeedParams(): FeedParams {
  const [params] = useSearchParams();
  const surgery = positiveId(params.get('surgery'));
  const user = positiveId(params.get('user'));
  return {
    surgery,
    user,
    comment: positiveId(params.get('comment')),
    login: params.get('login') === 'true',
    activeFilters: (surgery != null ? 1 : 0) + (user != null ? 1 : 0),
  };
}
