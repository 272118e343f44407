import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The words of a page that could not load or names nothing (load-state.tsx,
 * not-found-message.tsx). Bundled with those parts, so only the pages that use them carry the
 * English; another language's file is fetched the first time one shows.
 */
export const pageStateWords = createCatalog(
  'shared',
  english,
  { es: () => import(/* webpackChunkName: "page-state-messages-es" */ './messages/es.json') },
  { whenShown: true },
);
