import { clean } from '../normalize';
import { columns, type Layout } from './types';

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
    const col = columns(header);
    const npi = col('npi');
    const first = col('basic_first_name');
    const middle = col('basic_middle_name');
    const last = col('basic_last_name');
    const suffix = col('basic_name_suffix');
    const credential = col('basic_credential');
    const specialty = col('taxonomies_desc');
    const line1 = col('addresses_address_1');
    const line2 = col('addresses_address_2');
    const city = col('addresses_city');
    const state = col('addresses_state');
    const zip = col('addresses_postal_code');
    return (r) => ({
      npi: value(npi(r)),
      first: value(first(r)),
      middle: value(middle(r)),
      last: value(last(r)),
      suffix: value(suffix(r)),
      credential: value(credential(r)),
      line1: value(line1(r)),
      line2: value(line2(r)),
      city: value(city(r)),
      state: value(state(r)),
      postalCode: value(zip(r)),
      specialty: value(specialty(r)),
    });
  },
};
