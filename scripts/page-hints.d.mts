export function createPageHints(options: {
  distDir: string;
  fetchImpl?: typeof fetch;
}): (url: URL) => Promise<string[]>;
export function withHints(html: string, hints: string[]): string;
