import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The account menu's words (docs/architecture.md §11): with the menu's chunk, which only members fetch. */
export const { useT } = createCatalog('shell', english, {
  es: () => import(/* webpackChunkName: "user-menu-messages-es" */ './messages/es.json'),
});
