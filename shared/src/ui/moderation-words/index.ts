import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * What the author of hidden or pending content, and a suspended member, read (docs/product.md §7).
 * Few pages ever show them, so their file is fetched the first time one shows.
 */
export const moderationWords = createCatalog(
  'shared',
  english,
  { es: () => import(/* webpackChunkName: "moderation-messages-es" */ './messages/es.json') },
  { whenShown: true },
);
