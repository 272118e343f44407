import { createCatalog, type Translate } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The feed remote's words (docs/architecture.md §11): those of its first chunk (the list, the card,
 * its facts and summary, load more, the member card) and of the filter bar, which every /surgeries
 * loads once idle, so its words cost the page's budget wherever they are (one catalog fewer is
 * smaller). A screen loaded only when the visitor acts, or only for a member, brings its own
 * catalog (features/<feature>/messages.ts: timeline, delete dialog, on-track line, follow button).
 */
export const { useT, t } = createCatalog('feed', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});

/** The catalog's translator, for helpers that format outside a component. */
export type T = Translate<keyof typeof english>;
