import type { Language } from '@journeys/shared/languages';
import { wordsIn } from './words';

/** In English; ratingLabel(rating, language) says them in a language. */
export const RATING_LABELS: Readonly<Record<number, string>> = {
  1: 'Very dissatisfied',
  2: 'Dissatisfied',
  3: 'Neutral',
  4: 'Satisfied',
  5: 'Very satisfied',
};

export function ratingLabel(
  rating: number | null | undefined,
  language: Language = 'en',
): string | undefined {
  const english = rating == null ? undefined : RATING_LABELS[rating];
  const words = wordsIn(language);
  return english && words ? words('rating', { rating: String(rating) }) : english;
}
