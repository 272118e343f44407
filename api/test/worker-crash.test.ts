/**
 * A worker killed (SIGKILL) in the middle of a batch of emails, on PostgreSQL: after a restart
 * every due email was sent exactly once. The SMTP server holds the messages from the Nth on (the
 * worker is inside an SMTP conversation when it dies), so the crash lands in the middle of
 * delivery deterministically. Also: the standalone worker refuses the embedded database.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { EMAIL_SEND_JOB, enqueueMemberEmail } from '../src/features/email/member-email';
import { jobsSettled } from './helpers/jobs-settled';
import { exited, firstConnection } from './helpers/processes';
import { startSmtpSink, type SmtpSink } from './helpers/smtp-sink';
import { freshPostgres, startTestApp, type TestApp } from './helpers/test-app';

const EMAILS = 40;
const CRASH_AT = 12;
const SECRET = 'worker-crash-test-secret-of-at-least-32-chars';
const API_DIR = path.join(__dirname, '..');

function startWorker(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'cli', 'worker.ts')], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

describe('a worker killed in the middle of a batch', () => {
  let t: TestApp;
  let sink: SmtpSink;
  const workers: ChildProcess[] = [];

  beforeAll(async () => {
    sink = await startSmtpSink();
    // This process only enqueues (WORKER=off), like a scaled-out API instance.
    t = await startTestApp('postgres', {
      config: {
        emailTokenSecret: SECRET,
        jobs: {
          worker: false,
          pollSeconds: 0.5,
          concurrency: 2,
          retryLimit: 5,
          retryDelaySeconds: 1,
          expireSeconds: 2,
          maintenanceSeconds: 1,
        },
      },
    });
  });
  afterAll(async () => {
    for (const w of workers) if (w.exitCode === null && w.signalCode === null) w.kill('SIGKILL');
    await t?.close();
    await sink?.close();
  });

  it('sends every due email exactly once after a restart', async () => {
    const env = {
      DATABASE_URL: t.databaseUrl ?? '',
      SMTP_URL: sink.url,
      EMAIL_TOKEN_SECRET: SECRET,
      JOBS_POLL_SECONDS: '0.5',
      JOBS_CONCURRENCY: '2',
      JOBS_RETRY_DELAY_SECONDS: '1',
      JOBS_EXPIRE_SECONDS: '2',
      JOBS_MAINTENANCE_SECONDS: '1',
    };
    const members = await Promise.all(Array.from({ length: EMAILS }, () => t.member()));
    for (const [i, m] of members.entries()) {
      await enqueueMemberEmail(t.app.ctx, {
        userId: m.id,
        kind: 'reminders',
        idempotencyKey: `crash:${i}`,
        subject: `Reminder ${i}`,
        text: `Reminder ${i}`,
        html: `<p>Reminder ${i}</p>`,
      });
    }

    // The API instance (WORKER=off) only enqueued: nothing goes out before a worker runs.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(sink.attempts()).toBe(0);

    let crashNow: () => void = () => undefined;
    const crashed = new Promise<void>((resolve) => (crashNow = resolve));
    sink.onMessage = (_mail, index) => {
      if (index < CRASH_AT) return undefined;
      crashNow();
      // Held: the worker waits for the server's answer when it dies.
      return new Promise<void>(() => undefined);
    };
    const first = startWorker(env);
    workers.push(first);
    await crashed;
    // Messages the server accepted before the hold are recorded as sent by now.
    await new Promise((resolve) => setTimeout(resolve, 500));
    first.kill('SIGKILL');
    await exited(first);
    const beforeRestart = sink.received.length;
    expect(beforeRestart).toBeGreaterThanOrEqual(CRASH_AT);
    expect(beforeRestart).toBeLessThan(EMAILS);

    sink.onMessage = undefined;
    const second = startWorker(env);
    workers.push(second);
    await sink.waitFor(EMAILS, 90_000);
    // The dead worker's job expires and is retried: a duplicate would be sent by then.
    await jobsSettled(t, EMAIL_SEND_JOB, 60_000);
    second.kill('SIGTERM');
    expect(await exited(second)).toBe(0);

    const subjects = sink.received.map((m) => m.headers.get('subject'));
    expect(subjects).toHaveLength(EMAILS);
    expect(new Set(subjects).size).toBe(EMAILS);
    const deliveries = await t.database.db
      .selectFrom('email_deliveries')
      .select(({ fn }) => [fn.countAll<string>().as('n'), fn.count<string>('sent_at').as('sent')])
      .executeTakeFirstOrThrow();
    expect(Number(deliveries.n)).toBe(EMAILS);
    expect(Number(deliveries.sent)).toBe(EMAILS);
  }, 180_000);

  it('stops cleanly when told to while it is still starting', async () => {
    // A deploy's SIGTERM can reach a worker that is still migrating or registering its queues (on
    // a loaded machine the email queue already works while the rest are set up). It must finish
    // starting and then stop as usual, not die mid-job of the signal's default action.
    const database = await freshPostgres();
    const worker = startWorker({
      DATABASE_URL: database.url,
      SMTP_URL: sink.url,
      EMAIL_TOKEN_SECRET: SECRET,
    });
    workers.push(worker);
    // Its first connection: it is about to migrate an empty database, far from ready.
    await firstConnection(database.url);
    worker.kill('SIGTERM');
    expect(await exited(worker)).toBe(0);
    await database.drop();
  }, 120_000);

  it('refuses to start on the embedded database, in one clear line', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join('src', 'cli', 'worker.ts')], {
      cwd: API_DIR,
      env: { ...process.env, DATABASE_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    expect(await exited(child)).toBe(1);
    expect(stderr.trim()).toBe(
      'The worker needs DATABASE_URL: the embedded database is opened by the API, which runs the worker itself (WORKER=on, the default). Set DATABASE_URL to scale out.',
    );
  }, 60_000);
});
