/**
 * Property fuzz: arbitrary JSON thrown at every route never yields a 5xx, and a rejected request
 * writes nothing. Runs are bounded so the suite stays fast.
 */
import fc from 'fast-check';
import { reviewBody } from './helpers/fixtures';
import { BACKENDS, tableCounts } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';

const ROUTES: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string }[] = [
  { method: 'POST', url: '/review' },
  { method: 'PUT', url: '/review' },
  { method: 'POST', url: '/review/update' },
  { method: 'PUT', url: '/update/1' },
  { method: 'DELETE', url: '/update/1' },
  { method: 'DELETE', url: '/review/1' },
  { method: 'POST', url: '/comment' },
  { method: 'POST', url: '/comment/1/read' },
  { method: 'POST', url: '/reply/1/read' },
  { method: 'POST', url: '/notification/1/read' },
  { method: 'POST', url: '/email/verify' },
  { method: 'POST', url: '/email/valid' },
  { method: 'POST', url: '/email/create-password' },
  { method: 'POST', url: '/email/validate' },
  { method: 'POST', url: '/patient' },
  { method: 'GET', url: '/reviews' },
  { method: 'GET', url: '/doctors/search' },
  { method: 'GET', url: '/surgeons/state/1' },
];

describe.each(BACKENDS)('fuzz (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const member = memberPerSuite(t);
  let base: Record<string, unknown>;
  beforeAll(async () => {
    base = reviewBody(t.fixtures);
  });

  const scalar = fc.oneof(
    fc.integer({ min: -10, max: 3_000_000_000 }),
    fc.double(),
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      null,
      true,
      '',
      ' ',
      '0',
      'ct',
      'Connecticut',
      '1000000001',
      '💥',
      "'; drop table users; --",
    ),
  );
  const value = fc.oneof(
    scalar,
    fc.array(scalar, { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 3 }),
  );

  it('never answers 5xx and never half-writes on a mutated review', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...Object.keys(base)), value, async (key, v) => {
        const before = await tableCounts(t.database);
        const res = await t.app.inject({
          method: 'POST',
          url: '/review',
          headers: member.auth,
          payload: { ...base, [key]: v },
        });
        expect(res.statusCode).toBeLessThan(500);
        const after = await tableCounts(t.database);
        if (res.statusCode >= 400) expect(after).toEqual(before);
        else expect(after.reviews).toBe((before.reviews ?? 0) + 1);
      }),
      { numRuns: 60 },
    );
  });

  it('never answers 5xx on any route with arbitrary bodies and query strings', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.dictionary(
          fc.constantFrom(
            'id',
            'reviewId',
            'text',
            'commentId',
            'email',
            'token',
            'password',
            'symptom',
            'rating',
            'description',
            'state',
            'q',
            'page',
            'pageSize',
            'cursor',
            'username',
            'background',
          ),
          value,
          { maxKeys: 5 },
        ),
        fc.boolean(),
        async (route, fields, authed) => {
          const before = await tableCounts(t.database);
          const query = new URLSearchParams(
            Object.entries(fields).map(([k, v]): [string, string] => [
              k,
              typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
            ]),
          ).toString();
          const res = await t.app.inject({
            method: route.method,
            url: route.method === 'GET' ? `${route.url}?${query}` : route.url,
            headers: authed ? member.auth : {},
            ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: fields }),
          });
          expect(res.statusCode).toBeLessThan(500);
          if (res.statusCode >= 400) expect(await tableCounts(t.database)).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
