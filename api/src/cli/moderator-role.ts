/**
 * `npm run grant-moderator -- <email>` and `npm run revoke-moderator -- <email>` (repository root).
 * On PostgreSQL (DATABASE_URL) it connects itself. On the embedded database it asks the running
 * API over its control socket (PGlite opens in one process only), or opens the database itself
 * when no API is running. The change is audited as made from the command line by the OS user.
 */
import os from 'node:os';
import { loadConfigOrExit } from '../platform/config';
import { APP_QUEUES } from '../app';
import { createDatabase } from '../platform/db/create-database';
import { migrateBeforeUse } from '../platform/db/migrate-database';
import {
  changeRole,
  controlSocketPath,
  RoleChangeError,
  sendRoleControl,
  type ControlRequest,
  type RoleChange,
} from '../features/moderation';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, email, ...rest] = process.argv.slice(2);
if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
  fail('Usage: npm run grant-moderator -- <email>   or   npm run revoke-moderator -- <email>');
}
const change: RoleChange = command;
const by = `command line (${os.userInfo().username})`;
const config = loadConfigOrExit();
const request: ControlRequest = { command: change, email, by };

const { pgliteDir } = config.database;
if (!config.database.databaseUrl && pgliteDir) {
  const answer = await sendRoleControl(controlSocketPath(pgliteDir), request);
  if (answer) {
    if (!answer.ok) fail(answer.message);
    console.log(answer.message);
    process.exit(0);
  }
}

const database = await createDatabase({ ...config.database, queryTimeoutMs: 0 });
try {
  await migrateBeforeUse(database, config, APP_QUEUES);
  console.log(await changeRole(database.db, change, email, by));
} catch (err) {
  if (err instanceof RoleChangeError) {
    await database.close();
    fail(err.message);
  }
  throw err;
} finally {
  await database.close().catch(() => undefined);
}
