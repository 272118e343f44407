import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import type { DoctorRow } from './doctor-record';

/**
 * Upserts a batch in one statement. Columns travel as 12 array parameters expanded by
 * `unnest`, not as 12 × N scalar parameters: the statement text stays the same for every batch
 * and the 65,535-parameter limit never bites, whatever the batch size. The caller guarantees
 * unique NPIs in a batch — Postgres refuses to update the same row twice in one
 * INSERT … ON CONFLICT.
 */
export async function upsertDoctors(db: Kysely<Database>, rows: readonly DoctorRow[]): Promise<void> {
  if (rows.length === 0) return;
  const col = <K extends keyof DoctorRow>(key: K): DoctorRow[K][] => rows.map((r) => r[key]);
  await sql`
    INSERT INTO doctors
      (npi, name, first_name, last_name, credential, address, city, state_code, postal_code, specialty, surgical, search_name, updated_at)
    SELECT *, now() FROM unnest(
      ${col('npi')}::varchar[], ${col('name')}::text[], ${col('first_name')}::text[],
      ${col('last_name')}::text[], ${col('credential')}::text[], ${col('address')}::text[],
      ${col('city')}::text[], ${col('state_code')}::varchar[], ${col('postal_code')}::text[],
      ${col('specialty')}::text[], ${col('surgical')}::boolean[], ${col('search_name')}::text[]
    )
    ON CONFLICT (npi) DO UPDATE SET
      name = excluded.name,
      first_name = excluded.first_name,
      last_name = excluded.last_name,
      credential = excluded.credential,
      address = excluded.address,
      city = excluded.city,
      state_code = excluded.state_code,
      postal_code = excluded.postal_code,
      specialty = excluded.specialty,
      surgical = excluded.surgical,
      search_name = excluded.search_name,
      updated_at = excluded.updated_at
  `.execute(db);
}
