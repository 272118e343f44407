import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The bell's words (docs/architecture.md §11): its expose loads on every page. The notifications
 * page's words are its own catalog, loaded with the page (features/notifications/messages.ts).
 */
export const { useT, t } = createCatalog('notifications', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});
