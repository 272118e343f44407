import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The words of the standalone pages' frame (standalone-frame.tsx), for QA. A catalog of its own,
 * not the common one: the common catalog is in the shell's first chunk on every page, and these
 * words are on none of the site's pages.
 */
export const { useT } = createCatalog('shared-standalone', english, {
  es: () => import(/* webpackChunkName: "standalone-messages-es" */ './messages/es.json'),
});
