// `npm run test:e2e -w e2e`: the browser tests. E2E_TESTS (paths under tests/, space-separated:
// `feed.test.ts`, `standalone/mfe-feed.test.ts`) runs only those: `npm run ci:affected` passes the
// files that exercise the changed modules (docs/ci.md §2). Unset, every file runs: the composed
// site's (tests/*.test.ts) and each remote's standalone page's (tests/standalone/<folder>.test.ts).
//
// Files run E2E_PARALLEL at a time (default 2): a browser test spends most of its time waiting on
// the page, so two keep a 2-core machine busy. Each file gets a slot, and slot N's site listens on
// the module map's ports plus N × 100 (src/site.ts). The slots are E2E_FIRST_SLOT (default 0) and
// the ones after it, so that two runs on one machine need not share ports. A file whose header says
// `// ports: the module map's own` (the dev servers, the releases on the live pointer) runs in
// slot 0 only: with E2E_FIRST_SLOT above 0 such a file is refused. Each file's output is printed
// whole when it ends, longest files first.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const testFiles = (dir) =>
  readdirSync(join(root, 'tests', dir))
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => (dir ? `${dir}/${file}` : file));
const all = [...testFiles(''), ...testFiles('standalone')].sort();
const chosen = (process.env.E2E_TESTS ?? '').split(/\s+/).filter(Boolean);
const unknown = chosen.filter((file) => !existsSync(join(root, 'tests', file)));
if (unknown.length > 0) {
  console.error(`E2E_TESTS names no such test file: ${unknown.join(', ')}`);
  process.exit(2);
}
const parallel = Number(process.env.E2E_PARALLEL ?? '2');
if (!Number.isInteger(parallel) || parallel < 1 || parallel > 4) {
  console.error(`E2E_PARALLEL must be 1–4, not ${process.env.E2E_PARALLEL}`);
  process.exit(2);
}
const firstSlot = Number(process.env.E2E_FIRST_SLOT ?? '0');
// src/site.ts takes slots 0–9.
if (!Number.isInteger(firstSlot) || firstSlot < 0 || firstSlot + parallel - 1 > 9) {
  console.error(`E2E_FIRST_SLOT must leave E2E_PARALLEL slots within 0–9, not ${process.env.E2E_FIRST_SLOT}`);
  process.exit(2);
}
const slots = Array.from({ length: parallel }, (_, i) => firstSlot + i);

const source = (file) => readFileSync(join(root, 'tests', file), 'utf8');
const OWN_PORTS = /^\/\/ ports: the module map's own/m;
// The longest files start first, so the last to finish is a short one (size stands in for time).
const queue = (chosen.length > 0 ? chosen : all)
  .map((file) => ({ file, text: source(file) }))
  .map(({ file, text }) => ({ file, ownPorts: OWN_PORTS.test(text), size: text.length }))
  .sort((a, b) => b.size - a.size);
const pinned = queue.filter((t) => t.ownPorts).map((t) => t.file);
if (firstSlot > 0 && pinned.length > 0) {
  console.error(
    `These files use the module map's own ports (slot 0), which E2E_FIRST_SLOT=${firstSlot} leaves out: ${pinned.join(', ')}`,
  );
  process.exit(2);
}
console.log(
  `browser tests: ${queue.length} of ${all.length} files, ${parallel} at a time in slots ${slots.join(', ')}`,
);

const started = Date.now();
const failed = [];

function runFile(file, slot) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-reporter=spec', join('tests', file)],
      { cwd: root, env: { ...process.env, E2E_SLOT: String(slot) }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      const ok = code === 0;
      if (!ok) failed.push(file);
      process.stdout.write(
        `\n--- ${file} (slot ${slot}): ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds} s ---\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve();
    });
  });
}

/** The next file slot `slot` may run: slot 0 takes pinned files first, other slots never do. */
function nextFor(slot) {
  const index =
    slot === 0
      ? Math.max(
          queue.findIndex((t) => t.ownPorts),
          0,
        )
      : queue.findIndex((t) => !t.ownPorts);
  return index === -1 || queue.length === 0 ? null : queue.splice(index, 1)[0];
}

async function worker(slot) {
  for (let next = nextFor(slot); next; next = nextFor(slot)) await runFile(next.file, slot);
}

await Promise.all(slots.map((slot) => worker(slot)));
const seconds = Math.round((Date.now() - started) / 1000);
if (failed.length > 0) {
  console.error(`\nbrowser tests: ${failed.length} file(s) failed in ${seconds} s: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nbrowser tests: every file passed in ${seconds} s`);
