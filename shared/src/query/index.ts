/**
 * Server state for every module (docs/architecture.md §3). Modules import TanStack Query only
 * through this entry: it is a federation singleton, so every remote uses the client and cache
 * the shell provides, and react-query is tree-shaken down to what is listed here instead of
 * being shared whole. Add a name here to use it.
 */
export {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query';
export * from './query-client';
export * from './query-keys';
export * from './query-provider';
