/**
 * What a photo waiting for a moderator says to its author (docs/product.md §2): on their own
 * card's thumbnail and in the edit form. Nobody else is shown the photo at all.
 */
export const WAITING_FOR_REVIEW = 'Waiting for review';

/** What a visitor is offered in place of an update's members-only photos. */
export const loginToSee = (n: number) => `Log in to see ${n} ${n === 1 ? 'photo' : 'photos'}`;
