import type { Language } from '@journeys/shared/languages';
import { SYMPTOM_MAX, SYMPTOM_MIN } from './constants';
import { wordsIn } from './words';

export interface SymptomLevel {
  value: number;
  /** Display score from -3 to +3 (docs/product.md §9). */
  score: number;
  /** In English here; symptomLevel(value, language) gives it in a language. */
  label: string;
  emoji: string;
  color: string;
}

const LEVELS: readonly SymptomLevel[] = [
  { value: 1, score: -3, label: 'Significantly worse than before surgery', emoji: '😫', color: '#c62828' },
  { value: 2, score: -2, label: 'Moderately worse than before surgery', emoji: '😣', color: '#e53935' },
  { value: 3, score: -1, label: 'Mildly worse than before surgery', emoji: '🙁', color: '#fb8c00' },
  { value: 4, score: 0, label: 'About the same as before surgery', emoji: '😐', color: '#757575' },
  { value: 5, score: 1, label: 'Mildly better than before surgery', emoji: '🙂', color: '#7cb342' },
  { value: 6, score: 2, label: 'Moderately better than before surgery', emoji: '😊', color: '#43a047' },
  { value: 7, score: 3, label: 'Significantly better than before surgery', emoji: '😄', color: '#2e7d32' },
];

/** The scale as the wizard shows it: highest first. */
export const SYMPTOM_LEVELS_HIGHEST_FIRST: readonly SymptomLevel[] = [...LEVELS].reverse();

/** A level of the scale, its label in `language`. */
export function symptomLevel(value: number, language: Language = 'en'): SymptomLevel | undefined {
  if (!Number.isInteger(value) || value < SYMPTOM_MIN || value > SYMPTOM_MAX) return undefined;
  const level = LEVELS[value - SYMPTOM_MIN];
  const words = wordsIn(language);
  return level && words ? { ...level, label: words('symptom', { value: String(value) }) } : level;
}

/** '+2', '0', '-3' — the sign is part of what a reader scans for. */
export function formatSymptomScore(score: number): string {
  return score > 0 ? `+${score}` : String(score);
}
