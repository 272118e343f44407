import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The words of the device's push switch (DevicePush): bundled with the pages that show it (the
 * notifications and account pages), not with the common catalog every page loads
 * (docs/architecture.md §11).
 */
export const pushWords = createCatalog('shared', english, {
  es: () => import(/* webpackChunkName: "push-messages-es" */ './messages/es.json'),
});
