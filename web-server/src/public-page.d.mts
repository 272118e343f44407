export const PUBLIC_PATTERNS: string[];
export function publicPageOf(value: unknown): object | null;
export function createPublicPages(options?: {
  timeoutMs?: number;
}): (
  url: URL,
  apiUrl: string | null,
  page?: { language?: string; siteUrl?: string },
) => Promise<(html: string) => { status: number; html: string }>;
