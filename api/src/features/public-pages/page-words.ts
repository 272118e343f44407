/** Small text helpers shared by the public pages: site name, titles, descriptions. */
import type { Review } from '@journeys/shared/domain';

export const SITE_NAME = 'Surgery Journeys';
/** Search engines show about this much of a description; previews less. */
const DESCRIPTION_LENGTH = 155;

/** 'Knee Arthroscopy recovery' → 'Knee Arthroscopy recovery | Surgery Journeys'. */
export function siteTitle(subject: string): string {
  return `${subject} | ${SITE_NAME}`;
}

/** Whitespace folded to single spaces: member text keeps its line breaks, a tag must not. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** The opening words of `text`, cut at a word boundary with an ellipsis when it is longer. */
export function openingWords(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = oneLine(text);
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > length / 2 ? cut.slice(0, atWord) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}

/** 'Knee Replacement (left), Hip Replacement (bilateral)', as the card's title says it. */
export function proceduresTitle(procedures: Review['procedures']): string {
  return procedures.map((p) => `${p.name} (${p.side})`).join(', ') || 'Surgery';
}

/** The name a member is shown under, or the card's words for an erased account. */
export function memberName(patient: { username: string } | null): string {
  return patient?.username ?? 'Deleted member';
}
