// `npm run bench`: every measured figure in one run — bundle sizes and Lighthouse on the
// composed site in Chromium, then the API on PostgreSQL, comment load and a PostgreSQL restart.
// Each part prints its own table and fails when a target is missed; this script runs them all,
// prints one table of every figure (scripts/bench-table.mjs) and reports which failed.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const apiPkg = JSON.parse(readFileSync(join(root, 'api', 'package.json'), 'utf8'));

const parts = [
  { title: 'build', args: ['run', 'build:web'] },
  { title: 'bundle sizes', args: ['run', 'bench:sizes', '-w', 'e2e'] },
  { title: 'Lighthouse (mobile, median of 3)', args: ['run', 'bench:lighthouse', '-w', 'e2e'] },
  ...(apiPkg.scripts?.bench ? [{ title: 'API on PostgreSQL', args: ['run', 'bench', '-w', 'api'] }] : []),
  // 100,000 surgeries and 1,000,000 updates; p95 of each insight call and a text search against a primary-key lookup.
  { title: 'Recovery insights on PostgreSQL', args: ['run', 'bench:insights', '-w', 'api'] },
  // The same community: a journey's page from the shell's HTML server and its preview image, cold and cached.
  { title: 'Public pages and preview images on PostgreSQL', args: ['run', 'bench:seo', '-w', 'api'] },
  { title: '50 members commenting for 30 s', args: ['run', 'bench:load', '-w', 'api'] },
  // 10,000 follow-up reminders due on one day, swept, queued and sent over SMTP by a standalone worker.
  { title: '10,000 follow-up reminders by email', args: ['run', 'bench:reminders', '-w', 'api'] },
  // Restarts the machine's PostgreSQL for about a second: nothing else should be using it.
  { title: 'PostgreSQL restarted under load', args: ['run', 'bench:pg-restart', '-w', 'api'] },
  {
    title: 'Production topology through nginx: 1 vs 3 instances, failover, rolling restart',
    args: ['run', 'bench:topology'],
  },
];

const failed = [];
for (const part of parts) {
  console.log(`\n=== ${part.title} ===`);
  const result = spawnSync('npm', part.args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) failed.push(part.title);
}
spawnSync(process.execPath, [join(root, 'scripts', 'bench-table.mjs')], { stdio: 'inherit' });
if (failed.length) {
  console.error(`\nMissed targets or failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nEvery benchmark target met.');
