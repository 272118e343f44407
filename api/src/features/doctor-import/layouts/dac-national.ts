import { titleCase } from '../normalize';
import { isSurgicalSpecialtyName } from '../surgical-specialty-names';
import { doctorFields } from './doctor-fields';
import type { Layout } from './types';

/**
 * CMS Doctors and Clinicians national downloadable file (DAC_NationalDownloadableFile.csv). Its
 * header names carry leading spaces; the importer trims them before matching. One NPI appears
 * once per practice address, so duplicates are expected (the last one read wins).
 */
export const dacNationalLayout: Layout = {
  id: 'dac-national',
  description:
    'CMS Doctors and Clinicians national file (NPI, Ind_PAC_ID, lst_nm, frst_nm, …, adr_ln_1, cty, st, zip)',
  signature: ['NPI', 'lst_nm', 'frst_nm', 'adr_ln_1', 'cty', 'st', 'zip'],
  bind(header) {
    const fields = doctorFields(header, {
      npi: 'NPI',
      first: 'frst_nm',
      middle: 'mid_nm',
      last: 'lst_nm',
      suffix: 'suff',
      credential: 'Cred',
      line1: 'adr_ln_1',
      line2: 'adr_ln_2',
      city: 'cty',
      state: 'st',
      postalCode: 'zip',
      specialty: 'pri_spec',
    });
    return (r) => {
      const doctor = fields(r);
      return {
        ...doctor,
        specialty: titleCase(doctor.specialty, { smallWords: true }),
        surgical: isSurgicalSpecialtyName(doctor.specialty),
      };
    };
  },
};
