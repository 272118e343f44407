// The language check of a module's catalogs (docs/architecture.md §11): every language the site
// ships has a src/messages/<language>.json with exactly English's keys, each message parses as
// ICU MessageFormat, and each message names the same placeholders in every language. Run by the
// `contract` task (so `ci:affected` runs it for a changed remote) and by `npm run release`, which
// records the complete languages in release.json for the promote gate.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parse } from '@messageformat/parser';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@journeys/shared/languages';

/** The placeholders a message names, plural and select arguments included, sorted. */
function placeholders(tokens, into = new Set()) {
  for (const token of tokens) {
    if ('arg' in token) into.add(token.arg);
    for (const branch of token.cases ?? []) placeholders(branch.tokens, into);
  }
  return into;
}

function readCatalog(file, label, problems) {
  if (!existsSync(file)) {
    problems.push(`${label}: missing`);
    return null;
  }
  try {
    const catalog = JSON.parse(readFileSync(file, 'utf8'));
    if (typeof catalog !== 'object' || catalog === null || Array.isArray(catalog)) {
      problems.push(`${label}: not a JSON object of messages`);
      return null;
    }
    return catalog;
  } catch (error) {
    problems.push(`${label}: not valid JSON (${error.message})`);
    return null;
  }
}

function parsed(message, where, problems) {
  if (typeof message !== 'string') {
    problems.push(`${where}: not a string`);
    return null;
  }
  try {
    return [...placeholders(parse(message))].sort().join(', ');
  } catch (error) {
    problems.push(`${where}: not valid ICU MessageFormat (${error.message})`);
    return null;
  }
}

/**
 * Every catalog folder of a module: src/messages/, and any other `messages/` folder under src/ (a
 * module may split its words per chunk, so a screen loaded later brings its own).
 * @param {string} dir a module's folder
 */
function catalogFolders(dir) {
  const src = join(dir, 'src');
  const main = join(src, 'messages');
  const others = !existsSync(src)
    ? []
    : readdirSync(src, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory() && entry.name === 'messages')
        .map((entry) => join(entry.parentPath, entry.name))
        .filter((folder) => folder !== main && !folder.includes(`${sep}__tests__${sep}`))
        .sort();
  // src/messages/ is where a module's words are; a module whose words are all elsewhere (the shared
  // package's, by part) has none there.
  return others.length > 0 && !existsSync(main) ? others : [main, ...others];
}

/**
 * @param {string} dir a module's folder
 * @returns {{ languages: string[], keys: number, problems: string[] }} the languages complete in
 *   every catalog folder, English's key count over them, and every problem found
 */
export function checkCatalogs(dir) {
  const results = catalogFolders(dir).map((folder) => checkCatalogFolder(dir, folder));
  return {
    languages: LANGUAGES.filter((language) => results.every((r) => r.languages.includes(language))),
    keys: results.reduce((sum, r) => sum + r.keys, 0),
    problems: results.flatMap((r) => r.problems),
  };
}

function checkCatalogFolder(dir, folder) {
  const problems = [];
  const catalogs = new Map();
  for (const language of LANGUAGES) {
    const file = join(folder, `${language}.json`);
    catalogs.set(language, readCatalog(file, relative(dir, file), problems));
  }
  const english = catalogs.get(DEFAULT_LANGUAGE);
  if (!english) return { languages: [], keys: 0, problems };
  // Named from src/messages/ as 'es.json', from another folder with its path.
  const prefix = folder === join(dir, 'src', 'messages') ? '' : `${relative(dir, folder)}/`;
  const englishArgs = new Map(
    Object.entries(english).map(([key, message]) => [
      key,
      parsed(message, `${prefix}en.json '${key}'`, problems),
    ]),
  );
  const complete = [];
  for (const language of LANGUAGES) {
    const catalog = catalogs.get(language);
    if (!catalog) continue;
    const before = problems.length;
    if (language !== DEFAULT_LANGUAGE) {
      for (const [key, args] of englishArgs) {
        if (!Object.hasOwn(catalog, key)) {
          problems.push(`${prefix}${language}.json: '${key}' is missing`);
          continue;
        }
        const own = parsed(catalog[key], `${prefix}${language}.json '${key}'`, problems);
        if (own !== null && args !== null && own !== args) {
          problems.push(
            `${prefix}${language}.json '${key}': placeholders {${own}} differ from English's {${args}}`,
          );
        }
      }
      for (const key of Object.keys(catalog)) {
        if (!englishArgs.has(key)) problems.push(`${prefix}${language}.json: '${key}' is not in en.json`);
      }
    }
    if (problems.length === before) complete.push(language);
  }
  return { languages: complete, keys: englishArgs.size, problems };
}
