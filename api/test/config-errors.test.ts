/**
 * A wrong variable stops a process at start with one line naming it and exit code 1,
 * for the API server, the worker and the command-line tools, and never prints a secret's value.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ConfigError } from '../src/platform/config-errors';
import { loadConfig } from '../src/platform/config';
import { API_DIR, buildCompiledApi, type CompiledApi } from './helpers/compiled-api';
import { testVapidEnv } from './helpers/vapid';

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs node with these arguments in api/; the variables given replace any the test machine has. */
function run(args: string[], env: Record<string, string>): Promise<Exit> {
  const base = { ...process.env };
  for (const name of [
    'DATABASE_URL',
    'MIGRATION_DATABASE_URL',
    'NODE_ENV',
    'PORT',
    'TRUST_PROXY',
    'PUBLIC_SITE_URL',
    'EMAIL_TOKEN_SECRET',
  ]) {
    delete base[name];
  }
  const child = spawn(process.execPath, args, {
    cwd: API_DIR,
    env: { ...base, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  // A process that got past its configuration would start serving: the timeout ends it.
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    }),
  );
}

// The compiled processes, as production starts them; the development start (tsx) once.
let compiled: CompiledApi;
beforeAll(() => {
  compiled = buildCompiledApi('config-errors');
});
afterAll(() => compiled.remove());
const dist = (entry: string) => () => [path.join(compiled.dir, entry)];
const SERVER = dist('server.js');

describe('a wrong variable stops the start with one line naming it', () => {
  it.each([
    [
      'the API server',
      { PORT: 'abc' },
      SERVER,
      'Configuration error: PORT must be a whole number between 0 and 65535 (got "abc")',
    ],
    [
      'the API server from source (npm start)',
      { PORT: 'abc' },
      () => ['--import', 'tsx', path.join('src', 'server.ts')],
      'Configuration error: PORT must be a whole number between 0 and 65535 (got "abc")',
    ],
    [
      'the API server',
      { TRUST_PROXY: 'bogus' },
      SERVER,
      'Configuration error: TRUST_PROXY must be true, false, a hop count or a comma list of IP addresses/CIDRs; not understood: bogus (got "bogus")',
    ],
    [
      'the API server',
      { PUBLIC_SITE_URL: 'notaurl' },
      SERVER,
      'Configuration error: PUBLIC_SITE_URL must be an absolute URL such as https://example.org (got "notaurl")',
    ],
    [
      'the worker',
      { DATABASE_URL: 'postgres://127.0.0.1:1/none', JOBS_CONCURRENCY: '0' },
      dist(path.join('cli', 'worker.js')),
      'Configuration error: JOBS_CONCURRENCY must be a whole number of at least 1 (got "0")',
    ],
    [
      'the migrate command',
      { WORKER: 'maybe' },
      dist(path.join('cli', 'migrate.js')),
      'Configuration error: WORKER must be one of on, off (got "maybe")',
    ],
  ])('%s with %j', async (_what, env, args, line) => {
    const exit = await run(args(), env);
    expect(exit.stderr).toBe(`${line}\n`);
    expect(exit.stdout).toBe('');
    expect(exit.code).toBe(1);
  });

  it('a production start on PostgreSQL without EMAIL_TOKEN_SECRET is refused', async () => {
    const exit = await run(SERVER(), { NODE_ENV: 'production', DATABASE_URL: 'postgres://127.0.0.1:1/none' });
    expect(exit.stderr.split('\n')).toEqual([
      expect.stringMatching(
        /^Configuration error: EMAIL_TOKEN_SECRET is required when NODE_ENV=production and DATABASE_URL is set: /,
      ),
      '',
    ]);
    expect(exit.code).toBe(1);
  });
});

describe('loadConfig', () => {
  it('names every wrong variable in one line', () => {
    expect(() => loadConfig({ PORT: '1.5', LOG_LEVEL: 'loud', REDIS_KEY_PREFIX: ' ' })).toThrow(
      new ConfigError(
        'Configuration error: PORT must be a whole number between 0 and 65535 (got "1.5"); ' +
          'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud"); ' +
          'REDIS_KEY_PREFIX must not be empty (got " ")',
      ),
    );
  });

  it('shows the length of a secret, never its value', () => {
    let message = '';
    try {
      loadConfig({ EMAIL_TOKEN_SECRET: 'hunter2-but-short', METRICS_TOKEN: 'has a space in it' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toBe(
      'Configuration error: EMAIL_TOKEN_SECRET must be at least 32 characters (got 17 characters); ' +
        'METRICS_TOKEN must be 16 to 200 printable characters without spaces (got 17 characters)',
    );
  });

  it('refuses a migration role without a database, and never shows its URL', () => {
    let message = '';
    try {
      loadConfig({ MIGRATION_DATABASE_URL: 'postgres://owner:s3cret@db/x' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/^Configuration error: MIGRATION_DATABASE_URL needs DATABASE_URL: [^\n]+$/);
    expect(message).not.toContain('s3cret');
    expect(() => loadConfig({ MIGRATION_DATABASE_URL: '' })).not.toThrow();
    expect(
      loadConfig({ DATABASE_URL: 'postgres://app@db/x', MIGRATION_DATABASE_URL: 'postgres://owner@db/x' })
        .database,
    ).toMatchObject({ databaseUrl: 'postgres://app@db/x', migrationDatabaseUrl: 'postgres://owner@db/x' });
  });

  it('keeps a value with a line break on one line', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'loopback,\nproxy.internal' })).toThrow(
      /^Configuration error: TRUST_PROXY [^\n]+ \(got "loopback,\\nproxy\.internal"\)$/,
    );
  });

  it('needs no EMAIL_TOKEN_SECRET for `npm start` (production on the embedded database)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).emailTokenSecret).toBeUndefined();
    const secret = 'x'.repeat(32);
    const config = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/x',
      EMAIL_TOKEN_SECRET: secret,
      ...testVapidEnv(),
    });
    expect(config.emailTokenSecret).toBe(secret);
  });

  it('turns push off without VAPID keys, except in production on PostgreSQL, which refuses to start', () => {
    expect(loadConfig({}).push).toEqual({ vapid: undefined, allowLoopbackHttp: true });
    expect(loadConfig({ NODE_ENV: 'production' }).push).toEqual({
      vapid: undefined,
      allowLoopbackHttp: false,
    });
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/x',
        EMAIL_TOKEN_SECRET: 'x'.repeat(32),
      }),
    ).toThrow(
      /^Configuration error: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT are required when NODE_ENV=production and DATABASE_URL is set: [^\n]+$/,
    );
    const env = testVapidEnv();
    expect(loadConfig(env).push.vapid).toEqual({
      publicKey: env.VAPID_PUBLIC_KEY,
      privateKey: env.VAPID_PRIVATE_KEY,
      subject: env.VAPID_SUBJECT,
    });
  });

  it('refuses VAPID keys that are incomplete, malformed or not one pair, never showing the private key', () => {
    const env = testVapidEnv();
    const other = testVapidEnv();
    const messageOf = (vars: Record<string, string>): string => {
      try {
        loadConfig(vars);
      } catch (err) {
        return (err as Error).message;
      }
      return '';
    };
    expect(messageOf({ VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY })).toBe(
      'Configuration error: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY and VAPID_SUBJECT go together: set all three, or none to turn push off',
    );
    expect(messageOf({ ...env, VAPID_PRIVATE_KEY: other.VAPID_PRIVATE_KEY })).toBe(
      'Configuration error: VAPID_PUBLIC_KEY must be the public key of VAPID_PRIVATE_KEY (one pair, as generated together)',
    );
    expect(messageOf({ ...env, VAPID_SUBJECT: 'http://example.org' })).toMatch(
      /^Configuration error: VAPID_SUBJECT must be a mailto: address or an https: URL/,
    );
    const short = messageOf({ ...env, VAPID_PRIVATE_KEY: 'not-a-key' });
    expect(short).toBe(
      'Configuration error: VAPID_PRIVATE_KEY must be a P-256 private key, base64url (43 characters) (got 9 characters)',
    );
    expect(short).not.toContain('not-a-key');
  });
});
