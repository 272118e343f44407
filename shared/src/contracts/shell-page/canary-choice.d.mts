export const CANARY_COOKIE: string;
export function seedFromCookie(cookieHeader: string | undefined): number | null;
export function bucketOf(seed: number, name: string): number;
export function chooseReleases<T>(config: T, seed: number): T;
export function hasCanary(config: unknown): boolean;
