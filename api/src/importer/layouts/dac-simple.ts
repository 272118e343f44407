import { clean, titleCase } from '../normalize';
import { columns, type Layout } from './types';

/**
 * A common hand-made subset of Doctors and Clinicians (NPI, Provider Name, Primary Specialty,
 * Address, City/Town, State, ZIP Code). The name is one field, 'FIRST [MIDDLE…] LAST': the last
 * word is taken as the surname, which is right for the vast majority and harmless otherwise
 * (search matches either order).
 */
export const dacSimpleLayout: Layout = {
  id: 'dac-simple',
  description:
    'Doctors and Clinicians subset (NPI, Provider Name, Primary Specialty, Address, City/Town, State, ZIP Code)',
  signature: ['NPI', 'Provider Name', 'Address', 'City/Town', 'State', 'ZIP Code'],
  bind(header) {
    const col = columns(header);
    const npi = col('NPI');
    const name = col('Provider Name');
    const specialty = col('Primary Specialty');
    const address = col('Address');
    const city = col('City/Town');
    const state = col('State');
    const zip = col('ZIP Code');
    return (r) => {
      const words = (clean(name(r)) ?? '').split(/\s+/).filter(Boolean);
      const last = words.length > 1 ? (words.pop() ?? null) : null;
      return {
        npi: clean(npi(r)),
        first: words.length > 0 ? words.join(' ') : null,
        middle: null,
        last,
        suffix: null,
        credential: null,
        line1: clean(address(r)),
        line2: null,
        city: clean(city(r)),
        state: clean(state(r)),
        postalCode: clean(zip(r)),
        specialty: titleCase(clean(specialty(r)), { smallWords: true }),
      };
    };
  },
};
