// Releasing the feed of a checkout's copy (checkout-copy.mjs) with its source changed for that one
// release: how the release checks make releases that differ (docs/releasing.md). The source is put
// back afterwards, whatever happens, so the copy can be released again.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { npmRun } from './npm-run.mjs';

export const FEED_FOLDER = 'mfe-feed';
/** The feed's component: releases are told apart by a line under its heading. */
export const FEED_COMPONENT_FILE = join(FEED_FOLDER, 'src', 'features', 'feed', 'components', 'feed.tsx');
const HEADING_END = '</h1>';

/**
 * @param {string} marker
 * @returns {(source: string) => string} an edit that shows `marker` under the feed's heading
 */
export function markUnderHeading(marker) {
  return (source) => {
    if (!source.includes(HEADING_END)) throw new Error(`no heading in ${FEED_COMPONENT_FILE} to mark`);
    return source.replace(HEADING_END, `${HEADING_END}\n<p data-release-check>${marker}</p>`);
  };
}

/**
 * `npm run release -w mfe-feed -- <flags>` in `copy`, into `releasesDir`, with the feed's component
 * changed by `edit` (without one, released as it is).
 * @param {{ copy: string, releasesDir: string, edit?: (source: string) => string, flags?: string[] }} options
 *   flags: `--skip-tests` by default (CI ran the feed's tests before the checks, docs/ci.md §3)
 * @returns {Promise<string>} the version released; throws with the command's output when none was
 */
export async function releaseFeed({ copy, releasesDir, edit, flags = ['--skip-tests'] }) {
  const file = join(copy, FEED_COMPONENT_FILE);
  const source = readFileSync(file, 'utf8');
  if (edit) writeFileSync(file, edit(source));
  try {
    const result = await npmRun(['release', '-w', FEED_FOLDER], flags, {
      cwd: copy,
      env: { ...process.env, RELEASES_DIR: releasesDir },
    });
    const version = /Released mfe-feed (\S+)/.exec(result.output)?.[1];
    if (result.status !== 0 || !version) {
      throw new Error(`releasing the feed from ${copy} failed (exit ${result.status}):\n${result.output}`);
    }
    return version;
  } finally {
    writeFileSync(file, source);
  }
}
