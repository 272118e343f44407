import { decimal, symptomLevel } from '@journeys/shared/rules';

export { decimal, percent } from '@journeys/shared/rules';

/** Journeys, with the noun agreeing: '1 journey', '42 journeys'. */
export function journeysText(count: number): string {
  return `${count} ${count === 1 ? 'journey' : 'journeys'}`;
}

/** 'Mildly better than before surgery' → 'Mildly better': the words a chart has room for. */
export function shortSymptomLabel(value: number): string {
  const label = symptomLevel(value)?.label ?? String(value);
  return label.replace(/ (?:than|as) before surgery$/, '');
}

/**
 * A symptom figure (1–7, a median may fall between two levels) in words:
 * 5 → '5 (Mildly better)', 5.5 → '5.5 (between Mildly better and Moderately better)'.
 */
export function symptomFigure(value: number): string {
  if (Number.isInteger(value)) return `${value} (${shortSymptomLabel(value)})`;
  const below = Math.floor(value);
  return `${decimal(value)} (between ${shortSymptomLabel(below)} and ${shortSymptomLabel(below + 1)})`;
}
