const DAY_MS = 86_400_000;

/**
 * '6 weeks after surgery': whole weeks from the surgery date to the update. Only the Compare
 * dialog says it, so it lives apart from compare-photos.ts and stays in that dialog's lazy chunk.
 */
export function weeksAfterSurgery(surgeryDate: string, at: string): string {
  const weeks = Math.max(
    0,
    Math.floor((new Date(at).getTime() - new Date(surgeryDate).getTime()) / (7 * DAY_MS)),
  );
  return `${weeks} ${weeks === 1 ? 'week' : 'weeks'} after surgery`;
}
