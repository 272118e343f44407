// One table of every figure `npm run bench` measured, read from the parts' result files
// (bench/results/ for the browser parts, api/bench/results/ for the API parts). A part that
// did not run shows "not run". Printed at the end of `npm run bench`; run alone to reprint.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (...path) => {
  const file = join(root, ...path);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
};
const fixed = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '–');
const int = (n) => (Number.isFinite(n) ? Math.round(n).toLocaleString('en-US') : '–');

const rows = [];
const add = (what, figure, target, met) =>
  rows.push({ what, figure, target, status: met === undefined ? '—' : met ? 'met' : 'MISSED' });

const sizes = read('bench', 'results', 'sizes.json');
if (sizes) {
  for (const r of sizes) {
    // Results written before pages were held to all their JavaScript once idle carry `allKb`.
    const usable =
      r.usableKb !== undefined
        ? ` (before usable: ${r.usableKb} KB)`
        : r.allKb !== undefined
          ? ` (all JS once idle: ${r.allKb} KB)`
          : '';
    add(r.what, `${r.kb} KB gzip, ${r.files} files${usable}`, `≤ ${r.budgetKb} KB`, r.kb <= r.budgetKb);
  }
} else add('bundle sizes', 'not run', '', undefined);

// Written by the same bench (e2e/bench/photo-cards.ts): layout shifts of a page that loads more code.
for (const c of read('bench', 'results', 'layout-shift.json') ?? []) {
  add(c.what, `CLS ${c.cls}`, `≤ ${c.max}`, c.pass);
}

const lighthouse = read('bench', 'results', 'lighthouse.json');
const LH_TARGETS = { performance: 95, accessibility: 98, 'best-practices': 95 };
if (lighthouse) {
  for (const r of lighthouse) {
    // Rows written before per-page targets (insight pages: accessibility 100) carry none.
    for (const [category, target] of Object.entries(r.targets ?? LH_TARGETS)) {
      const runs = r.runs[category].join('/');
      const extra =
        category === 'performance'
          ? `; LCP ${r.metrics.lcp} ms, TBT ${r.metrics.tbt} ms, CLS ${r.metrics.cls}` +
            (r.benchmarkIndex ? `; host index ${r.benchmarkIndex}` : '')
          : '';
      add(
        `Lighthouse ${category}, ${r.page}`,
        `${r.scores[category]} (runs ${runs})${extra}`,
        `≥ ${target}`,
        r.scores[category] >= target,
      );
    }
  }
} else add('Lighthouse', 'not run', '', undefined);

const api = read('api', 'bench', 'results', 'api.json');
if (api) {
  const route = (name) => api.routes.find((r) => r.name === name);
  const noDb = route('no-db (GET /ping)');
  const feed = route('feed first page');
  add(
    'GET /ping (no database)',
    `${int(noDb?.reqPerSec)} req/s, p99 ${fixed(noDb?.p99)} ms`,
    'baseline',
    undefined,
  );
  add(
    'GET /reviews first page',
    `${int(feed?.reqPerSec)} req/s, p99 ${fixed(feed?.p99)} ms (${fixed(api.ratios.feedOverNoDb * 100)} % of /ping)`,
    '≥ 25 % of /ping',
    api.ratios.feedOverNoDb >= 0.25,
  );
  const searchAll = route('search all "john"');
  add(
    'doctor search p95 ÷ NPI lookup p95',
    `${fixed(api.ratios.searchP95OverPkP95, 2)} (all states "john": p95 ${fixed(searchAll?.p95)} ms)`,
    '≤ 3',
    api.ratios.searchP95OverPkP95 <= 3,
  );
  const plans = api.targets.find((t) => t.name.startsWith('no Seq Scan'));
  if (plans) add('hot queries without sequential scans', plans.value, 'all', plans.pass);
} else add('API on PostgreSQL', 'not run', '', undefined);

const insights = read('api', 'bench', 'results', 'insights.json');
if (insights) {
  const [pk, ...calls] = insights.rows;
  for (const r of calls) {
    add(
      `${r.name}: p95 ÷ primary-key p95`,
      `${fixed(r.ratio, 2)} (p95 ${fixed(r.p95)} ms, primary key ${fixed(pk?.p95)} ms; cache off, ${insights.data.surgeries.toLocaleString('en-US')} surgeries, ${insights.data.updates.toLocaleString('en-US')} updates)`,
      `≤ ${insights.targetRatio}`,
      r.ratio <= insights.targetRatio,
    );
  }
} else add('recovery insights', 'not run', '', undefined);

const load = read('api', 'bench', 'results', 'load.json');
if (load) {
  const v = load.verification;
  add(
    `${load.config.clients} members commenting for ${load.config.seconds} s`,
    `${int(load.created)} comments, p99 ${fixed(load.latencyMs.p99)} ms; ${v.duplicates} duplicated, ${v.missing} missing, ${v.notificationMismatches} notification mismatches`,
    'exactly once, exact notifications',
    load.pass,
  );
} else add('comment load', 'not run', '', undefined);

const reminders = read('api', 'bench', 'results', 'reminders.json');
if (reminders) {
  const q = reminders.queueLatencyMs;
  add(
    `${int(reminders.members)} follow-up reminders due on one day`,
    `${int(reminders.received)} emails in ${fixed(reminders.secondsFromFirstQueuedToLastEmail)} s, ${fixed(reminders.emailsPerSecond)} emails/s; queue latency p50 ${fixed(q.p50 / 1000)} s, p95 ${fixed(q.p95 / 1000)} s; ${reminders.duplicates} duplicated`,
    `≤ ${reminders.targetSeconds} s, none twice`,
    reminders.pass,
  );
} else add('follow-up reminders by email', 'not run', '', undefined);

const restart = read('api', 'bench', 'results', 'pg-restart.json');
if (restart) {
  const down = restart.latency503Ms;
  add(
    'PostgreSQL restarted under load',
    `503 while down (p99 ${fixed(down?.p99)} ms), 200 again after ${int(restart.recoveryMs)} ms, same API process`,
    '503, then recovery',
    restart.pass,
  );
} else add('PostgreSQL restart', 'not run', '', undefined);

const topology = read('api', 'bench', 'results', 'topology.json');
if (topology) {
  const [one, three] = topology.load;
  const cpus = topology.config.cpus;
  for (const l of [one, three]) {
    add(
      `through nginx, ${l.instances} API instance${l.instances > 1 ? 's' : ''}`,
      `feed ${int(l.reads.perSecond)} req/s p99 ${fixed(l.reads.p99)} ms; comments ${int(l.writes.perSecond)}/s p99 ${fixed(l.writes.p99)} ms; ${l.streams.opened} streams open`,
      l.instances > 1 ? `reported (${cpus} CPUs)` : 'baseline',
      undefined,
    );
  }
  const f = topology.failover;
  add(
    'one of 3 instances SIGKILLed under comment load',
    `${int(f.acknowledged)} acknowledged, ${f.lost} lost, ${f.writtenTwice} written twice; ${f.clientErrors} client errors`,
    'none lost',
    f.lost === 0 && f.writtenTwice === 0,
  );
  const s = topology.stream;
  add(
    "a live stream's instance SIGKILLed",
    s.reconnectMs === undefined
      ? 'no stream'
      : `reopened on another instance after ${int(s.reconnectMs)} ms; the notification posted meanwhile after ${int(s.missedArrivedMs)} ms (Last-Event-ID)`,
    'nothing missed',
    s.pass,
  );
  const r = topology.rateLimits;
  add(
    'login limit across 3 instances (Redis)',
    `${r.statuses.join(' ')} from one address, X-Forwarded-For spoofed; another address ${r.otherClientStatus}`,
    `429 after ${r.max}`,
    r.pass,
  );
  const rr = topology.rollingRestart;
  const requests = [...Object.values(rr.writeStatuses), ...Object.values(rr.readStatuses)].reduce(
    (n, v) => n + v,
    0,
  );
  add(
    'rolling restart of 3 instances under load',
    `${rr.serverErrors} answers ≥ 500 of ${int(requests)} requests in ${fixed(rr.seconds)} s; ${rr.lost} writes lost`,
    'no 5xx',
    rr.serverErrors === 0 && rr.otherFailures === 0 && rr.lost === 0,
  );
} else add('production topology', 'not run', '', undefined);

console.log('\n| what | figure | target | status |\n|---|---|---|---|');
for (const r of rows) console.log(`| ${r.what} | ${r.figure} | ${r.target} | ${r.status} |`);
