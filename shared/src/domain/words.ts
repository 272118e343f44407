import type { Language } from '@journeys/shared/languages';
import type english from './messages/en.json';

/**
 * A key of the domain's catalog (shared/src/domain/messages/): the translators' source and the
 * language check's. Its English is the text written out in the domain's functions, so en.json is
 * never bundled.
 */
export type DomainKey = keyof typeof english;
type Values = Record<string, string | number>;

/** Who says the domain's words in other languages: the page's common catalog, or a server's. */
export interface DomainWords {
  /** Whether it can say them in this language now (the page's catalog: in the page's language). */
  speaks(language: Language): boolean;
  /** A message of the domain's catalog in the language. */
  say(language: Language, key: DomainKey, values?: Values): string;
}

/**
 * The domain's words in languages other than English (docs/architecture.md §11). English stays
 * written out here: the API imports the domain and has neither React nor the page's catalogs. On a
 * page the common catalog (@journeys/shared/i18n, one per page) lends itself when it loads; a
 * server may lend its own (the common catalog's es.json compiled with @messageformat/core). The
 * slot is on globalThis because every remote bundles its own copy of the domain and they must all
 * read the page's one catalog.
 */
const SLOT = Symbol.for('journeys.shared.domainWords');
type Holder = { [SLOT]?: DomainWords };

/** Called once by the common catalog (shared/src/i18n/common.ts), or by a server. */
export function lendDomainWords(words: DomainWords): void {
  (globalThis as Holder)[SLOT] = words;
}

/** The translator for a language other than English; undefined means: say it in English. */
export function wordsIn(language: Language): ((key: DomainKey, values?: Values) => string) | undefined {
  const lent = (globalThis as Holder)[SLOT];
  if (language === 'en' || !lent?.speaks(language)) return undefined;
  return (key, values) => lent.say(language, key, values);
}
