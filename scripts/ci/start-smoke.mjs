// `npm start` as a newcomer runs it, on the Node that runs this script (CI: the oldest Node that
// `engines` allows, docs/ci.md §3): the composed site comes up on the embedded database with the
// demo data, serves its pages and the API, and stops cleanly on SIGTERM. Expects the modules built.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_PORT, FRONTEND_MODULES } from '../modules.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const SITE = `http://localhost:${FRONTEND_MODULES[0].port}`;
const API = `http://localhost:${API_PORT}`;
const READY_WITHIN_MS = 240_000;

const start = spawn(process.execPath, ['scripts/start.mjs'], {
  cwd: root,
  env: { ...process.env, SKIP_BUILD: '1' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
const exited = new Promise((resolve) => start.once('exit', (code, signal) => resolve({ code, signal })));
let output = '';
const ready = new Promise((resolve, reject) => {
  const timer = setTimeout(
    () => reject(new Error(`npm start did not say it is running in ${READY_WITHIN_MS} ms`)),
    READY_WITHIN_MS,
  );
  start.stdout.on('data', (chunk) => {
    process.stdout.write(chunk);
    output += chunk;
    if (output.includes('Surgery Journeys is running')) {
      clearTimeout(timer);
      resolve();
    }
  });
  exited.then(({ code }) => reject(new Error(`npm start exited (${code}) before it was running`)));
});

async function expectOk(url, contains) {
  const response = await fetch(url);
  const text = await response.text();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  if (contains && !text.includes(contains)) throw new Error(`${url}: no '${contains}' in the answer`);
  console.log(`  ${response.status} ${url}`);
}

let failure = null;
try {
  await ready;
  await expectOk(`${SITE}/`, '<div id="root">');
  await expectOk(`${SITE}/surgeries`, '<div id="root">');
  await expectOk(`${API}/health`);
  await expectOk(`${API}/reviews`, '"reviews"');
} catch (error) {
  failure = error;
} finally {
  start.kill('SIGTERM');
}
const { code } = await exited;
if (failure || code !== 0) {
  console.error(
    `start smoke on Node ${process.version} failed: ${failure?.message ?? `exit ${code} after SIGTERM`}`,
  );
  process.exit(1);
}
console.log(
  `start smoke: npm start on Node ${process.version} served the site and the API and stopped cleanly`,
);
