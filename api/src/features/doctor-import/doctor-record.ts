import { STATES } from './states';
import type { MappedDoctor } from './layouts';
import { isValidNpi } from './npi';
import { credential, displayName, oneLineAddress, searchName, titleCase, unfloat, zip5 } from './normalize';

/** One `doctors` row as the importer writes it (updated_at is set by the database). */
export interface DoctorRow {
  npi: string;
  name: string;
  first_name: string;
  last_name: string;
  credential: string | null;
  address: string;
  city: string | null;
  state_code: string;
  postal_code: string | null;
  specialty: string | null;
  /** Whether the source's taxonomy or specialty names a surgeon (surgical-taxonomies.ts). */
  surgical: boolean;
  search_name: string;
}

const STATE_CODES = new Set(STATES.map((s) => s.code));

/**
 * Validates and normalises a mapped record. Returns the row, or the skip reason counted in the
 * import summary. A row without a valid NPI, a name or a known US state cannot be found by the
 * doctor search or referenced by a review, so it is dropped rather than stored half-usable.
 */
export function toDoctorRow(raw: MappedDoctor): DoctorRow | string {
  const npi = unfloat(raw.npi);
  if (npi === null || !isValidNpi(npi)) return 'invalid NPI';
  const first = titleCase(raw.first);
  const last = titleCase(raw.last);
  if (!first || !last) return 'missing name';
  const state = raw.state?.toUpperCase() ?? null;
  if (!state) return 'missing state';
  if (!STATE_CODES.has(state)) return 'invalid state';

  const cred = credential(raw.credential);
  const city = titleCase(raw.city, { smallWords: true });
  const postal = zip5(raw.postalCode);
  return {
    npi,
    name: displayName({ first, middle: raw.middle, last, suffix: titleCase(raw.suffix), credential: cred }),
    first_name: first,
    last_name: last,
    credential: cred,
    address: oneLineAddress({
      line1: titleCase(raw.line1, { smallWords: true }),
      line2: titleCase(raw.line2, { smallWords: true }),
      city,
      state,
      zip: postal,
    }),
    city,
    state_code: state,
    postal_code: postal,
    specialty: raw.specialty,
    surgical: raw.surgical,
    search_name: searchName(first, last),
  };
}
