import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The shell's words (docs/architecture.md §11): English with the code, Spanish loaded when in use. */
export const { useT, t } = createCatalog('shell', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});
