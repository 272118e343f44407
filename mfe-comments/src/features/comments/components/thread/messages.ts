import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/**
 * The comment thread's words (docs/architecture.md §11): the opened thread (comments-panel.tsx and
 * everything it loads). Only its modules import this, so the words load with the thread's chunk,
 * not with the section's first chunk on every /surgeries card (src/messages.ts).
 */
export const { useT, t } = createCatalog('comments', english, {
  es: () => import(/* webpackChunkName: "thread-messages-es" */ './messages/es.json'),
});
