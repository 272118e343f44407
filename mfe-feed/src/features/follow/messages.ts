import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The follow button's words (docs/architecture.md §11): loaded with the follow button's chunk. */
export const { useT } = createCatalog('feed', english, {
  es: () => import(/* webpackChunkName: "follow-messages-es" */ './messages/es.json'),
});
