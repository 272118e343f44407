// `npm run check:docs`: the repository's documentation stands alone.
// Fails when a file cites documents that live outside the repository (the original product
// specification and design notes), when a `docs/<file>.md §N` reference names a missing file or a
// section that is not a numbered heading there, or when a relative link in README.md or docs/*.md
// points at a missing file or heading, or when a module table differs from the module map. Plain
// Node; without `npm install` it skips only the module tables.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const TEXT_EXTENSIONS = new Set([
  '.ts',
  '.tsx',
  '.mts',
  '.cts',
  '.js',
  '.jsx',
  '.mjs',
  '.cjs',
  '.json',
  '.css',
  '.md',
  '.html',
  '.yml',
  '.yaml',
  '.sh',
]);
const EXTENSIONLESS_SCRIPTS = new Set(['.ci/run']);
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.git', '.data', 'coverage']);
const SKIPPED_FILES = new Set(['package-lock.json']);

// Citations of documents that are not in the repository. Spelled in two parts so this file does
// not match its own patterns.
const OUTSIDE_CITATIONS = [`SPEC ${'§'}`, `DESIGN ${'§'}`, `SPEC${'.md'}`, `DESIGN${'.md'}`];
// Our tracker's numbers (the word issue or a hash sign before a number): a reader of the repository cannot open them. Say the
// reason, or cite a docs/ section. An upstream project's issue names its repository
// (`npm/cli#8669`), which this does not match. Built from parts so this file does not match itself.
const TRACKER_REFERENCES = [
  new RegExp(`\\b[Ii]ssues?\\s+${'#'}?\\d+`),
  // A Markdown anchor such as `(#13-production-topology)` is a heading, not a tracker number.
  new RegExp(`(?:^|[\\s([])${'#'}\\d+(?![\\w-])`),
];
const COLOURS_ALLOWED = new Set(['.css']);

/** Tracked and new (not ignored) files from git; a plain walk when this is not a git checkout. */
function listFiles() {
  try {
    const out = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return out
      .split('\0')
      .filter(Boolean)
      .filter((file) => existsSync(join(root, file)));
  } catch {
    const files = [];
    const walk = (dir) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        if (SKIPPED_DIRS.has(entry.name)) continue;
        const path = dir ? `${dir}/${entry.name}` : entry.name;
        if (entry.isDirectory()) walk(path);
        else if (entry.isFile()) files.push(path);
      }
    };
    walk('');
    return files;
  }
}

function isCheckedText(file) {
  if (file.split('/').some((part) => SKIPPED_DIRS.has(part))) return false;
  if (SKIPPED_FILES.has(file.split('/').pop())) return false;
  return TEXT_EXTENSIONS.has(extname(file)) || EXTENSIONLESS_SCRIPTS.has(file);
}

/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function headingAnchors(markdown) {
  const anchors = new Set();
  const seen = new Map();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const match = /^#{1,6}\s+(.+?)\s*#*\s*$/.exec(line);
    if (!match) continue;
    const base = match[1]
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, '')
      .replace(/\s/g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Section numbers of headings such as `## 8. Errors` or `### 4.2 Rate limits`. */
function sectionNumbers(markdown) {
  const numbers = new Set();
  for (const line of withoutCodeBlocks(markdown).split('\n')) {
    const match = /^#{1,6}\s+§?\s*(\d+(?:\.\d+)*)[.)]?\s/.exec(line);
    if (match) numbers.add(match[1]);
  }
  return numbers;
}

/** Blanks fenced code blocks but keeps line numbers. */
function withoutCodeBlocks(markdown) {
  let inFence = false;
  return markdown
    .split('\n')
    .map((line) => {
      if (/^\s*(```|~~~)/.test(line)) {
        inFence = !inFence;
        return '';
      }
      return inFence ? '' : line;
    })
    .join('\n');
}

const problems = [];
const report = (file, index, message) => problems.push(`${file}:${index + 1}: ${message}`);

const markdownCache = new Map();
function readDoc(absolute) {
  if (!markdownCache.has(absolute)) {
    const text = existsSync(absolute) && statSync(absolute).isFile() ? readFileSync(absolute, 'utf8') : null;
    markdownCache.set(
      absolute,
      text === null ? null : { anchors: headingAnchors(text), sections: sectionNumbers(text) },
    );
  }
  return markdownCache.get(absolute);
}

/** `../shared/…` that leaves the repository (a workspace's `../shared/src` stays inside it). */
function outsideSharedPaths(file, line) {
  const found = [];
  for (const match of line.matchAll(/(?:\.\.\/)+shared\/[^\s'"`)\]]*/g)) {
    const target = resolve(root, dirname(file), match[0]);
    if (relative(root, target).startsWith('..')) found.push(match[0]);
  }
  return found;
}

const DOCS_REFERENCE = /(?<![\w./-])docs\/([\w.-]+\.md)((?:\s*(?:§|,\s*§|\/\s*§|and\s+§)\s*\d+(?:\.\d+)*)*)/g;

function checkDocsReferences(file, line, index) {
  let count = 0;
  for (const match of line.matchAll(DOCS_REFERENCE)) {
    count += 1;
    const target = `docs/${match[1]}`;
    const doc = readDoc(join(root, target));
    if (!doc) {
      report(file, index, `${match[0].trim()}: ${target} does not exist`);
      continue;
    }
    for (const [, number] of match[2].matchAll(/§\s*(\d+(?:\.\d+)*)/g)) {
      if (!doc.sections.has(number)) report(file, index, `${target} has no numbered heading §${number}`);
    }
  }
  return count;
}

function checkMarkdownLinks(file, text) {
  let count = 0;
  const lines = withoutCodeBlocks(text).split('\n');
  lines.forEach((line, index) => {
    const prose = line.replace(/`[^`]*`/g, '');
    for (const match of prose.matchAll(/\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) {
      const href = match[1];
      if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('//') || href.startsWith('/')) continue;
      count += 1;
      const [pathPart, anchor] = href.split('#');
      const target = pathPart ? resolve(root, dirname(file), decodeURIComponent(pathPart)) : join(root, file);
      if (relative(root, target).startsWith('..')) {
        report(file, index, `link ${href} leaves the repository`);
        continue;
      }
      if (!existsSync(target)) {
        report(file, index, `link ${href}: ${relative(root, target)} does not exist`);
        continue;
      }
      if (anchor && target.endsWith('.md')) {
        const doc = readDoc(target);
        if (!doc?.anchors.has(anchor.toLowerCase()))
          report(file, index, `link ${href}: no heading #${anchor}`);
      }
    }
  });
  return count;
}

const files = listFiles().filter(isCheckedText);
let references = 0;
let links = 0;
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const inDocs = file.startsWith('docs/');
  text.split('\n').forEach((line, index) => {
    if (!inDocs) {
      for (const citation of OUTSIDE_CITATIONS) {
        if (line.includes(citation))
          report(file, index, `cites "${citation}", which is not in the repository`);
      }
      for (const path of outsideSharedPaths(file, line)) {
        report(file, index, `points at ${path}, outside the repository`);
      }
    }
    if (!COLOURS_ALLOWED.has(extname(file)) && TRACKER_REFERENCES.some((pattern) => pattern.test(line)))
      report(file, index, 'cites a tracker number; say why, or cite docs/<file>.md §N');
    references += checkDocsReferences(file, line, index);
  });
  if (file === 'README.md' || (inDocs && file.endsWith('.md'))) links += checkMarkdownLinks(file, text);
}

// The module tables are written from the module map (scripts/module-table.mjs). That needs the
// workspace installed; before `npm install` only the checks above run.
let moduleTables = 'module tables not checked (run npm install first)';
try {
  const { staleTables } = await import('./module-table.mjs');
  for (const { file, problem } of await staleTables())
    problems.push(`${file}: ${problem} (npm run docs:modules)`);
  moduleTables = 'module tables match the module map';
} catch (error) {
  if (error?.code !== 'ERR_MODULE_NOT_FOUND') throw error;
}

if (problems.length > 0) {
  console.error(`check-docs: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join('\n')}`);
  console.error(
    '\nCite the repository\'s own docs/ (e.g. "docs/product.md §8") and keep links pointing at existing files.',
  );
  process.exit(1);
}
console.log(
  `check-docs: OK (${files.length} files, ${references} docs/ references, ${links} relative links checked; ${moduleTables})`,
);
