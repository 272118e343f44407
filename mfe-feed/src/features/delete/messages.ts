import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The delete dialog's words (docs/architecture.md §11): loaded with the dialog's chunk. */
export const { useT } = createCatalog('feed', english, {
  es: () => import(/* webpackChunkName: "delete-messages-es" */ './messages/es.json'),
});
