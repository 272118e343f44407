import { clean, titleCase } from '../normalize';
import { isSurgicalSpecialtyName } from '../surgical-specialty-names';
import { doctorFields } from './doctor-fields';
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
    const name = columns(header)('Provider Name');
    const fields = doctorFields(header, {
      npi: 'NPI',
      first: null,
      middle: null,
      last: null,
      suffix: null,
      credential: null,
      line1: 'Address',
      line2: null,
      city: 'City/Town',
      state: 'State',
      postalCode: 'ZIP Code',
      specialty: 'Primary Specialty',
    });
    return (r) => {
      const doctor = fields(r);
      const words = (clean(name(r)) ?? '').split(/\s+/).filter(Boolean);
      const last = words.length > 1 ? (words.pop() ?? null) : null;
      return {
        ...doctor,
        first: words.length > 0 ? words.join(' ') : null,
        last,
        specialty: titleCase(doctor.specialty, { smallWords: true }),
        surgical: isSurgicalSpecialtyName(doctor.specialty),
      };
    };
  },
};
