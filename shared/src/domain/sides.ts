import type { Language } from '@journeys/shared/languages';
import { wordsIn } from './words';

/** Which side a procedure was on (docs/product.md §3). */
export type Side = 'left' | 'right' | 'bilateral';
export const SIDES: readonly Side[] = ['left', 'right', 'bilateral'];

/** 'Left', 'Right', 'Both': a side as a reader sees it, in `language`. */
export function sideLabel(side: Side, language: Language = 'en'): string {
  const words = wordsIn(language);
  if (words) return words('side', { side });
  return side === 'left' ? 'Left' : side === 'right' ? 'Right' : 'Both';
}
