import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The member card's words (docs/architecture.md §11): loaded with the card's chunk, on its first opening. */
export const { useT } = createCatalog('feed', english, {
  es: () => import(/* webpackChunkName: "member-card-messages-es" */ './messages/es.json'),
});
