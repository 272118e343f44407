import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The help remote's words (docs/architecture.md §11). */
export const { useT, t } = createCatalog('help', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});

/** A translator of this catalog (the hook's or the module's). */
export type T = typeof t;
