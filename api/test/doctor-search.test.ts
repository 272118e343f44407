/** Doctor search: surgeons only, prefixes of either name order, stable paging, the substring fallback. */
import path from 'node:path';
import type { DoctorSearchPage } from '@journeys/shared/domain';
import { importDoctorsFromFile } from '../src/features/doctor-import/import-doctors';
import { BACKENDS, json, type TestApp } from './helpers/test-app';
import { testAppPerSuite } from './helpers/per-suite';

const searchIn =
  (t: TestApp) =>
  async (qs: string): Promise<DoctorSearchPage> => {
    const res = await t.app.inject({ method: 'GET', url: `/doctors/search?${qs}` });
    expect(res.statusCode).toBe(200);
    return json<DoctorSearchPage>(res);
  };

describe.each(BACKENDS)('doctor search (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  beforeAll(async () => {
    // Both name forms of John Johnson start with 'john': he must still come back once.
    await t.database.db
      .insertInto('doctors')
      .values({
        npi: '1000000006',
        name: 'John  Johnson, MD',
        first_name: ' John ',
        last_name: 'Johnson',
        address: '2 Elm St, Hartford, CT 06000',
        state_code: 'CT',
        search_name: 'john johnson johnson john',
      })
      .execute();
  });

  const search = searchIn(t);
  const npis = async (qs: string) => (await search(qs)).doctors.map((d) => d.npi);

  it('fills the name-order columns from first and last name, normalised', async () => {
    const row = await t.database.db
      .selectFrom('doctors')
      .select(['name_first_last', 'name_last_first'])
      .where('npi', '=', '1000000006')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name_first_last: 'john johnson', name_last_first: 'johnson john' });
  });

  it('matches a prefix of "first last" or "last first", one row per doctor', async () => {
    expect(await npis('state=*&q=john%20smi')).toEqual([t.fixtures.npis.smith]);
    expect(await npis('state=*&q=Smith,%20J')).toEqual([t.fixtures.npis.smith]);
    expect(await npis('state=connecticut&q=john')).toEqual(['1000000006', t.fixtures.npis.smith]);
    expect(await npis('state=new_hampshire&q=john')).toEqual([]);
  });

  it('pages in a stable order without repeats', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 10; page += 1) {
      const result = await search(`state=*&q=j&pageSize=1&page=${page}`);
      seen.push(...result.doctors.map((d) => d.npi));
      if (!result.hasMore) break;
    }
    // 'jane doe', 'john johnson', 'john smith', 'jones paul' — by the matched form.
    expect(seen).toEqual([
      t.fixtures.npis.doe,
      '1000000006',
      t.fixtures.npis.smith,
      t.fixtures.npis.nhDoctor,
    ]);
  });

  it('falls back to a substring match on a short first page only', async () => {
    expect(await search('state=*&q=mithers')).toEqual({
      doctors: [
        { npi: t.fixtures.npis.caDoctor, name: 'Maria Smithers, MD', address: '1 Main St, Fresno, CA 06000' },
      ],
      hasMore: false,
    });
    expect(await npis('state=connecticut&q=mithers')).toEqual([]);
    expect(await npis('state=*&q=mithers&page=2')).toEqual([]);
    // Two letters are below what a trigram can match: prefix only.
    expect(await npis('state=*&q=oe')).toEqual([]);
  });
});

describe.each(BACKENDS)('doctor search offers surgeons only (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const DAC_NATIONAL = path.join(__dirname, '..', 'fixtures', 'dac_national_sample_ofirnassimi.csv');
  const DIETITIAN = '1215090741'; // Kathleen Kennedy Hutton, registered dietitian, Sacramento CA
  const SURGEON = '1215213103'; // Richard Vasak, general surgery, Pasadena CA
  const npis = async (qs: string) => (await searchIn(t)(qs)).doctors.map((d) => d.npi);
  const everyWay = [
    'state=california&q=kathleen',
    'state=*&q=kennedy',
    'state=*&q=hutton',
    'state=california',
  ];

  it('does not offer a dietitian imported from a Doctors and Clinicians file as a surgeon', async () => {
    await importDoctorsFromFile(t.database.db, DAC_NATIONAL);
    for (const qs of everyWay) expect(await npis(qs)).not.toContain(DIETITIAN);
    expect(await npis('state=california&q=vasak')).toEqual([SURGEON]);
  });

  it('still offers surgeons only when the importer kept every provider', async () => {
    await importDoctorsFromFile(t.database.db, DAC_NATIONAL, { allProviders: true });
    const stored = await t.database.db
      .selectFrom('doctors')
      .select(['specialty', 'surgical'])
      .where('npi', '=', DIETITIAN)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ specialty: 'Registered Dietitian or Nutrition Professional', surgical: false });
    for (const qs of everyWay) expect(await npis(qs)).not.toContain(DIETITIAN);
    expect(await npis('state=california&q=vasak')).toEqual([SURGEON]);
  });
});
