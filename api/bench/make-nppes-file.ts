/**
 * tsx bench/make-nppes-file.ts OUT.csv [ROWS]
 *
 * Writes a synthetic NPPES-layout file for importer load tests: the real sample rows of
 * fixtures/nppes_practitioners_ct_lantanagroup.csv repeated, each with a fresh valid NPI, so the
 * column count, quoting and row width (≈1.2 kB) match the real 8-million-row monthly file.
 */
import { once } from 'node:events';
import { createWriteStream, readFileSync } from 'node:fs';
import path from 'node:path';
import { npiCheckDigit } from '../src/features/doctor-import/npi';

const [out, rowsArg] = process.argv.slice(2);
if (!out) {
  console.error('usage: tsx bench/make-nppes-file.ts OUT.csv [ROWS]');
  process.exit(2);
}
const total = Number(rowsArg ?? 500_000);
const sample = readFileSync(
  path.join(import.meta.dirname, '../fixtures/nppes_practitioners_ct_lantanagroup.csv'),
  'utf8',
);
const [header, ...rows] = sample.split(/\r?\n/).filter((l) => l.length > 0);
if (!header) throw new Error('empty sample');

const file = createWriteStream(out);
file.write(`${header}\n`);
for (let i = 0; i < total; i++) {
  const base = 300_000_000 + i; // 9-digit bodies starting with 3: far from real NPIs (1… and 2…)
  const npi = `${base}${npiCheckDigit(String(base))}`;
  const row = rows[i % rows.length] ?? '';
  // Every NPPES field is quoted; the NPI is the first one.
  if (!file.write(`"${npi}"${row.slice(row.indexOf(','))}\n`)) await once(file, 'drain');
}
file.end();
await once(file, 'finish');
console.info(`wrote ${total} rows to ${out}`);
