import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The words of an update's photos (docs/product.md §2): the feed's thumbnail strip and the media
 * remote's dialogs. Both are chunks fetched when a card has photos, so these words come with them,
 * not with the common catalog every page loads (docs/architecture.md §11).
 */
export const photoWords = createCatalog('shared', english, {
  es: () => import(/* webpackChunkName: "photo-messages-es" */ './messages/es.json'),
});
