/**
 * npm run import:doctors -- FILE [--all-providers] [--batch-size N]
 *
 * Streams an NPPES monthly file, a Doctors and Clinicians file or an NPI Registry export into
 * `doctors` of the configured database: surgeons only, or every individual provider with
 * --all-providers (the doctor search still offers surgeons only) (DATABASE_URL, else the embedded PGlite under .data/ —
 * stop the API first then, PGlite is single-process). Safe to re-run: rows are upserted by NPI.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfigOrExit } from '../platform/config';
import { APP_QUEUES } from '../app';
import { createDatabase } from '../platform/db/create-database';
import { migrateBeforeUse } from '../platform/db/migrate-database';
import { importDoctorsFromFile, type ImportProgress } from '../features/doctor-import';

const USAGE = 'usage: npm run import:doctors -- FILE [--all-providers] [--batch-size N]';

interface CliOptions {
  file: string;
  batchSize: number | undefined;
  allProviders: boolean;
}

function parseCli(argv: string[]): CliOptions {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      'batch-size': { type: 'string' },
      'all-providers': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1 || !positionals[0]) {
    console.error(USAGE);
    process.exit(values.help ? 0 : 2);
  }
  const raw = values['batch-size'];
  const batchSize = raw === undefined ? undefined : Number(raw);
  if (batchSize !== undefined && (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 50_000)) {
    console.error(`--batch-size must be an integer from 1 to 50000 (got ${raw})\n${USAGE}`);
    process.exit(2);
  }
  // npm runs workspace scripts inside api/; INIT_CWD is where the user typed the command.
  return {
    file: path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]),
    batchSize,
    allProviders: values['all-providers'] ?? false,
  };
}

function progressLine(p: ImportProgress, startedAt: number): string {
  const seconds = (Date.now() - startedAt) / 1000;
  const rate = seconds > 0 ? Math.round(p.rows / seconds) : 0;
  const pct =
    p.totalBytes > 0 ? ((100 * Math.min(p.bytes, p.totalBytes)) / p.totalBytes).toFixed(1) : '100.0';
  return (
    `${p.rows.toLocaleString('en-US')} rows  ${rate.toLocaleString('en-US')} rows/s  ${pct}%  ` +
    `imported ${p.imported.toLocaleString('en-US')}  skipped ${p.skipped.toLocaleString('en-US')}`
  );
}

async function main(): Promise<void> {
  const { file, batchSize, allProviders } = parseCli(process.argv.slice(2));
  const config = loadConfigOrExit();
  const handle = await createDatabase(config.database);
  const abort = new AbortController();
  // First Ctrl-C stops after the batch in flight (every written batch is complete); a second one exits.
  process.once('SIGINT', () => {
    console.error('\ninterrupted: stopping after the current batch');
    abort.abort();
    process.once('SIGINT', () => process.exit(130));
  });
  const live = process.stderr.isTTY;
  let startedAt = Date.now();
  let lastPrint = 0;
  try {
    await migrateBeforeUse(handle, config, APP_QUEUES);
    startedAt = Date.now();
    const result = await importDoctorsFromFile(handle.db, file, {
      batchSize,
      allProviders,
      signal: abort.signal,
      onProgress: (p) => {
        const now = Date.now();
        // A TTY gets a line redrawn in place; logs get one line every 5 s.
        if (now - lastPrint < (live ? 200 : 5000)) return;
        lastPrint = now;
        process.stderr.write(
          live ? `\r${progressLine(p, startedAt)}\x1b[K` : `${progressLine(p, startedAt)}\n`,
        );
      },
    });
    const seconds = (Date.now() - startedAt) / 1000;
    const rows = result.imported + result.skipped;
    if (live) process.stderr.write('\n');
    console.info(
      `Imported ${result.imported.toLocaleString('en-US')} ${allProviders ? 'providers' : 'surgeons'} from ${file} (layout ${result.layout}) ` +
        `in ${seconds.toFixed(1)} s, ${Math.round(rows / Math.max(seconds, 0.001)).toLocaleString('en-US')} rows/s.`,
    );
    console.info(`Skipped ${result.skipped.toLocaleString('en-US')} rows${result.skipped ? ':' : '.'}`);
    for (const [reason, count] of Object.entries(result.skippedReasons).sort((a, b) => b[1] - a[1])) {
      console.info(`  ${reason.padEnd(22)} ${count.toLocaleString('en-US')}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  if (process.stderr.isTTY) process.stderr.write('\n');
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
