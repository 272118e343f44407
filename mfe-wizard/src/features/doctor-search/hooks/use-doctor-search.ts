import { useEffect, useMemo, useState } from 'react';
import { searchDoctors } from '@journeys/shared/api';
import { queryKeys, useInfiniteQuery } from '@journeys/shared/query';
import { DOCTOR_SEARCH_DEBOUNCE_MS, type DoctorSearchResult } from '@journeys/shared/rules';

export interface DoctorSearchState {
  results: DoctorSearchResult[];
  hasMore: boolean;
  /** Pages loaded so far for the current phrase and state. */
  pages: number;
  /** Waiting for the debounce or for an answer. */
  searching: boolean;
  /** True once an answer for the current phrase and state has arrived. */
  settled: boolean;
  loadMore: () => void;
}

interface Search {
  phrase: string;
  stateKey: string;
}

/** The search to run: the typed one once it has stood still for the debounce (null until then). */
function useDebounced(phrase: string, stateKey: string): Search | null {
  const [asked, setAsked] = useState<Search | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setAsked({ phrase, stateKey }), DOCTOR_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [phrase, stateKey]);
  return asked;
}

/**
 * Doctor search by phrase and state key (lower_snake name or '*'), docs/product.md §7: debounced 300 ms,
 * pages of 10 (`page`/`pageSize`) while `hasMore`, one infinite query per phrase and state.
 * A newer search cancels the older one's request, so a slow stale page never shows.
 * A failure is only logged (docs/product.md §8).
 */
export function useDoctorSearch(query: string, stateKey: string): DoctorSearchState {
  const phrase = query.trim();
  const asked = useDebounced(phrase, stateKey);
  const current = asked?.phrase === phrase && asked.stateKey === stateKey;
  // Before the first debounce nothing is asked; the key is only a placeholder then.
  const run = asked ?? { phrase, stateKey };
  const search = useInfiniteQuery({
    queryKey: queryKeys.doctors.search(run.stateKey, run.phrase),
    queryFn: ({ pageParam, signal }) =>
      searchDoctors({ state: run.stateKey, q: run.phrase, page: pageParam, signal }).catch(
        (error: unknown) => {
          if (!signal.aborted) console.error('Doctor search failed', error);
          throw error;
        },
      ),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    enabled: asked != null,
    retry: false,
  });
  const { data, isFetching, isError, hasNextPage, fetchNextPage } = search;
  const results = useMemo(() => data?.pages.flatMap((p) => p.doctors) ?? [], [data]);

  const searching = !current || isFetching;
  const hasMore = current && !isError && hasNextPage;
  return {
    results: current ? results : [],
    hasMore,
    pages: current ? (data?.pages.length ?? 0) : 0,
    searching,
    settled: current && data !== undefined,
    loadMore: () => {
      if (!searching && hasMore) void fetchNextPage();
    },
  };
}
