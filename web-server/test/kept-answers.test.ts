// The cache behind the HTML server's reads of other servers (a remote's manifest, the recent
// members): what a page gets from it while those servers are fast, slow, failing or stopped.
import { keptAnswers } from '../src/kept-answers.mjs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fakeServer() {
  const server = { reads: 0, delayMs: 0, answer: 'v1' as string | null };
  const read = async () => {
    server.reads += 1;
    await sleep(server.delayMs);
    return server.answer;
  };
  return { server, read };
}

const OPTIONS = { ttlMs: 50, maxStaleMs: 300, retryMs: 100, waitMs: 40 };

it('shares one read among the pages that wait for it, and serves a fresh answer without reading', async () => {
  const { server, read } = fakeServer();
  const answerFor = keptAnswers({ read, ...OPTIONS });
  expect(await Promise.all([answerFor('a'), answerFor('a'), answerFor('a')])).toEqual(['v1', 'v1', 'v1']);
  expect(await answerFor('a')).toBe('v1');
  expect(server.reads).toBe(1);
  // Another key is read on its own.
  expect(await answerFor('b')).toBe('v1');
  expect(server.reads).toBe(2);
});

it('lets a page wait at most waitMs for a first answer, and keeps a late one for the next pages', async () => {
  const { server, read } = fakeServer();
  server.delayMs = 120;
  const answerFor = keptAnswers({ read, ...OPTIONS, ttlMs: 5_000, maxStaleMs: 10_000 });
  const started = Date.now();
  expect(await answerFor('a')).toBeNull();
  expect(Date.now() - started).toBeLessThan(100);
  await sleep(200);
  expect(await answerFor('a')).toBe('v1');
  expect(server.reads).toBe(1);
});

it('serves a stale answer at once while it reads again, and keeps it through a failed read until maxStaleMs', async () => {
  const { server, read } = fakeServer();
  const answerFor = keptAnswers({ read, ...OPTIONS, retryMs: 200 });
  expect(await answerFor('a')).toBe('v1');
  await sleep(60);
  server.answer = null;
  expect(await answerFor('a')).toBe('v1');
  await sleep(10);
  expect(server.reads).toBe(2);
  // Within the retry window nothing is read again; the kept answer is still served.
  expect(await answerFor('a')).toBe('v1');
  expect(server.reads).toBe(2);
  // Past its age limit the answer is no longer served, and the failing server is asked again.
  await sleep(300);
  expect(await answerFor('a')).toBeNull();
  expect(server.reads).toBe(3);
});

it('takes a new answer once the server gives one', async () => {
  const { server, read } = fakeServer();
  const answerFor = keptAnswers({ read, ...OPTIONS });
  expect(await answerFor('a')).toBe('v1');
  await sleep(60);
  server.answer = 'v2';
  expect(await answerFor('a')).toBe('v1');
  await sleep(10);
  expect(await answerFor('a')).toBe('v2');
});
