import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * What a failed call says when the API gave no message of its own (no network, a timeout, a
 * proxy's error page). Fetched on the first such failure, not with every page: the HTTP client
 * loads the file before it rejects, so the message is in the page's language (English if the file
 * cannot load either).
 */
export const callWords = createCatalog(
  'shared',
  english,
  { es: () => import(/* webpackChunkName: "call-messages-es" */ './messages/es.json') },
  { whenShown: true },
);
