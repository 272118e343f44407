import { clean } from '../normalize';
import { isSurgicalSpecialtyName } from '../surgical-specialty-names';
import { doctorFields } from './doctor-fields';
import type { Layout } from './types';

/** R and pandas exports write the string 'NA' for a missing value. */
function value(v: string | undefined): string | null {
  const c = clean(v);
  return c === 'NA' ? null : c;
}

/** A flattened NPI Registry API export (npi, basic_*, taxonomies_*, addresses_*). */
export const npiApiLayout: Layout = {
  id: 'npi-api',
  description:
    'NPI Registry API export (npi, basic_first_name, basic_last_name, taxonomies_desc, addresses_address_1, addresses_city, addresses_state, addresses_postal_code)',
  signature: ['npi', 'basic_first_name', 'basic_last_name', 'addresses_state'],
  bind(header) {
    const fields = doctorFields(
      header,
      {
        npi: 'npi',
        first: 'basic_first_name',
        middle: 'basic_middle_name',
        last: 'basic_last_name',
        suffix: 'basic_name_suffix',
        credential: 'basic_credential',
        line1: 'addresses_address_1',
        line2: 'addresses_address_2',
        city: 'addresses_city',
        state: 'addresses_state',
        postalCode: 'addresses_postal_code',
        specialty: 'taxonomies_desc',
      },
      value,
    );
    return (r) => {
      const doctor = fields(r);
      return { ...doctor, surgical: isSurgicalSpecialtyName(doctor.specialty) };
    };
  },
};
