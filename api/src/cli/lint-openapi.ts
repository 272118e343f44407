/**
 * `npm run lint:openapi -w api`: the OpenAPI document exactly as the API serves it at
 * /docs/json, checked by Redocly CLI's recommended rules; any error or warning fails.
 * Offline: an in-memory PGlite, and Redocly's telemetry and update check turned off.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../app';
import { loadConfig } from '../platform/config';
import { createDatabase } from '../platform/db/create-database';

async function servedDocument(): Promise<string> {
  const database = await createDatabase({});
  const app = await buildApp({ config: loadConfig(), database });
  try {
    const response = await app.inject({ method: 'GET', url: '/docs/json' });
    if (response.statusCode !== 200) throw new Error(`/docs/json answered ${response.statusCode}`);
    return response.body;
  } finally {
    await app.close();
    await database.close();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'journeys-openapi-'));
const file = path.join(dir, 'openapi.json');
// Pretty-printed, so the line:column of each problem points somewhere readable.
writeFileSync(file, JSON.stringify(JSON.parse(await servedDocument()), null, 2));
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
// --max-problems: the default of 100 would hide the rest behind a count.
const lint = spawnSync(
  process.execPath,
  [cli, 'lint', file, '--extends=recommended', '--max-problems=1000', '--format=stylish'],
  {
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
rmSync(dir, { recursive: true, force: true });
process.stdout.write(lint.stdout);
// Redocly exits 0 when only warnings remain; this project's bar is none of either.
const warned = /You have \d+ warnings?/.test(lint.stdout);
process.exit(lint.status !== 0 || warned ? 1 : 0);
