import { createCatalog } from '@journeys/shared/i18n';
import english from './messages/en.json';

/** The timeline's words (docs/architecture.md §11): loaded with the timeline's chunk. */
export const { useT } = createCatalog('feed', english, {
  es: () => import(/* webpackChunkName: "timeline-messages-es" */ './messages/es.json'),
});
