/**
 * npm run bench:reminders -w api  (tsx bench/reminders.ts)
 *
 * 10,000 members whose six-week follow-up reminder is due today, on PostgreSQL: a standalone
 * worker process (`npm run worker`, default settings but a 5 s sweep interval so the run does
 * not wait for the minute cron) finds them with the reminder sweep, queues 10,000 'email-send'
 * jobs and delivers them over SMTP to a real SMTP server (smtp-server) in this process.
 * Target: every email within 5 minutes, none twice. Reports emails per second and the queue
 * latency (a job's start minus the moment it became due), writes bench/results/reminders.json.
 *
 * The database: DATABASE_URL if it is empty, else `journeys_bench_reminders` re-created on
 * postgres://postgres@127.0.0.1:5432. BENCH_MEMBERS changes the count (iteration only).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { JOBS_SCHEMA } from '../src/platform/jobs/queue';
import { EMAIL_SEND_JOB } from '../src/features/email/member-email';
import { REMINDER_HOUR_UTC } from '../src/features/reminders/reminder-rules';
import { insertReviews } from '../test/helpers/rows';
import { startSmtpSink } from '../test/helpers/smtp-sink';
import { emptyBenchDatabase, migrateBenchDatabase } from './harness';

const HERE = import.meta.dirname;
const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const TARGET_SECONDS = 300;
const SECRET = 'bench-reminders-email-token-secret-0123456789';

/** Members with one surgery each, about 42 days ago, posted on day 5: the 6-week reminder is due now. */
async function seed(databaseUrl: string): Promise<void> {
  await migrateBenchDatabase(databaseUrl, { queryTimeoutMs: 0 });
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`INSERT INTO states (code, name, territory) VALUES ('CT', 'Connecticut', false)`);
    await client.query(`
      INSERT INTO doctors (npi, name, first_name, last_name, credential, address, city, state_code, postal_code, specialty, search_name)
      VALUES ('1000000001', 'Jane Doe, MD', 'Jane', 'Doe', 'MD', '1 Main St, Hartford, CT 06000', 'Hartford', 'CT', '06000', 'Orthopaedic Surgery', 'jane doe doe jane')`);
    await client.query(
      `INSERT INTO users (username, email, background)
       SELECT 'bench_' || i, 'bench_' || i || '@example.com', '#e0e0e0' FROM generate_series(1, $1) i`,
      [MEMBERS],
    );
    await client.query(
      insertReviews(
        {
          user_id: 'u.id',
          state_id: '(SELECT id FROM states LIMIT 1)',
          npi: "'1000000001'",
          surgery_date: 'd.surgery_date',
          rating: '5',
          symptom: '3',
          description: "'Recovering well'",
          created_at: '(d.surgery_date + 5)::timestamptz',
        },
        `FROM users u,
           -- The day whose six-week reminder (sent at REMINDER_HOUR_UTC) is already due, at any hour.
           (SELECT ((now() AT TIME ZONE 'UTC') - make_interval(hours => ${REMINDER_HOUR_UTC}))::date - 42
                   AS surgery_date) d
         WHERE u.username LIKE 'bench\\_%'`,
      ),
    );
  } finally {
    await client.end();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function main(): Promise<void> {
  const { url: databaseUrl } = await emptyBenchDatabase('journeys_bench_reminders');
  const t0 = Date.now();
  await seed(databaseUrl);
  console.info(
    `  seeded ${MEMBERS.toLocaleString('en-US')} members with a reminder due (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );

  const sink = await startSmtpSink();
  const firstReceivedAt: number[] = [];
  let lastReceivedAt = 0;
  sink.onMessage = () => {
    const now = Date.now();
    if (firstReceivedAt.length === 0) firstReceivedAt.push(now);
    lastReceivedAt = now;
  };
  const started = Date.now();
  const worker = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'cli', 'worker.ts')], {
    cwd: path.join(HERE, '..'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      // pool=true: nodemailer keeps SMTP connections open between messages.
      SMTP_URL: `${sink.url}/?pool=true`,
      EMAIL_TOKEN_SECRET: SECRET,
      SWEEP_INTERVAL_SECONDS: '5',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let timedOut = false;
  try {
    await sink.waitFor(MEMBERS, (TARGET_SECONDS + 120) * 1000);
  } catch {
    timedOut = true;
  }
  // Time for a duplicate to show up: a doubled job would be sent within the next polls.
  await new Promise((resolve) => setTimeout(resolve, 5000));
  worker.kill('SIGTERM');
  await new Promise((resolve) => worker.once('exit', resolve));
  await sink.close();

  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const jobs = await client.query<{ created: Date; due: Date; started: Date; completed: Date | null }>(
    `SELECT created_on AS created, start_after AS due, started_on AS started, completed_on AS completed
       FROM ${JOBS_SCHEMA}.job WHERE name = $1 AND started_on IS NOT NULL
     UNION ALL
     SELECT created_on, start_after, started_on, completed_on
       FROM ${JOBS_SCHEMA}.archive WHERE name = $1 AND started_on IS NOT NULL`,
    [EMAIL_SEND_JOB],
  );
  const deliveries = await client.query<{ n: string; sent: string }>(
    'SELECT count(*) AS n, count(sent_at) AS sent FROM email_deliveries',
  );
  await client.end();

  const queuedAt = jobs.rows.map((r) => r.created.getTime());
  const firstQueuedAt = Math.min(...queuedAt);
  const lastQueuedAt = Math.max(...queuedAt);
  const latencies = jobs.rows.map((r) => r.started.getTime() - r.due.getTime()).sort((a, b) => a - b);
  const messageIds = sink.received.map((m) => m.headers.get('message-id'));
  const duplicates = messageIds.length - new Set(messageIds).size;
  const seconds = (lastReceivedAt - firstQueuedAt) / 1000;
  const result = {
    at: new Date().toISOString(),
    members: MEMBERS,
    received: sink.received.length,
    duplicates,
    deliveriesRecorded: Number(deliveries.rows[0]?.n),
    deliveriesSent: Number(deliveries.rows[0]?.sent),
    jobsStarted: jobs.rows.length,
    secondsFromWorkerStartToLastEmail: (lastReceivedAt - started) / 1000,
    secondsFromFirstQueuedToLastEmail: seconds,
    /** How long the reminder sweep took to queue them all. */
    secondsToQueueAll: (lastQueuedAt - firstQueuedAt) / 1000,
    emailsPerSecond: sink.received.length / seconds,
    queueLatencyMs: {
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      max: latencies.at(-1) ?? NaN,
    },
    targetSeconds: TARGET_SECONDS,
    settings: 'one worker process, default JOBS_* settings, SMTP pool, SWEEP_INTERVAL_SECONDS=5',
    pass: !timedOut && sink.received.length === MEMBERS && duplicates === 0 && seconds <= TARGET_SECONDS,
  };
  mkdirSync(path.join(HERE, 'results'), { recursive: true });
  writeFileSync(path.join(HERE, 'results', 'reminders.json'), `${JSON.stringify(result, null, 2)}\n`);

  console.info('\n| what | figure |\n|---|---|');
  console.info(
    `| emails received | ${result.received.toLocaleString('en-US')} of ${MEMBERS.toLocaleString('en-US')} |`,
  );
  console.info(`| duplicates | ${duplicates} |`);
  console.info(`| first job queued → last email | ${seconds.toFixed(1)} s (target ≤ ${TARGET_SECONDS} s) |`);
  console.info(`| emails per second | ${result.emailsPerSecond.toFixed(1)} |`);
  console.info(`| sweep queued them all in | ${result.secondsToQueueAll.toFixed(1)} s |`);
  console.info(
    `| queue latency (start − due) | p50 ${result.queueLatencyMs.p50} ms, p95 ${result.queueLatencyMs.p95} ms, max ${result.queueLatencyMs.max} ms |`,
  );
  console.info(`\n${result.pass ? 'PASS' : 'FAIL'}`);
  if (!result.pass) process.exitCode = 1;
}

await main();
