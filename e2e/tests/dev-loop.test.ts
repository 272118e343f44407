// exercises: mfe-feed
// ports: the module map's own (the dev servers listen on the module map's ports)
// The composed dev loop (docs/operations.md §1): with `npm run dev`, an edit saved in a remote
// shows up in the composed site at :3000 as a hot update that keeps the page and the remote's
// React state. Runs the real dev servers, not the production builds. How long each edit took to
// show is printed, not held: a slower machine shows it later, and the loop is no less right.
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, afterEach, before, describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, openPage, takePageProblems } from '../src/browser';
import { startDevSite, type DevSite } from '../src/dev-site';
import { repoRoot } from '../src/paths';

// The feed's page heading is the English catalog's 'surgeries' message (docs/architecture.md §11).
const FEED = join(repoRoot, 'mfe-feed', 'src', 'messages', 'en.json');
/** The heading as written in the catalog: `"surgeries": "`, the text, `"`. */
const headingSource = (text: string) =>
  new RegExp(`("surgeries":\\s*")${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(")`);
const EDITS = 3;
const SAVE_PAUSE_MS = 500;
/** Longer than the dev servers' 100 ms aggregateTimeout: the two writes of a save compile twice. */
const SECOND_WRITE_AFTER_MS = 150;

let dev: DevSite;
let browser: Browser;

before(async () => {
  dev = await startDevSite();
  browser = await launchBrowser();
  console.info(`npm run dev served every module after ${dev.startupMs} ms`);
});

afterEach(() => {
  const problems = takePageProblems();
  if (problems.length > 0) throw new Error(`the page reported problems:\n${problems.join('\n')}`);
});

after(async () => {
  await browser?.close();
  await dev?.stop();
});

/** The heading text the feed's source has now. */
let sourceHeading = 'Surgeries';

/**
 * Replaces the heading's text in the feed's catalog as an editor with a fix-on-save does: the
 * editor writes the file, and the fixer writes it again a moment later, after the dev server has
 * started compiling the first write. Both writes are whole modules and the first one's heading
 * differs, so however the machine's load spaces them, the page must end on the second one's text,
 * as hot updates, without a reload. Only that text is touched, so restoring it keeps whatever else
 * changed meanwhile.
 */
async function saveHeading(to: string): Promise<void> {
  const source = readFileSync(FEED, 'utf8');
  const pattern = headingSource(sourceHeading);
  assert.match(source, pattern, `the feed's heading '${sourceHeading}' moved: update ${FEED} or this test`);
  writeFileSync(FEED, source.replace(pattern, `$1${to} (saving)$2`));
  await new Promise((resolve) => setTimeout(resolve, SECOND_WRITE_AFTER_MS));
  writeFileSync(FEED, source.replace(pattern, `$1${to}$2`));
  sourceHeading = to;
}

/** Saves the new heading text and waits until the composed page shows it; returns how long that took. */
async function timeEdit(page: Page, to: string): Promise<number> {
  const saved = performance.now();
  await saveHeading(to);
  await page.getByRole('heading', { name: to, exact: true, level: 1 }).waitFor();
  return Math.round(performance.now() - saved);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

describe('dev loop (npm run dev)', () => {
  it('shows an edit saved in a remote in the composed page, hot, keeping the page', async () => {
    const { page, context } = await openPage(browser);
    const failedRequests: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failedRequests.push(`${response.status()} ${response.url()}`);
    });
    // Which save a reload followed, if one happens: with each compile's hot update dropped when
    // the next one emitted, a save that compiled twice showed as a 404 for the first compile's
    // update and a reload, or left the page on the first write (docs/operations.md §1).
    let saves = 0;
    const reloads: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && saves > 0) reloads.push(`after save ${saves}: ${frame.url()}`);
    });
    await page.goto(`${dev.url}/surgeries`);
    const heading = page.getByRole('heading', { name: 'Surgeries', exact: true, level: 1 });
    await heading.waitFor();
    // A reload would lose both: the window's own property and React's DOM node for the heading.
    await page.evaluate(() => Object.assign(window, { devLoopSamePage: true }));
    const headingNode = await heading.elementHandle();

    const times: number[] = [];
    try {
      for (let edit = 1; edit <= EDITS; edit++) {
        for (const to of [`Surgeries (edit ${edit})`, 'Surgeries']) {
          saves += 1;
          times.push(await timeEdit(page, to));
          // A person's next save comes later than the moment the change shows.
          await page.waitForTimeout(SAVE_PAUSE_MS);
        }
      }
    } catch (error) {
      throw new Error(`${String(error)}\nnpm run dev output:\n${dev.output()}`);
    } finally {
      if (sourceHeading !== 'Surgeries') await saveHeading('Surgeries');
    }
    console.info(`save → visible in the composed page: median ${median(times)} ms (${times.join(', ')} ms)`);

    assert.equal(
      await page.evaluate(() => 'devLoopSamePage' in window),
      true,
      `the page reloaded: ${reloads.join('; ')}; failed requests: ${failedRequests.join(', ') || 'none'}`,
    );
    assert.equal(
      await headingNode?.evaluate((node) => node.isConnected),
      true,
      'the feed was remounted instead of refreshed in place',
    );
    assert.deepEqual(failedRequests, []);
    await context.close();
  });
});
