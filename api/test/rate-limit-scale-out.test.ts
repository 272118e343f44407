/**
 * Rate limits across instances and behind proxies: with REDIS_URL every instance counts in one
 * place; without it each process counts alone. TRUST_PROXY decides whose address is the key.
 * Uses the machine's Redis (127.0.0.1:6379) with a key prefix per test, removed afterwards.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type AppConfig } from '../src/platform/config';
import type { DatabaseHandle } from '../src/platform/db/create-database';
import { migratedPglite } from './helpers/database-templates';
import { startFreezeProxy } from './helpers/freeze-proxy';
import { TEST_RATE_LIMITS } from './helpers/test-app';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
let emailSeq = 0;
/** A failed login, each for a new address so only the per-client limit, not per-account throttling, counts. */
const login = () => ({
  method: 'POST' as const,
  url: '/email/validate',
  payload: { email: `limit-${++emailSeq}@example.com`, password: 'wrong password' },
});

let apps: FastifyInstance[] = [];
let prefixes: string[] = [];

afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
  const redis = new Redis(REDIS_URL);
  for (const prefix of prefixes) {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
  }
  redis.disconnect();
  prefixes = [];
});

function sharedRedis(url = REDIS_URL): NonNullable<AppConfig['redis']> {
  const keyPrefix = `journeys-test:${randomBytes(6).toString('hex')}:`;
  prefixes.push(keyPrefix);
  return { url, keyPrefix };
}

let database: DatabaseHandle;

beforeAll(async () => {
  database = await migratedPglite();
});

afterAll(async () => {
  await database.close();
});

/** An API instance; every instance of the file shares one database, as a deployment would. */
async function instance(config: Partial<AppConfig> = {}): Promise<FastifyInstance> {
  const app = await buildApp({
    config: { ...loadConfig({}), ...config },
    database,
    rateLimits: { ...TEST_RATE_LIMITS, login: 2 },
    mailer: { send: async () => undefined, close: () => undefined },
  });
  apps.push(app);
  await app.ready();
  return app;
}

describe('rate limits across instances', () => {
  it('two instances sharing Redis enforce one combined limit', async () => {
    const redis = sharedRedis();
    const [a, b] = await Promise.all([instance({ redis }), instance({ redis })]);
    const statuses = [];
    for (const t of [a, b, a, b]) statuses.push((await t.inject(login())).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
  });

  it('without REDIS_URL each instance limits on its own, in memory', async () => {
    const [a, b] = await Promise.all([instance(), instance()]);
    const statuses = [];
    for (const t of [a, b, a, b, a]) statuses.push((await t.inject(login())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('with Redis unreachable, limited routes still answer (never a 500) and without delay', async () => {
    const t = await instance({ redis: sharedRedis('redis://127.0.0.1:1') });
    const started = performance.now();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.inject(login())).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200]);
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it('with Redis stalled, requests pass after a short wait, and limits apply again once it answers', async () => {
    const target = new URL(REDIS_URL);
    const proxy = await startFreezeProxy({ host: target.hostname, port: Number(target.port || 6379) });
    try {
      const t = await instance({ redis: sharedRedis(`redis://127.0.0.1:${proxy.port}`) });
      expect((await t.inject(login())).statusCode).toBe(200);
      proxy.freeze();
      const stalled = performance.now();
      expect((await t.inject(login())).statusCode).toBe(200);
      expect(performance.now() - stalled).toBeLessThan(2000);
      proxy.thaw();
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await t.inject(login())).statusCode);
      // The stalled call was counted once Redis got it: 1 + 1 + 1 reach the limit of 2 at the third call.
      expect(statuses).toContain(429);
    } finally {
      proxy.thaw();
      await proxy.close();
    }
  });
});

describe('TRUST_PROXY', () => {
  const PROXY = '10.0.0.1';
  const from = (client: string) => ({
    ...login(),
    remoteAddress: PROXY,
    headers: { 'x-forwarded-for': client },
  });

  it('on: two clients behind one proxy get separate limits', async () => {
    const t = await instance({ trustProxy: [PROXY] });
    const a = [];
    for (let i = 0; i < 3; i++) a.push((await t.inject(from('203.0.113.5'))).statusCode);
    expect(a).toEqual([200, 200, 429]);
    expect((await t.inject(from('203.0.113.6'))).statusCode).toBe(200);
  });

  it('off (default): X-Forwarded-For is ignored, so a client cannot dodge its limit with it', async () => {
    const t = await instance({ trustProxy: loadConfig({}).trustProxy });
    const statuses = [];
    for (const client of ['203.0.113.5', '203.0.113.6', '203.0.113.7']) {
      statuses.push((await t.inject(from(client))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });

  it('a hop count trusts only the entry the nearest proxy added, not one the client wrote', async () => {
    const t = await instance({ trustProxy: loadConfig({ TRUST_PROXY: '1' }).trustProxy });
    const statuses = [];
    for (const spoofed of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      statuses.push((await t.inject(from(`${spoofed}, 203.0.113.5`))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
    expect((await t.inject(from('198.51.100.1, 203.0.113.6'))).statusCode).toBe(200);
  });

  it.each([
    ['', false],
    ['false', false],
    ['TRUE', true],
    ['2', 2],
    ['10.0.0.0/8, 127.0.0.1,loopback, fd00::/8', ['10.0.0.0/8', '127.0.0.1', 'loopback', 'fd00::/8']],
  ])('TRUST_PROXY=%j is read as %j', (value, expected) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('an unreadable TRUST_PROXY stops the start with a message naming the bad entry', () => {
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.1, proxy.internal, 10.0.0.0/33' })).toThrow(
      /TRUST_PROXY must be true, false, a hop count or a comma list of IP addresses\/CIDRs; not understood: proxy\.internal, 10\.0\.0\.0\/33/,
    );
  });
});
