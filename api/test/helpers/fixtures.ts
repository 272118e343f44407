/** A handful of reference rows inserted directly, so tests are fast and independent of seed data. */
import { makeSurgeryPayload } from '@journeys/shared/testing/fixtures';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/platform/db/schema';

export interface Fixtures {
  states: { ct: number; nh: number; ca: number; ny: number };
  surgeryTypes: { knee: number; hip: number; acl: number };
  npis: { doe: string; smith: string; lee: string; nhDoctor: string; caDoctor: string };
}

function doctor(npi: string, first: string, last: string, city: string, state: string) {
  const f = first.toLowerCase();
  const l = last.toLowerCase();
  return {
    npi,
    name: `${first} ${last}, MD`,
    first_name: first,
    last_name: last,
    credential: 'MD',
    address: `1 Main St, ${city}, ${state} 06000`,
    city,
    state_code: state,
    postal_code: '06000',
    specialty: 'Orthopaedic Surgery',
    search_name: `${f} ${l} ${l} ${f}`,
  };
}

export async function insertFixtures(db: Kysely<Database>): Promise<Fixtures> {
  const states = await db
    .insertInto('states')
    .values([
      { code: 'CT', name: 'Connecticut', territory: false },
      { code: 'NH', name: 'New Hampshire', territory: false },
      { code: 'CA', name: 'California', territory: false },
      { code: 'NY', name: 'New York', territory: false },
    ])
    .returning(['id', 'code'])
    .execute();
  const stateId = (code: string) => states.find((s) => s.code === code)?.id as number;
  const types = await db
    .insertInto('surgery_types')
    .values([
      { name: 'Total Knee Replacement', description: 'Replaces the knee joint' },
      { name: 'Hip Replacement', description: 'Replaces the hip joint' },
      { name: 'ACL Reconstruction', description: 'Rebuilds the anterior cruciate ligament' },
    ])
    .returning(['id', 'name'])
    .execute();
  const typeId = (name: string) => types.find((t) => t.name === name)?.id as number;
  await db
    .insertInto('doctors')
    .values([
      doctor('1000000001', 'Jane', 'Doe', 'Hartford', 'CT'),
      doctor('1000000002', 'John', 'Smith', 'New Haven', 'CT'),
      doctor('1000000003', 'Amy', 'Lee', 'Stamford', 'CT'),
      doctor('1000000004', 'Paul', 'Jones', 'Concord', 'NH'),
      doctor('1000000005', 'Maria', 'Smithers', 'Fresno', 'CA'),
    ])
    .execute();
  return {
    states: { ct: stateId('CT'), nh: stateId('NH'), ca: stateId('CA'), ny: stateId('NY') },
    surgeryTypes: {
      knee: typeId('Total Knee Replacement'),
      hip: typeId('Hip Replacement'),
      acl: typeId('ACL Reconstruction'),
    },
    npis: {
      doe: '1000000001',
      smith: '1000000002',
      lee: '1000000003',
      nhDoctor: '1000000004',
      caDoctor: '1000000005',
    },
  };
}

/** A valid review payload on the fixtures' surgeon and knee; override any field (a bad one too). */
export function reviewBody(f: Fixtures, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...makeSurgeryPayload({
      surgeryYear: 2023,
      surgeryMonth: 5,
      surgeryDay: 17,
      npi: f.npis.doe,
      state: 'connecticut',
      procedures: [
        {
          id: f.surgeryTypes.knee,
          name: 'Total Knee Replacement',
          description: 'Replaces the knee joint',
          side: 'left',
        },
      ],
      description: 'Went well',
    }),
    ...overrides,
  };
}
