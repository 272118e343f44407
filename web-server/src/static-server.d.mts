import type { Server } from 'node:http';

export function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  pageHints?: boolean;
  releasesDir?: string | null;
  liveRemotesJson?: string | null;
  remotesConfig?: () => object | null;
}): Promise<Server>;

/** Entry files that are always revalidated. */
export const NEVER_CACHED: string[];
