/**
 * What a photo waiting for a moderator says to its author (docs/product.md §2): on their own
 * card's thumbnail and in the edit form. Nobody else is shown the photo at all.
 */
export const WAITING_FOR_REVIEW = 'Waiting for review';
