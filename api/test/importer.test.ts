import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DatabaseHandle } from '../src/platform/db/create-database';
import { migratedPglite } from './helpers/database-templates';
import * as surgicalDoctors from '../src/platform/db/migrations/0011-surgical-doctors';
import { importDoctorsFromFile } from '../src/features/doctor-import/import-doctors';

const FIXTURES = path.join(__dirname, '..', 'fixtures');
const fixture = (name: string): string => path.join(FIXTURES, name);
/** The layout tests check every kind of row, surgeon or not. */
const EVERYONE = { allProviders: true } as const;

let handle: DatabaseHandle;
let tmp: string;

beforeAll(async () => {
  handle = await migratedPglite();
  tmp = await mkdtemp(path.join(tmpdir(), 'importer-test-'));
});

afterAll(async () => {
  await handle.close();
  await rm(tmp, { recursive: true, force: true });
});

beforeEach(async () => {
  await handle.db.deleteFrom('doctors').execute();
});

async function doctor(npi: string) {
  return handle.db.selectFrom('doctors').selectAll().where('npi', '=', npi).executeTakeFirstOrThrow();
}

/** NPIs of the CT file's dietitians (primary taxonomy 133V00000X), read from the file itself. */
async function dietitianNpis(): Promise<string[]> {
  const text = await readFile(fixture('nppes_practitioners_ct_lantanagroup.csv'), 'utf8');
  return [...text.matchAll(/^"(\d{10})",.*"133V00000X","[^"]*","[^"]*","Y"/gm)].map((m) => m[1] ?? '');
}

async function doctorCount(): Promise<number> {
  const { n } = await handle.db
    .selectFrom('doctors')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(n);
}

describe('importDoctorsFromFile', () => {
  it('keeps surgeons only by default: a primary taxonomy from the surgical NUCC groupings', async () => {
    const result = await importDoctorsFromFile(handle.db, fixture('nppes_practitioners_ct_lantanagroup.csv'));
    expect(result).toEqual({
      imported: 438,
      skipped: 1562,
      skippedReasons: { 'not a surgeon': 1562 },
      layout: 'nppes',
    });
    expect(await doctor('1659374734')).toMatchObject({ specialty: 'Orthopedic Surgery', surgical: true });
    // 133V00000X, a dietitian, and 207RE0101X, an endocrinologist: not surgeons, not stored.
    const absent = await handle.db
      .selectFrom('doctors')
      .select('npi')
      .where('npi', 'in', ['1740283779', ...(await dietitianNpis())])
      .execute();
    expect(absent).toEqual([]);
    const { n } = await handle.db
      .selectFrom('doctors')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('surgical', '=', false)
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it('keeps every provider with allProviders, non-surgeons flagged surgical: false', async () => {
    const result = await importDoctorsFromFile(
      handle.db,
      fixture('nppes_practitioners_ct_lantanagroup.csv'),
      EVERYONE,
    );
    expect(result).toEqual({ imported: 2000, skipped: 0, skippedReasons: {}, layout: 'nppes' });
    const flagged = await handle.db
      .selectFrom('doctors')
      .select('surgical')
      .where('npi', 'in', await dietitianNpis())
      .execute();
    expect(flagged.length).toBeGreaterThan(0);
    expect(flagged.every((d) => !d.surgical)).toBe(true);
  });

  it('imports the NPPES monthly layout: every individual, title-cased, ZIP5, surgical specialty', async () => {
    const result = await importDoctorsFromFile(
      handle.db,
      fixture('nppes_practitioners_ct_lantanagroup.csv'),
      EVERYONE,
    );
    expect(result).toEqual({ imported: 2000, skipped: 0, skippedReasons: {}, layout: 'nppes' });
    expect(await doctorCount()).toBe(2000);

    expect(await doctor('1740283779')).toMatchObject({
      name: 'Emmanuel Javier, MD',
      first_name: 'Emmanuel',
      last_name: 'Javier',
      credential: 'MD',
      address: '1000 Asylum Ave, Suite 4310, Hartford, CT 06105',
      city: 'Hartford',
      state_code: 'CT',
      postal_code: '06105',
      specialty: null, // 207RE0101X, endocrinology: not a surgical code
      surgical: false,
      search_name: 'emmanuel javier javier emmanuel',
    });
    // The Holyoke, MA row carries country code 'UM'; the state decides, so it is kept.
    expect(await doctor('1154328490')).toMatchObject({ state_code: 'MA', postal_code: '01040' });
    const surgeons = await handle.db
      .selectFrom('doctors')
      .select('specialty')
      .where('specialty', 'is not', null)
      .execute();
    expect(surgeons.length).toBeGreaterThan(300);
  });

  it('copes with the pandas-float NPPES variant ("1.0", "1234567890.0", ZIP "688472944.0")', async () => {
    const result = await importDoctorsFromFile(handle.db, fixture('nppes_sample_siwa-p.csv'), EVERYONE);
    expect(result).toEqual({
      imported: 733,
      skipped: 267,
      skippedReasons: { organization: 188, deactivated: 79 },
      layout: 'nppes',
    });
    expect(await doctor('1679576722')).toMatchObject({
      name: 'David A. Wiebe, MD',
      address: '3500 Central Ave, Kearney, NE 68847',
      postal_code: '68847',
      specialty: 'Orthopedic Surgery',
    });
    // Floats lost the leading zeros: '61051208.0' is 06105-1208, '3904.0' is 03904, '603.0' is 00603.
    expect((await doctor('1255334207')).postal_code).toBe('06105');
    expect((await doctor('1699778621')).postal_code).toBe('03904');
    expect(await doctor('1780687962')).toMatchObject({ state_code: 'PR', postal_code: '00603' });
  });

  it('imports the Doctors and Clinicians national layout (space-padded headers, repeated NPIs)', async () => {
    const result = await importDoctorsFromFile(
      handle.db,
      fixture('dac_national_sample_ofirnassimi.csv'),
      EVERYONE,
    );
    // 386 rows, 15 of which repeat an NPI for another practice address: the last one wins.
    expect(result).toEqual({
      imported: 371,
      skipped: 15,
      skippedReasons: { 'duplicate NPI': 15 },
      layout: 'dac-national',
    });
    expect(await doctorCount()).toBe(371);
    expect(await doctor('1215911011')).toMatchObject({
      name: 'Socrates Perez-Rodriguez, MD',
      address: '870 111th Ave N, Suite 3, Naples, FL 34108',
      state_code: 'FL',
      postal_code: '34108',
      specialty: 'Internal Medicine',
      surgical: false,
    });
    expect(await doctor('1215918727')).toMatchObject({ specialty: 'General Surgery', surgical: true });
  });

  it('keeps the surgeons of a Doctors and Clinicians file by their Medicare specialty', async () => {
    const result = await importDoctorsFromFile(handle.db, fixture('dac_national_sample_ofirnassimi.csv'));
    expect(result.imported).toBe(40);
    expect(result.skippedReasons['not a surgeon']).toBeGreaterThan(300);
    const specialties = await handle.db.selectFrom('doctors').select('specialty').distinct().execute();
    expect(specialties.map((d) => d.specialty).sort()).toEqual([
      'General Surgery',
      'Hand Surgery',
      'Neurosurgery',
      'Obstetrics/gynecology', // the title-casing of a slash-joined name, as stored before
      'Ophthalmology',
      'Oral Surgery',
      'Orthopedic Surgery',
      'Otolaryngology',
      'Podiatry',
      'Vascular Surgery',
    ]);
  });

  it('imports the Doctors and Clinicians subset and restores the ZIP leading zero', async () => {
    const result = await importDoctorsFromFile(
      handle.db,
      fixture('dac_maine_Arthi9688_head300.csv'),
      EVERYONE,
    );
    expect(result).toEqual({ imported: 299, skipped: 0, skippedReasons: {}, layout: 'dac-simple' });
    // '41023134' is 04102-3134 and '4416' is 04416 once a spreadsheet has dropped the zero.
    expect(await doctor('1003005174')).toMatchObject({
      name: 'David Gilman',
      first_name: 'David',
      last_name: 'Gilman',
      address: '22 Bramhall St, Portland, ME 04102',
      state_code: 'ME',
      postal_code: '04102',
      specialty: 'Physician Assistant',
    });
    expect((await doctor('1003012253')).postal_code).toBe('04416');
  });

  it('imports the NPI Registry API export, reading R\'s "NA" as missing', async () => {
    // Gynecologic oncologists all: surgeons, kept without allProviders.
    const result = await importDoctorsFromFile(
      handle.db,
      fixture('npi_api_obgyn_subspecialists_mufflyt_head300.csv'),
    );
    expect(result).toEqual({ imported: 299, skipped: 0, skippedReasons: {}, layout: 'npi-api' });
    expect(await doctor('1023247335')).toMatchObject({
      name: 'Nawar D. Abdul Latif',
      address: '3400 Civic Center Blvd, Philadelphia, PA 19104',
      postal_code: '19104',
      specialty: 'Obstetrics & Gynecology, Gynecologic Oncology',
      search_name: 'nawar abdul latif abdul latif nawar',
    });
    expect((await doctor('1548210024')).name).toBe('Gazi Abdulhay'); // middle name 'NA'
  });

  it('skips bad rows and counts them by reason', async () => {
    const result = await importDoctorsFromFile(handle.db, fixture('importer_bad_rows_nppes.csv'), EVERYONE);
    expect(result).toEqual({
      imported: 2,
      skipped: 8,
      skippedReasons: {
        'invalid NPI': 2,
        'missing name': 1,
        organization: 1,
        'missing state': 1,
        'invalid state': 1,
        deactivated: 1,
        'duplicate NPI': 1,
      },
      layout: 'nppes',
    });
    // The later row for the same NPI wins; its primary taxonomy is in slot 2.
    expect(await doctor('1234567893')).toMatchObject({
      name: 'Jane Q. Doe Jr., MD',
      address: '10 Congress St, Suite 2, Portland, ME 04101',
      postal_code: '04101',
      specialty: 'Orthopedic Surgery',
    });
    expect(await doctor('1000000053')).toMatchObject({
      name: "Sean O'Brien III",
      credential: null,
      address: '55 McKinley Ave, New Haven, CT 06511',
      state_code: 'CT',
    });
  });

  it('keeps the last row of a repeated NPI across batch boundaries too', async () => {
    const result = await importDoctorsFromFile(handle.db, fixture('dac_national_sample_ofirnassimi.csv'), {
      ...EVERYONE,
      batchSize: 7,
    });
    expect(await doctorCount()).toBe(371);
    // Duplicates split across batches are upserted twice instead of being dropped in memory.
    expect(result.imported + result.skipped).toBe(386);
  });

  it('is idempotent: a second import upserts the same rows', async () => {
    const file = fixture('nppes_practitioners_ct_lantanagroup.csv');
    await importDoctorsFromFile(handle.db, file, EVERYONE);
    const before = await doctor('1740283779');
    const again = await importDoctorsFromFile(handle.db, file, { ...EVERYONE, batchSize: 500 });
    expect(again.imported).toBe(2000);
    expect(await doctorCount()).toBe(2000);
    const after = await doctor('1740283779');
    expect({ ...after, updated_at: null }).toEqual({ ...before, updated_at: null });
  });

  it('reports progress up to the whole file', async () => {
    const seen: { rows: number; bytes: number; totalBytes: number }[] = [];
    await importDoctorsFromFile(handle.db, fixture('dac_maine_Arthi9688_head300.csv'), {
      ...EVERYONE,
      batchSize: 100,
      onProgress: (p) => seen.push(p),
    });
    expect(seen.length).toBeGreaterThanOrEqual(3);
    const last = seen[seen.length - 1];
    expect(last).toMatchObject({ rows: 299, imported: 299, skipped: 0 });
    expect(last?.bytes).toBe(last?.totalBytes);
  });

  it('migration 0011 flags the rows stored before it as the importer would', async () => {
    for (const file of [
      'nppes_practitioners_ct_lantanagroup.csv',
      'nppes_sample_siwa-p.csv',
      'dac_national_sample_ofirnassimi.csv',
      'dac_maine_Arthi9688_head300.csv',
      'npi_api_obgyn_subspecialists_mufflyt_head300.csv',
    ]) {
      await importDoctorsFromFile(handle.db, fixture(file), EVERYONE);
    }
    const flags = () => handle.db.selectFrom('doctors').select(['npi', 'surgical']).orderBy('npi').execute();
    const byImporter = await flags();
    expect(byImporter.filter((d) => d.surgical).length).toBeGreaterThan(500);
    expect(byImporter.filter((d) => !d.surgical).length).toBeGreaterThan(2000);
    // Back to the table as it was before 0011 (every row's specialty name kept), then forward again.
    await handle.db.transaction().execute(async (trx) => {
      await surgicalDoctors.down(trx);
      await surgicalDoctors.up(trx);
    });
    expect(await flags()).toEqual(byImporter);
  });

  it('rejects an unknown header with the list of expected layouts', async () => {
    const file = path.join(tmp, 'unknown.csv');
    await writeFile(file, 'id,doctor,place\n1,Jane Doe,Hartford\n');
    const run = importDoctorsFromFile(handle.db, file);
    await expect(run).rejects.toThrow(/Unrecognised doctor file header \(id, doctor, place\)/);
    await expect(importDoctorsFromFile(handle.db, file)).rejects.toThrow(/NPPES monthly file/);
    expect(await doctorCount()).toBe(0);
  });

  it('rejects a missing file and an aborted signal', async () => {
    await expect(importDoctorsFromFile(handle.db, path.join(tmp, 'absent.csv'))).rejects.toThrow(/ENOENT/);
    const abort = new AbortController();
    abort.abort();
    await expect(
      importDoctorsFromFile(handle.db, fixture('dac_maine_Arthi9688_head300.csv'), { signal: abort.signal }),
    ).rejects.toThrow(/abort/i);
  });
});
