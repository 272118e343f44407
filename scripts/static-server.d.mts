import type { Server } from 'node:http';

export function startStaticServer(options: {
  dir: string;
  port: number;
  host?: string;
  spa?: boolean;
  pageHints?: boolean;
  releasesDir?: string | null;
  liveRemotesJson?: string | null;
}): Promise<Server>;
