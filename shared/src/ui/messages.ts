import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The words of the dialogs a reader opens (confirm, report): bundled with them, in the chunk a
 * remote loads when one opens, not with the common catalog every page loads (docs/architecture.md §11).
 */
export const dialogs = createCatalog('shared', english, {
  es: () => import(/* webpackChunkName: "dialog-messages-es" */ './messages/es.json'),
});
