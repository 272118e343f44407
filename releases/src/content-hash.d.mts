export const RELEASE_JSON: string;
export function listFiles(dir: string): string[];
export function contentHash(dir: string): string;
export function releaseVersion(packageVersion: string, hash: string): string;
