import { lendDomainWords } from '../domain/words';
import { createCatalog, say, type Message } from './catalog';
import type { Language } from '@journeys/shared/languages';
import { currentLanguage } from './language-store';
import { reportMissingMessage } from './missing-messages';
import english from './messages/en.json';

/** The domain's words (shared/src/domain/messages/) per language, loaded with the common catalog's. */
const domainWords = new Map<Language, Record<string, Message>>();

/**
 * The words of @journeys/shared itself: its UI parts (shared/src/ui) and the messages every module
 * shows for a failed call, one catalog for the page, loaded once, whichever remotes use it. A
 * language's file comes with the domain's words in that language (sides, states, times since
 * surgery): one file, so a component that reads this catalog has the domain's words too.
 */
export const common = createCatalog('shared', english, {
  es: () =>
    Promise.all([
      import(/* webpackChunkName: "host-messages-es" */ './messages/es.json'),
      import(/* webpackChunkName: "host-messages-es" */ '../domain/messages/es.json'),
    ]).then(([own, domain]) => {
      domainWords.set('es', domain.default as unknown as Record<string, Message>);
      return own;
    }),
});

// The domain (bundled into every remote, and into the API, which has no catalogs) says its words
// in other languages through these. Its formatters are plain functions that cannot wait for a
// file, so a page that opens in another language asks for it at once, ahead of the remotes (a
// switch loads it with every other catalog). Until it has arrived the domain says them in English.
lendDomainWords({
  speaks: (language) => language === currentLanguage() && domainWords.has(language),
  say: (language, key, values) => {
    const message = domainWords.get(language)?.[key];
    if (message !== undefined) return say(message, values);
    reportMissingMessage('shared', language);
    return key;
  },
});
if (currentLanguage() !== 'en') void common.load(currentLanguage());
