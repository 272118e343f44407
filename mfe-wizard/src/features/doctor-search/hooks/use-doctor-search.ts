import { useCallback, useEffect, useRef, useState } from 'react';
import { searchDoctors } from '@journeys/shared/api';
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

/**
 * Doctor search by phrase and state key (lower_snake name or '*'), docs/product.md §7: debounced 300 ms,
 * pages of 10 while `hasMore`. Each request aborts the one before, and an answer whose
 * controller was aborted is dropped, so a slow stale page never replaces newer results.
 * A failure is only logged (docs/product.md §8).
 */
export function useDoctorSearch(query: string, stateKey: string): DoctorSearchState {
  const [results, setResults] = useState<DoctorSearchResult[]>([]);
  const [hasMore, setHasMore] = useState(false);
  const [pages, setPages] = useState(0);
  const [searching, setSearching] = useState(true);
  const [settled, setSettled] = useState(false);
  const inFlight = useRef<AbortController | null>(null);

  const fetchPage = useCallback(async (q: string, state: string, page: number) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    setSearching(true);
    try {
      const answer = await searchDoctors({ state, q: q.trim(), page, signal: controller.signal });
      if (controller.signal.aborted) return;
      setResults((shown) => (page === 1 ? answer.doctors : [...shown, ...answer.doctors]));
      setHasMore(answer.hasMore);
      setPages(page);
      setSettled(true);
    } catch (error) {
      if (controller.signal.aborted) return;
      console.error('Doctor search failed', error);
      setHasMore(false);
    } finally {
      if (inFlight.current === controller) {
        inFlight.current = null;
        setSearching(false);
      }
    }
  }, []);

  useEffect(() => {
    setResults([]);
    setHasMore(false);
    setPages(0);
    setSettled(false);
    setSearching(true);
    const timer = setTimeout(() => void fetchPage(query, stateKey, 1), DOCTOR_SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      inFlight.current?.abort();
      inFlight.current = null;
    };
  }, [query, stateKey, fetchPage]);

  const loadMore = useCallback(() => {
    if (searching || !hasMore) return;
    void fetchPage(query, stateKey, pages + 1);
  }, [searching, hasMore, fetchPage, query, stateKey, pages]);

  return { results, hasMore, pages, searching, settled, loadMore };
}
