import type { Language } from '@journeys/shared/languages';
import { wordsIn } from './words';

/** 'New Hampshire' → 'new_hampshire': the doctor search's state parameter (docs/product.md §7). */
export function stateSearchKey(stateName: string | null | undefined): string {
  if (!stateName) return '*';
  return stateName.trim().toLowerCase().replace(/\s+/g, '_');
}

export const ALL_STATES_KEY = '*';
export const ALL_STATES_LABEL = 'All States';

/** 'All States' in `language`. */
export function allStatesLabel(language: Language = 'en'): string {
  return wordsIn(language)?.('allStates') ?? ALL_STATES_LABEL;
}

/**
 * A state's name (as the reference data names it, in English) in `language`: 'New York' →
 * 'Nueva York'. A name the language writes the same way, or does not know, is shown as it is.
 */
export function stateName(name: string, language: Language = 'en'): string {
  return wordsIn(language)?.('stateName', { key: stateSearchKey(name), name }) ?? name;
}

/** Trailing ', MD' / ' MD' / ' M.D.' is stripped on the feed (docs/product.md §2). */
export function stripMdSuffix(name: string): string {
  return name.replace(/,?\s+M\.?D\.?\s*$/i, '').trim();
}
