import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The comments remote's first-chunk words (docs/architecture.md §11): the closed section on every
 * /surgeries card. The opened thread's words are its own catalog, loaded with its chunk
 * (features/comments/components/thread/messages.ts).
 */
export const { useT, t } = createCatalog('comments', english, {
  es: () => import(/* webpackChunkName: "messages-es" */ './messages/es.json'),
});
