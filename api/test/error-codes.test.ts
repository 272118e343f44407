/**
 * Coded errors: every failure a client can cause answers `{statusCode, error, code, message,
 * fieldErrors?}` with a code of the shared list, and the OpenAPI document says so for every
 * operation (operation id, security, a 4xx response, the Error schema with the code enum).
 */
import { ERROR_CODES, ERROR_STATUS, type Review } from '@journeys/shared/domain';
import { reviewBody } from './helpers/fixtures';
import { json } from './helpers/test-app';
import { testAppPerSuite, memberPerSuite } from './helpers/per-suite';
import { createReview } from './helpers/writes';

interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, unknown>;
}

interface OpenApiDocument {
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, { properties: { code: { enum: string[] } }; required: string[] }>;
    securitySchemes: Record<string, unknown>;
  };
}

describe('coded errors', () => {
  const t = testAppPerSuite('pglite', { rateLimits: { login: 1 }, config: { facebook: { graphUrl: '' } } });
  const owner = memberPerSuite(t);
  const stranger = memberPerSuite(t);
  let review: Review;
  beforeAll(async () => {
    review = await createReview(t, owner);
  });

  it('gives every sampled failure a listed code whose status it answers with', async () => {
    const login = { email: 'a@example.com', password: 'wrong one' };
    const calls = [
      { method: 'GET', url: '/patient/me' },
      { method: 'GET', url: '/nowhere' },
      { method: 'GET', url: '/states%zz' },
      { method: 'GET', url: '/reviews?limit=0' },
      { method: 'GET', url: '/reviews?cursor=nonsense' },
      { method: 'GET', url: '/updates/999999' },
      { method: 'GET', url: '/surgeons/0000000000' },
      { method: 'GET', url: '/doctors/search?state=atlantis' },
      { method: 'DELETE', url: `/review/${review.id}`, headers: stranger.auth },
      { method: 'POST', url: '/review', headers: owner.auth, payload: '{"x": ', json: true },
      {
        method: 'POST',
        url: '/review',
        headers: owner.auth,
        payload: { ...reviewBody(t.fixtures), rating: 9 },
      },
      {
        method: 'POST',
        url: '/email/verify',
        headers: { 'content-type': 'application/xml' },
        payload: '<a/>',
      },
      { method: 'POST', url: '/email/valid', payload: { token: 'x'.repeat(100_000) } },
      {
        method: 'POST',
        url: '/email/create-password',
        payload: { token: 'nope', password: 'correct horse', username: 'abc', background: '#e0e0e0' },
      },
      // The second login attempt of the window (the limit is 1 here).
      { method: 'POST', url: '/email/validate', payload: login },
      { method: 'POST', url: '/facebook/validate', payload: { userID: '1', accessToken: 'x' } },
      { method: 'POST', url: '/notifications/stream-ticket' },
      { method: 'GET', url: '/notifications/stream?ticket=used-up' },
    ] as const;
    const seen = new Set<string>();
    await t.app.inject({ method: 'POST', url: '/email/validate', payload: login });
    for (const call of calls) {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: {
          ...('headers' in call ? call.headers : {}),
          ...('json' in call ? { 'content-type': 'application/json' } : {}),
        },
        ...('payload' in call ? { payload: call.payload } : {}),
      });
      const body = res.json<Record<string, unknown>>();
      const where = `${call.method} ${call.url.slice(0, 60)} → ${res.statusCode} ${JSON.stringify(body).slice(0, 200)}`;
      expect(res.statusCode >= 400 ? where : `${where} (not a failure)`).toBe(where);
      expect(ERROR_CODES).toContain(body.code);
      expect(body.statusCode).toBe(res.statusCode);
      expect(typeof body.message).toBe('string');
      expect(
        Object.keys(body).every((key) =>
          ['statusCode', 'error', 'code', 'message', 'fieldErrors'].includes(key),
        ),
      ).toBe(true);
      if (body.code !== 'BAD_REQUEST')
        expect(ERROR_STATUS[body.code as keyof typeof ERROR_STATUS]).toBe(res.statusCode);
      seen.add(body.code as string);
    }
    expect([...seen].sort()).toEqual(
      [
        'UNAUTHORIZED',
        'ROUTE_NOT_FOUND',
        'BAD_REQUEST',
        'VALIDATION_FAILED',
        'INVALID_CURSOR',
        'NOT_FOUND',
        'UNKNOWN_STATE',
        'FORBIDDEN',
        'MALFORMED_JSON',
        'UNSUPPORTED_MEDIA_TYPE',
        'PAYLOAD_TOO_LARGE',
        'INVALID_VERIFICATION_TOKEN',
        'RATE_LIMITED',
        'FACEBOOK_NOT_CONFIGURED',
        'STREAM_TICKET_INVALID',
      ].sort(),
    );
  });

  describe('the OpenAPI document', () => {
    let doc: OpenApiDocument;
    let operations: [string, Operation][];
    beforeAll(async () => {
      doc = json<OpenApiDocument>(await t.app.inject({ method: 'GET', url: '/docs/json' }));
      operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(
          ([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, Operation],
        ),
      );
    });

    it('names every operation once, declares its security and at least one 4xx', () => {
      expect(operations.length).toBeGreaterThan(30);
      const ids = operations.map(([, op]) => op.operationId);
      expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]*$/.test(id))).toBe(true);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [name, op] of operations) {
        expect([name, Array.isArray(op.security)]).toEqual([name, true]);
        expect([name, Object.keys(op.responses).some((status) => /^4\d\d$/.test(status))]).toEqual([
          name,
          true,
        ]);
      }
      expect(doc.servers?.length).toBeGreaterThan(0);
    });

    it('asks for the bearer token exactly where a member is required, and a ticket on the stream', async () => {
      const byName = Object.fromEntries(operations);
      expect(byName['GET /reviews']?.security).toEqual([]);
      expect(byName['POST /email/verify']?.security).toEqual([]);
      expect(byName['POST /review']?.security).toEqual([{ bearer: [] }]);
      expect(byName['GET /patient/me']?.security).toEqual([{ bearer: [] }]);
      expect(byName['GET /notifications/stream']?.security).toEqual([{ streamTicket: [] }, { bearer: [] }]);
      expect(byName['GET /metrics']?.security).toEqual([{ metricsToken: [] }]);
      expect(byName['POST /client-events/remote-failure']?.security).toEqual([]);
      expect(byName['POST /review']?.operationId).toBe('postReview');
      expect(byName['DELETE /review/{id}']?.operationId).toBe('deleteReviewById');
      // Derived from the guard, so the document and the 401 cannot disagree.
      for (const [name, op] of operations) {
        const [method, path] = name.split(' ') as [string, string];
        if (op.security?.length !== 0 || path.startsWith('/docs')) continue;
        const res = await t.app.inject({ method: method as 'GET', url: path.replace(/\{\w+\}/g, '1') });
        expect([name, res.statusCode]).not.toEqual([name, 401]);
      }
    });

    it('shares one Error schema whose code is the enum of the shared list', () => {
      const error = doc.components.schemas.Error;
      expect(error?.properties.code.enum).toEqual(ERROR_CODES);
      expect(error?.required).toEqual(expect.arrayContaining(['statusCode', 'error', 'code', 'message']));
      expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
        'bearer',
        'metricsToken',
        'streamTicket',
      ]);
    });
  });
});
