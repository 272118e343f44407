import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The notifications page's words (docs/architecture.md §11). Only the page's modules import this,
 * so its words load with the NotificationsPage expose, not with the bell on every page
 * (src/messages.ts).
 */
export const { useT, t } = createCatalog('notifications', english, {
  es: () => import(/* webpackChunkName: "page-messages-es" */ './messages/es.json'),
});
