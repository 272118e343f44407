// The HTML server's own words (docs/architecture.md §11): what it writes into a page for readers
// that run no script when the API does not describe the page (the site's title and description,
// the noscript note, a missing page). One catalog per language, src/messages/<language>.json, with
// the same keys; plain strings (valid ICU messages without placeholders), read once at start.
import { readFileSync } from 'node:fs';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@journeys/shared/languages';

/** @param {string} language */
const read = (language) =>
  JSON.parse(readFileSync(new URL(`./messages/${language}.json`, import.meta.url), 'utf8'));

const english = read(DEFAULT_LANGUAGE);
/** @type {Record<string, Record<string, string>>} */
const CATALOGS = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    // A key missing in a language falls back to English, as the page's catalogs do.
    language === DEFAULT_LANGUAGE ? english : { ...english, ...read(language) },
  ]),
);

/**
 * The server's words in `language` (English for anything else).
 * @param {string} language
 * @returns {Record<string, string>}
 */
export function messagesOf(language) {
  return CATALOGS[language] ?? english;
}
