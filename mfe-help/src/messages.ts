import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The Help remote's words (docs/architecture.md §11). */
export const { useT, t } = createCatalog('help', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});
