import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The words of the account page's notification settings (docs/architecture.md §11): their panel
 * loads after the page's first part, so its words come with it, not with the catalog every page of
 * this module (the login modals among them) loads.
 */
export const { useT, t } = createCatalog('auth', english, {
  es: () => import(/* webpackChunkName: "notification-messages-es" */ './messages/es.json'),
});

/** A key of this catalog. */
export type MessageKey = keyof typeof english;
