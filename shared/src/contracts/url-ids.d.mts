export const MAX_ID: number;
export function positiveId(value: string | null | undefined): number | undefined;
export function isId(value: unknown): value is number;
export function feedFilters(params: URLSearchParams): { surgery?: number; user?: number };
