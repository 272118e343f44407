import type { RemoteId } from '@journeys/shared/contracts';

export function remotesForPage(pathname: string, options: { member: boolean }): RemoteId[];
export function firstApiRequest(pathname: string, search: string): string | null;
