import type { FeedFilterValues } from './feed-filters.mjs';

export const MAX_ID: number;
export function positiveId(value: string | null | undefined): number | undefined;
export function isId(value: unknown): value is number;
export const FEED_SEARCH_LENGTH: number;
export function npiOf(value: string | null | undefined): string | undefined;
export function feedFilters(params: URLSearchParams): FeedFilterValues & { sort?: 'updates' | 'comments' };
