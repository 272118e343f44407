const DAY_MS = 86_400_000;

/**
 * Whole weeks from the surgery date to the update ('6 weeks after surgery' in the Compare dialog's
 * words). Only that dialog says it, so it lives apart from compare-photos.ts and stays in that
 * dialog's lazy chunk.
 */
export function weeksAfterSurgery(surgeryDate: string, at: string): number {
  return Math.max(0, Math.floor((new Date(at).getTime() - new Date(surgeryDate).getTime()) / (7 * DAY_MS)));
}
