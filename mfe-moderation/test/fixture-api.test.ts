import type { ModerationItem } from '@journeys/shared/rules';
import type * as FixtureApi from '../src/standalone/fixture-api';
import { QUEUE } from '../src/fixtures/moderation-fixtures';

let answer: (typeof FixtureApi)['answerFromFixtures'];
beforeEach(async () => {
  // Actions change the module's copy of the items: each test starts from the fixtures.
  await jest.isolateModulesAsync(async () => {
    ({ answerFromFixtures: answer } = await import('../src/standalone/fixture-api'));
  });
});

const post = (path: string, body: object) => answer('post', path, JSON.stringify(body));
const item = (path: string) => answer('get', path, undefined).body as ModerationItem;

describe("the moderation standalone page's fixture API", () => {
  it('answers the queue and each item as the API would', () => {
    expect(answer('get', '/moderation/queue', undefined)).toEqual({ status: 200, body: QUEUE });
    expect(item('/moderation/items/comment/41')).toMatchObject({ itemType: 'comment', itemId: 41 });
  });

  it("refuses an action without a reason, or that is none, as the API's validation does", () => {
    for (const reason of [undefined, '', '   '])
      expect(post('/moderation/items/comment/41/actions', { action: 'hide', reason })).toMatchObject({
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Give a reason' },
      });
    for (const body of [{ action: 'promote' }, { action: 'suspend' }])
      expect(post('/moderation/items/member/11/actions', { ...body, reason: 'x' })).toMatchObject({
        status: 400,
        body: { message: 'Choose an action' },
      });
    expect(item('/moderation/items/comment/41').audit).toEqual([]);
  });

  it('is a 404 for an item it does not have, and for any other method or path', () => {
    for (const [method, path] of [
      ['get', '/moderation/items/comment/999'],
      ['post', '/moderation/items/comment/41'],
      ['get', '/moderation/items/comment/41/actions'],
      ['get', '/reviews'],
    ] as const)
      expect(answer(method, path, undefined)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });

  it('applies each action to its copy and logs it; the queue follows', () => {
    post('/moderation/items/comment/41/actions', { action: 'hide', reason: ' Dangerous ' });
    expect(item('/moderation/items/comment/41')).toMatchObject({
      status: 'hidden',
      audit: [{ action: 'hide', reason: 'Dangerous', moderator: 'you (fixtures)' }],
    });
    post('/moderation/items/comment/41/actions', { action: 'restore', reason: 'Fine after all' });
    expect(item('/moderation/items/comment/41').status).toBe('visible');
    post('/moderation/items/comment/41/actions', { action: 'dismiss', reason: 'Fine' });
    expect(item('/moderation/items/comment/41').reports).toEqual([]);
    post('/moderation/items/update/90/actions', { action: 'approve', reason: 'Good link' });
    expect(item('/moderation/items/update/90').status).toBe('visible');
    const before = Date.now();
    post('/moderation/items/member/11/actions', { action: 'suspend', reason: 'Insults', days: 30 });
    const until = Date.parse(item('/moderation/items/member/11').author.suspendedUntil ?? '');
    expect(until - before).toBeGreaterThanOrEqual(30 * 86_400_000);
    expect(until - before).toBeLessThan(31 * 86_400_000);

    const queue = answer('get', '/moderation/queue', undefined).body as typeof QUEUE;
    // The dismissed comment and the approved post have nothing left open.
    expect(queue.items.map((e) => `${e.itemType}-${e.itemId}`)).toEqual(['member-11', 'surgery-7']);
  });
});
