import { common } from '@journeys/shared/i18n';

/**
 * What a photo waiting for a moderator says to its author (docs/product.md §2): on their own
 * card's thumbnail and in the edit form. Nobody else is shown the photo at all.
 */
export const WAITING_FOR_REVIEW = 'Waiting for review';
// In English; the common catalog's 'waitingForReview' says it in the page's language.

/** What a visitor is offered in place of an update's members-only photos, in the page's language. */
export const loginToSee = (n: number) => common.t('loginToSee', { n });
