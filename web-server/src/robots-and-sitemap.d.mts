import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Transform } from 'node:stream';
export function robotsTxt(siteUrl: string): string;
export function isSitemapPath(path: string): boolean;
export function siteUrlOf(req: IncomingMessage): string;
export function proxySitemap(
  req: IncomingMessage,
  res: ServerResponse,
  apiUrl: string,
  path: string,
): Promise<void>;
export function sitemapTransform(language: string): Transform;
