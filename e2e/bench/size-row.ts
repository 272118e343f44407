/** One line of the size report: a page, a remote's initial chunk or the service worker. */
export interface SizeRow {
  what: string;
  /** What the budget holds: for a page, every JavaScript file it loaded once idle. */
  kb: number;
  budgetKb: number;
  files: number;
  /** A page's JavaScript requested before it was usable (information only). */
  usableKb?: number;
  usableFiles?: number;
}
