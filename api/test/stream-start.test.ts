/**
 * Where a new stream starts: the response opens only once the server knows where the stream
 * starts, so a notification committed after a client sees the stream open is sent on it, and
 * one committed before is already in what the client reads on opening (the unread count).
 */
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { eventually, isNotification, listenOnFreePort, openStream, sleep } from './helpers/streams';
import type { Backend } from './helpers/test-app';
import { testAppPerSuite, memberPerTest } from './helpers/per-suite';
import { createReview, postComment } from './helpers/writes';

const SLOW_MS = 400;

/** The stream's own check that its session is live: `sessions` read by a list of ids. */
function isLiveSessionCheck(node: RootOperationNode): boolean {
  if (node.kind !== 'SelectQueryNode') return false;
  const text = JSON.stringify(node);
  return text.includes('"name":"sessions"') && text.includes('"operator":"in"');
}

/** The stream's starting point: the member's highest notification id. */
function isStartingPointRead(node: RootOperationNode): boolean {
  if (node.kind !== 'SelectQueryNode') return false;
  const text = JSON.stringify(node);
  return text.includes('"name":"notifications"') && text.includes('"func":"max"');
}

/**
 * Slows the first step of every stream's setup, as a busy database would; while `failing`, the
 * read of the starting point fails, as a lost connection would make it.
 */
function troubledStreamSetup() {
  const slow = new Set<string>();
  const failed = new Set<string>();
  const control = { failing: false, slowed: 0 };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      if (isLiveSessionCheck(node)) slow.add(queryId.queryId);
      if (control.failing && isStartingPointRead(node)) failed.add(queryId.queryId);
      return node;
    },
    transformResult: async ({ result, queryId }) => {
      if (slow.delete(queryId.queryId)) {
        control.slowed += 1;
        await sleep(SLOW_MS);
      }
      if (failed.delete(queryId.queryId)) throw new Error('Connection terminated unexpectedly');
      return result;
    },
  };
  return { plugin, control };
}

// PostgreSQL only: PGlite runs one statement at a time, so a comment there waits for the slowed
// setup to finish and the window this test opens never exists.
const backends: Backend[] = ['postgres'];

describe.each(backends)('where a new stream starts (%s)', (backend) => {
  const setup = troubledStreamSetup();
  const t = testAppPerSuite(backend, { plugins: [setup.plugin] });
  const owner = memberPerTest(t);
  const alice = memberPerTest(t);
  let base: string;
  beforeAll(async () => {
    base = await listenOnFreePort(t.app);
  });

  it('sends a notification committed right after the stream opened, however slow its setup', async () => {
    const review = await createReview(t, owner);
    const stream = await openStream(t.app, base, owner);
    expect(stream.status).toBe(200);

    await postComment(t.app, alice, review.id, 'Right after you connected');
    const event = await stream.next(isNotification('Right after you connected'), 3000);
    expect(event.id).toBeDefined();
    // The setup was really slowed: without it this test would pass on the old route too.
    expect(setup.control.slowed).toBeGreaterThan(0);
    stream.close();
  });

  it('answers 503 with Retry-After, and keeps nothing, when the starting point cannot be read', async () => {
    setup.control.failing = true;
    try {
      const stream = await openStream(t.app, base, owner);
      await stream.ended;
      expect(stream.status).toBe(503);
      expect(stream.headers['retry-after']).toBe('30');
      expect(JSON.parse(stream.text())).toMatchObject({ code: 'SERVICE_UNAVAILABLE', statusCode: 503 });
    } finally {
      setup.control.failing = false;
    }
    await eventually(() => t.app.ctx.hub.size(owner.id) === 0);

    const again = await openStream(t.app, base, owner);
    expect(again.status).toBe(200);
    again.close();
  });
});
