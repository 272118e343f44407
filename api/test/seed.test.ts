/** The demo seed loads, is complete enough to log in, and is idempotent. */
import type { ReviewPage } from '@journeys/shared/domain';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../src/seed/data/demo-content';
import { seed } from '../src/seed/run-seed';
import { BACKENDS, json, tableCounts } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';

describe.each(BACKENDS)('demo seed (%s)', (backend) => {
  const t = testAppPerSuite(backend);

  it('seeds once, and a second run changes nothing', async () => {
    const first = await seed(t.database.db);
    expect(first.skipped).toBe(false);
    expect(first.demoSurgeries).toBeGreaterThan(0);
    const counts = await tableCounts(t.database);
    const second = await seed(t.database.db);
    expect(second.skipped).toBe(true);
    expect(await tableCounts(t.database)).toEqual(counts);

    const member = DEMO_MEMBERS[0];
    const login = await t.app.inject({
      method: 'POST',
      url: '/email/validate',
      payload: { email: member?.email, password: DEMO_PASSWORD },
    });
    expect(login.json()).toMatchObject({ isValid: true, token: expect.any(String) });
    const feed = json<ReviewPage>(await t.app.inject({ method: 'GET', url: '/reviews?limit=50' }));
    expect(feed.reviews.length).toBe(first.demoSurgeries);
    expect(feed.reviews.some((r) => r.updates.length > 1 && r.commentCount > 0)).toBe(true);
  });
});
