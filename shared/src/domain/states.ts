/** 'New Hampshire' → 'new_hampshire': the doctor search's state parameter (docs/product.md §7). */
export function stateSearchKey(stateName: string | null | undefined): string {
  if (!stateName) return '*';
  return stateName.trim().toLowerCase().replace(/\s+/g, '_');
}

export const ALL_STATES_KEY = '*';
export const ALL_STATES_LABEL = 'All States';

/** Trailing ', MD' / ' MD' / ' M.D.' is stripped on the feed (docs/product.md §2). */
export function stripMdSuffix(name: string): string {
  return name.replace(/,?\s+M\.?D\.?\s*$/i, '').trim();
}
