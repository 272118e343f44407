import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The shell's words (docs/architecture.md §11): English with the code, Spanish loaded when in use,
 * in one file with the common catalog's (the same chunk name as shared/src/i18n/common.ts): every
 * page in Spanish needs both, so one request and one gzip dictionary.
 */
export const { useT, t } = createCatalog('shell', english, {
  es: () => import(/* webpackChunkName: "host-messages-es" */ './messages/es.json'),
});
