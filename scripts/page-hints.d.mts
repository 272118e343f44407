export function createPageHints(options: { distDir: string }): (url: URL) => Promise<string[]>;
export function withHints(html: string, hints: string[]): string;
