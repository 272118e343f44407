import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The auth remote's words (docs/architecture.md §11). */
export const { useT, t } = createCatalog('auth', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});

/** A key of this module's catalog. */
export type MessageKey = keyof typeof english;
