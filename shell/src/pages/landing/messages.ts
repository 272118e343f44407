import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The landing page's words (docs/architecture.md §11): loaded with the landing page's chunk. */
export const { useT } = createCatalog('shell', english, {
  es: () => import(/* webpackChunkName: "landing-messages-es" */ './messages/es.json'),
});
