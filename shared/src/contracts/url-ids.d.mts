export function positiveId(value: string | null): number | undefined;
export function feedFilters(params: URLSearchParams): { surgery?: number; user?: number };
