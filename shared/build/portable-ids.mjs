// The pure half of reproducible-build.mjs (see there): names, ids and manifest order that do not
// depend on the folder the repository is checked out in.
import { decode, encode } from '@jridgewell/sourcemap-codec';
import { createHash } from 'node:crypto';

const REPO = '<repo>';

/**
 * @param {string} text a module identifier or a source map, which may hold absolute paths
 * @param {string} root the repository's folder
 * @returns {string} the text with that folder, plain or URL-encoded, replaced by '<repo>'
 */
export function portableName(text, root) {
  return text.split(root).join(REPO).split(encodeURIComponent(root)).join(encodeURIComponent(REPO));
}

/** sha256 of a text, in hex. */
export function sha256Hex(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** A number in [0, range) from a name, the same on every machine. */
function numberHash(text, range) {
  return Number(BigInt(`0x${sha256Hex(text).slice(0, 13)}`) % BigInt(range));
}

/** The smallest power of ten from 1000 up with at least 20 ids per module, as 'deterministic'. */
function idRange(count) {
  let range = 1000;
  while (range < count * 20) range *= 10;
  return range;
}

/**
 * Ids for names: sorted first, so which of two colliding names gets the salted id never depends
 * on the order the bundler found them in. Two modules with one name would get one id, a broken
 * bundle: that throws.
 * @param {string[]} names module names
 * @returns {Map<string, number>}
 */
export function assignIds(names) {
  const range = idRange(names.length);
  const used = new Set();
  const ids = new Map();
  for (const name of [...names].sort()) {
    if (ids.has(name)) throw new Error(`two modules share the name ${name.slice(0, 300)}`);
    let salt = 0;
    let id = numberHash(`${name}${salt}`, range);
    while (used.has(id)) {
      salt += 1;
      id = numberHash(`${name}${salt}`, range);
    }
    used.add(id);
    ids.set(name, id);
  }
  return ids;
}

/**
 * mf-manifest.json with its lists in id order (Rspack writes them in an order that follows the
 * folder), formatted as Rspack formats it.
 * @param {string} json
 * @returns {string}
 */
export function sortedManifest(json) {
  const manifest = JSON.parse(json);
  const byId = (a, b) => String(a.id ?? a.name).localeCompare(String(b.id ?? b.name));
  for (const key of ['shared', 'remotes', 'exposes']) {
    if (Array.isArray(manifest[key])) manifest[key].sort(byId);
  }
  return JSON.stringify(manifest, null, 2);
}

/**
 * Where each occurrence of the folder (plain or URL-encoded) starts on each line of a text, and
 * how many characters shorter '<repo>' makes it.
 * @returns {Array<Array<{ at: number, length: number, shrink: number }>>}
 */
function occurrencesByLine(text, root) {
  const forms = [
    [root, REPO],
    [encodeURIComponent(root), encodeURIComponent(REPO)],
  ];
  return text.split('\n').map((line) => {
    const found = [];
    for (const [form, replacement] of forms) {
      for (let at = line.indexOf(form); at !== -1; at = line.indexOf(form, at + form.length)) {
        found.push({ at, length: form.length, shrink: form.length - replacement.length });
      }
    }
    return found.sort((a, b) => a.at - b.at);
  });
}

/** A column of the original line once the occurrences before it have been replaced. */
function shiftedColumn(column, occurrences) {
  let shift = 0;
  for (const { at, length, shrink } of occurrences) {
    if (at >= column) break;
    // A column inside the folder's name points at the start of '<repo>'.
    shift += column < at + length ? column - at : shrink;
  }
  return column - shift;
}

/**
 * A source map with the folder replaced by '<repo>' in its sources and their content, and the
 * columns that point into that content moved to match, so it maps the same code as before.
 * @param {string} json the map as Rspack wrote it
 * @param {string} root the repository's folder
 * @returns {string}
 */
export function portableSourceMap(json, root) {
  if (!json.includes(root) && !json.includes(encodeURIComponent(root))) return json;
  const map = JSON.parse(json);
  const content = map.sourcesContent ?? [];
  const occurrences = content.map((text) => (typeof text === 'string' ? occurrencesByLine(text, root) : []));
  if (occurrences.some((lines) => lines.some((line) => line.length > 0))) {
    const lines = decode(map.mappings);
    for (const segments of lines) {
      for (const segment of segments) {
        if (segment.length < 4) continue;
        const onLine = occurrences[segment[1]]?.[segment[2]];
        if (onLine && onLine.length > 0) segment[3] = shiftedColumn(segment[3], onLine);
      }
    }
    map.mappings = encode(lines);
  }
  map.sources = map.sources.map((source) => portableName(source, root));
  if (map.sourcesContent) {
    map.sourcesContent = content.map((text) => (typeof text === 'string' ? portableName(text, root) : text));
  }
  return JSON.stringify(map);
}
