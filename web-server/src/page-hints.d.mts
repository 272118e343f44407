export function createPageHints(options: {
  distDir: string;
  remotesConfig?: () => object | null;
}): (
  url: URL,
  config?: object | null,
  viewer?: { member?: boolean; sameLanguage?: boolean },
) => Promise<string[]>;
export function withHints(html: string, hints: string[]): string;
