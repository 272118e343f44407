import { createCatalog, type Translate } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The on-track line's words (docs/architecture.md §11): loaded with the on-track line's chunk. */
export const { useT } = createCatalog('feed', english, {
  es: () => import(/* webpackChunkName: "on-track-messages-es" */ './messages/es.json'),
});

/** The catalog's translator, for helpers that format outside a component. */
export type T = Translate<keyof typeof english>;
