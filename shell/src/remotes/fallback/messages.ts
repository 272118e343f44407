import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * What a module that is down says (docs/architecture.md §11): fetched from the shell's own server
 * the first time it shows, not with every page. If that fails too, it shows in English.
 */
export const { useT } = createCatalog(
  'shell',
  english,
  { es: () => import(/* webpackChunkName: "fallback-messages-es" */ './messages/es.json') },
  { whenShown: true },
);
