import { useEffect, useState } from 'react';
import { searchDoctors } from '@journeys/shared/api';
import { queryKeys, useInfiniteQuery } from '@journeys/shared/query';
import { DOCTOR_SEARCH_DEBOUNCE_MS, type DoctorSearchResult } from '@journeys/shared/rules';

/** Fewer letters than this match too many surgeons to be worth a request. */
export const SURGEON_MIN_CHARS = 2;

export interface SurgeonOptions {
  options: DoctorSearchResult[];
  /** Waiting for the typing to pause or for the answer. */
  searching: boolean;
  /** An answer for the text as it stands has arrived. */
  settled: boolean;
}

const NONE: DoctorSearchResult[] = [];

/**
 * The first page of the doctor search (`GET /doctors/search`) for the typed text, once it has
 * stood still for the debounce, in the state the feed is filtered by ('*' for all). The query is
 * an infinite one under the wizard's key so both read the one cache entry the same way.
 */
export function useSurgeonOptions(text: string, stateKey: string): SurgeonOptions {
  const phrase = text.trim();
  const [asked, setAsked] = useState({ phrase: '', stateKey });
  useEffect(() => {
    const timer = setTimeout(() => setAsked({ phrase, stateKey }), DOCTOR_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [phrase, stateKey]);
  const current = asked.phrase === phrase && asked.stateKey === stateKey;
  const search = useInfiniteQuery({
    queryKey: queryKeys.doctors.search(asked.stateKey, asked.phrase),
    queryFn: ({ pageParam, signal }) =>
      searchDoctors({ state: asked.stateKey, q: asked.phrase, page: pageParam, signal }),
    initialPageParam: 1,
    getNextPageParam: (last, all) => (last.hasMore ? all.length + 1 : undefined),
    enabled: asked.phrase.length >= SURGEON_MIN_CHARS,
    retry: false,
  });
  if (phrase.length < SURGEON_MIN_CHARS) return { options: NONE, searching: false, settled: false };
  const options = current ? (search.data?.pages[0]?.doctors ?? NONE) : NONE;
  return {
    options,
    searching: !current || search.isFetching,
    settled: current && (search.data !== undefined || search.isError),
  };
}
