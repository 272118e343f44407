import { DEFAULT_LANGUAGE, type Language } from '@journeys/shared/languages';
import { currentLanguage, useLanguage } from './language-store';
import { reportMissingMessage } from './missing-messages';

/**
 * A compiled message: ICU compiled ahead of time into a function, or the text itself when it has no
 * placeholder (shared/build/messages-compile.cjs).
 */
export type Message = ((values?: Record<string, unknown>) => string) | string;

/** A compiled message's text with these values. */
export function say(message: Message, values?: Record<string, unknown>): string {
  return typeof message === 'string' ? message : message(values);
}
export type MessageValues = Record<string, string | number | Date>;
type CompiledCatalog = Record<string, Message>;
/** A language's file as TypeScript sees it (JSON strings); the build makes its values functions. */
type CatalogModule = { default: object };
export type CatalogLoaders = Partial<Record<Exclude<Language, 'en'>, () => Promise<CatalogModule>>>;

/** Translates one key of a catalog, with the values its message names. */
export type Translate<Key extends string> = (key: Key, values?: MessageValues) => string;

export interface Catalog<Key extends string> {
  /** The catalog's messages in the current language; suspends while a language's file loads. */
  useT(): Translate<Key>;
  /** The messages in the current language outside React (English until its file has loaded). */
  t: Translate<Key>;
  /** Loads a language's file (a no-op for English and for a language already loaded). */
  load(language: Language): Promise<void>;
}

interface CatalogEntry {
  load(language: Language): Promise<void>;
}

/** Every catalog on the page, so a switch can load them all before it shows the new language. */
const catalogs = new Set<CatalogEntry>();

/** Loads every catalog on the page in a language, so the switch shows it in one render. */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all([...catalogs].map((catalog) => catalog.load(language))).then(() => undefined);
}

/**
 * A module's words (docs/architecture.md §11). English, the source language, is bundled with the
 * module's code; every other language is a file of its own, loaded only when it is the page's
 * language. A key the language's file lacks (an older release than the language) shows in
 * English and is reported once for the module and the language.
 *
 * @param owner the module whose words these are ('feed', 'shell', 'shared'): the report's label
 * @param english the English catalog (src/messages/en.json), compiled by the build
 * @param loaders the other languages' catalogs, each a dynamic import of src/messages/<language>.json
 * @param options.whenShown words shown only now and then (a failed call, a moderator's notice, a
 *   module that is down): their file is fetched the first time they show, not with the code, so a
 *   page that never shows them never pays for them. Show them under a Suspense boundary of their
 *   own, or call `load` first.
 */
export function createCatalog<Key extends string>(
  owner: string,
  english: Record<Key, string>,
  loaders: CatalogLoaders,
  options: { whenShown?: boolean } = {},
): Catalog<Key> {
  const source = english as unknown as CompiledCatalog;
  const loaded = new Map<Language, CompiledCatalog>([[DEFAULT_LANGUAGE, source]]);
  const pending = new Map<Language, Promise<void>>();
  // Languages whose file failed to load: shown in English until the next switch tries again.
  const failed = new Set<Language>();

  function load(language: Language, retry = true): Promise<void> {
    if (loaded.has(language) || (!retry && failed.has(language))) return Promise.resolve();
    let loading = pending.get(language);
    if (!loading) {
      const loader = loaders[language as Exclude<Language, 'en'>];
      failed.delete(language);
      loading = (loader ? loader() : Promise.resolve({ default: {} }))
        .then((module) => void loaded.set(language, module.default as CompiledCatalog))
        // A file that cannot load (a dropped connection): English now, another try at the next switch.
        .catch(() => {
          failed.add(language);
          pending.delete(language);
        });
      pending.set(language, loading);
    }
    return loading;
  }

  function translator(language: Language, messages: CompiledCatalog): Translate<Key> {
    return (key, values) => {
      const message = Object.hasOwn(messages, key) ? messages[key] : undefined;
      if (message !== undefined) return say(message, values);
      if (language !== DEFAULT_LANGUAGE) reportMissingMessage(owner, language);
      return say(source[key] as Message, values);
    };
  }

  const translators = new Map<Language, Translate<Key>>();
  function translatorFor(language: Language): Translate<Key> {
    const messages = loaded.get(language);
    if (!messages) return translatorFor(DEFAULT_LANGUAGE);
    let found = translators.get(language);
    if (!found) {
      found = translator(language, messages);
      translators.set(language, found);
    }
    return found;
  }

  catalogs.add({ load: (language) => load(language) });
  // A page opened in another language asks for this module's file as soon as its code runs, not
  // when its first component renders and suspends.
  if (!options.whenShown && currentLanguage() !== DEFAULT_LANGUAGE) void load(currentLanguage(), false);
  return {
    useT() {
      const language = useLanguage();
      // Thrown, not use(): React replays a component that suspended in use() once the promise has
      // settled, and the replay, finding the file loaded, would skip use() and so call fewer hooks
      // than the attempt it replays (React error 467 in a concurrent first render). A thrown
      // promise makes React render the component afresh instead.
      if (!loaded.has(language) && !failed.has(language)) throw load(language, false);
      return translatorFor(language);
    },
    t: (key, values) => translatorFor(currentLanguage())(key, values),
    load: (language) => load(language),
  };
}
