import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parse } from 'csv-parse';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { toDoctorRow, type DoctorRow } from './doctor-record';
import { detectLayout, type Layout } from './layouts';
import { upsertDoctors } from './upsert-doctors';

export interface ImportProgress {
  rows: number;
  imported: number;
  skipped: number;
  bytes: number;
  totalBytes: number;
}

export interface ImportOptions {
  /**
   * Keep every individual provider, not only surgeons (the default). The others are stored with
   * `surgical` false, so the doctor search still offers surgeons only.
   */
  allProviders?: boolean;
  onProgress?: (p: ImportProgress) => void;
  batchSize?: number;
  signal?: AbortSignal;
}

export interface ImportResult {
  imported: number;
  skipped: number;
  skippedReasons: Record<string, number>;
  layout: string;
}

const DEFAULT_BATCH_SIZE = 1000;

/**
 * Streams a doctor file (NPPES monthly, Doctors and Clinicians national or subset, NPI Registry
 * export) into `doctors`, upserting by NPI. Memory stays bounded whatever the file size: records
 * are pulled one at a time by async iteration, and reading stops while the previous batch is
 * still being written, so a slow database pauses the file read instead of buffering it.
 *
 * Records are parsed as arrays, not objects: the NPPES file has 329 columns and 8 million rows,
 * and building a 329-key object per row would dominate the run time. Each layout resolves its
 * columns from the trimmed header once.
 *
 * Only surgeons are kept unless `allProviders` is set: the others count as skipped ('not a
 * surgeon'), after the checks every row gets, so a bad row is reported for what is wrong with it.
 *
 * `imported` counts rows written; a row replaced by a later row with the same NPI in the same
 * batch counts as skipped ('duplicate NPI'). Re-running the import is idempotent.
 */
export async function importDoctorsFromFile(
  db: Kysely<Database>,
  filePath: string,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const batchSize = Math.max(1, options.batchSize ?? DEFAULT_BATCH_SIZE);
  const { signal, onProgress, allProviders = false } = options;
  signal?.throwIfAborted();
  const totalBytes = (await stat(filePath)).size;

  const input = createReadStream(filePath, { highWaterMark: 1 << 20, ...(signal ? { signal } : {}) });
  const parser = parse({
    bom: true,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    // The Maine subset pads its end with ',,,,,,' lines.
    skip_records_with_empty_values: true,
  });
  // pipe() does not forward errors (an unreadable file, an abort): end the parse with them.
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);

  let layout: Layout | null = null;
  let mapRecord: ReturnType<Layout['bind']> | null = null;
  let rows = 0;
  let imported = 0;
  let skipped = 0;
  const skippedReasons: Record<string, number> = {};
  // Keyed by NPI so a repeated NPI replaces the earlier row of the batch (last one wins).
  let batch = new Map<string, DoctorRow>();

  const skip = (reason: string): void => {
    skipped++;
    skippedReasons[reason] = (skippedReasons[reason] ?? 0) + 1;
  };
  const progress = (): void => onProgress?.({ rows, imported, skipped, bytes: input.bytesRead, totalBytes });
  // One batch is written while the next one is parsed (parsing 329 columns costs as much CPU as
  // the database spends writing), but never more than one: that is the backpressure bound.
  // Typed by assertion: it is reassigned inside flush(), which control-flow narrowing cannot see.
  let inFlight = null as Promise<void> | null;
  const flush = async (): Promise<void> => {
    if (batch.size === 0) return;
    const rowsToWrite = [...batch.values()];
    batch = new Map();
    if (inFlight) await inFlight;
    signal?.throwIfAborted();
    const write = upsertDoctors(db, rowsToWrite).then(() => {
      imported += rowsToWrite.length;
      progress();
    });
    // Observed at the next flush or at the end; this only keeps a failure in between from being
    // reported as an unhandled rejection.
    write.catch(() => undefined);
    inFlight = write;
  };

  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      if (mapRecord === null) {
        layout = detectLayout(record.map((h) => h.trim()));
        mapRecord = layout.bind(record.map((h) => h.trim()));
        continue;
      }
      rows++;
      const mapped = mapRecord(record);
      if ('skip' in mapped) {
        skip(mapped.skip);
        continue;
      }
      const row = toDoctorRow(mapped);
      if (typeof row === 'string') {
        skip(row);
        continue;
      }
      if (!row.surgical && !allProviders) {
        skip('not a surgeon');
        continue;
      }
      if (batch.has(row.npi)) {
        skip('duplicate NPI');
        batch.delete(row.npi);
      }
      batch.set(row.npi, row);
      if (batch.size >= batchSize) await flush();
    }
    await flush();
    await inFlight;
  } finally {
    input.destroy();
    // On failure, let a write still in flight settle: the caller may close the database next.
    await inFlight?.catch(() => undefined);
  }
  if (layout === null) throw new Error(`${filePath} is empty: no header row found`);
  progress();
  return { imported, skipped, skippedReasons, layout: layout.id };
}
