export const RATING_LABELS: Readonly<Record<number, string>> = {
  1: 'Very dissatisfied',
  2: 'Dissatisfied',
  3: 'Neutral',
  4: 'Satisfied',
  5: 'Very satisfied',
};

export function ratingLabel(rating: number | null | undefined): string | undefined {
  return rating == null ? undefined : RATING_LABELS[rating];
}
