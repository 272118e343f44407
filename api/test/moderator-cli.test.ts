/**
 * `npm run grant-moderator` / `revoke-moderator` while the API runs on the embedded
 * database: the command line cannot open PGlite a second time, so it goes through the API's
 * control socket (the one server.ts opens); with no API listening it opens the database itself.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { controlSocketPath, openRoleControl } from '../src/features/moderation/role-control';
import { json } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';

const run = promisify(execFile);
const API_ROOT = path.resolve(__dirname, '..');

interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

async function cli(args: string[], pgliteDir: string): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'src/cli/moderator-role.ts', ...args],
      {
        cwd: API_ROOT,
        env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: pgliteDir, LOG_LEVEL: 'silent' },
        timeout: 120_000,
      },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? '', stderr: e.stderr ?? '' };
  }
}

describe('moderator role from the command line (embedded database)', () => {
  const t = testAppPerSuite('pglite');
  const kate = memberPerSuite(t, 'Kate');
  let dir: string;
  let closeControl: () => Promise<void>;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'journeys-cli-'));
    // What server.ts does once the API listens on the embedded database.
    closeControl = await openRoleControl(
      t.database.db,
      controlSocketPath(path.join(dir, 'pglite')),
      () => undefined,
    );
  });
  afterAll(async () => {
    await closeControl();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('grants and revokes through the running API, owner-only socket, clear errors', async () => {
    const socket = controlSocketPath(path.join(dir, 'pglite'));
    expect(fs.statSync(socket).mode & 0o777).toBe(0o600);

    const granted = await cli(['grant', 'kate@example.com'], path.join(dir, 'pglite'));
    expect(granted).toMatchObject({ code: 0, stdout: 'kate@example.com is now a moderator.\n' });
    const me = await t.app.inject({ method: 'GET', url: '/patient/me', headers: kate.auth });
    expect(json<{ role: string }>(me).role).toBe('moderator');
    expect(
      (await t.app.inject({ method: 'GET', url: '/moderation/queue', headers: kate.auth })).statusCode,
    ).toBe(200);

    const unknown = await cli(['grant', 'nobody@example.com'], path.join(dir, 'pglite'));
    expect(unknown).toMatchObject({ code: 1, stderr: 'No member has the email nobody@example.com.\n' });

    const revoked = await cli(['revoke', 'KATE@example.com'], path.join(dir, 'pglite'));
    expect(revoked).toMatchObject({ code: 0, stdout: 'kate@example.com is no longer a moderator.\n' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/moderation/queue', headers: kate.auth })).statusCode,
    ).toBe(403);

    const audit = await t.database.db
      .selectFrom('moderation_audit')
      .select(['action', 'moderator'])
      .where('target_user_id', '=', kate.id)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['grant_moderator', 'revoke_moderator']);
    expect(audit[0]?.moderator).toMatch(/^command line \(.+\)$/);
    // Three command-line runs, each a Node process compiling TypeScript as it starts.
  }, 90_000);

  it('opens the embedded database itself when no API is running', async () => {
    const alone = path.join(dir, 'alone');
    const res = await cli(['grant', 'nobody@example.com'], alone);
    expect(res).toMatchObject({ code: 1, stderr: 'No member has the email nobody@example.com.\n' });
    expect(fs.existsSync(alone)).toBe(true);
  });

  it('explains its usage', async () => {
    const res = await cli(['grant'], path.join(dir, 'pglite'));
    expect(res.code).toBe(1);
    expect(res.stderr).toMatch(/^Usage: npm run grant-moderator -- <email>/);
  });
});
