// A copy of this checkout in another folder, for the release checks: the source copied and
// node_modules hard-linked (no second install; nothing a release runs writes into node_modules).
// A release made there is the same release as one made here (docs/releasing.md §2), and a change
// made there to release it never touches the checkout anyone is working in.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { repoRoot } from '../src/paths.mjs';

/** Folders a checkout builds or keeps locally, never part of the source. */
const NOT_SOURCE = new Set([
  '.git',
  'node_modules',
  'dist',
  '.data',
  '.releases',
  '.release-check',
  '.turbo',
]);

/**
 * @param {{ builds?: string[] }} [options] builds: module folders whose dist/ comes along
 * @returns {string} the copy's folder (the caller removes it)
 */
export function copyCheckout({ builds = [] } = {}) {
  const copy = mkdtempSync(join(tmpdir(), 'journeys-elsewhere-'));
  cpSync(repoRoot, copy, { recursive: true, filter: (path) => !NOT_SOURCE.has(basename(path)) });
  for (const dir of ['.', ...readdirSync(repoRoot)]) {
    const modules = join(repoRoot, dir, 'node_modules');
    if (!existsSync(modules)) continue;
    // Hard links need one file system; across two, a plain copy.
    const linked = spawnSync('cp', ['-al', modules, join(copy, dir, 'node_modules')]);
    if (linked.status !== 0) {
      rmSync(join(copy, dir, 'node_modules'), { recursive: true, force: true });
      const copied = spawnSync('cp', ['-a', modules, join(copy, dir, 'node_modules')]);
      if (copied.status !== 0) throw new Error(`cannot copy ${modules} into ${copy}`);
    }
  }
  for (const folder of builds)
    cpSync(join(repoRoot, folder, 'dist'), join(copy, folder, 'dist'), { recursive: true });
  return copy;
}
