import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The media remote's words (docs/architecture.md §11). */
export const { useT, t } = createCatalog('media', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});
