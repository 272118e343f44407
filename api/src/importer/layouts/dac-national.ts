import { clean, titleCase } from '../normalize';
import { columns, type Layout } from './types';

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
    const col = columns(header);
    const npi = col('NPI');
    const last = col('lst_nm');
    const first = col('frst_nm');
    const middle = col('mid_nm');
    const suffix = col('suff');
    const credential = col('Cred');
    const specialty = col('pri_spec');
    const line1 = col('adr_ln_1');
    const line2 = col('adr_ln_2');
    const city = col('cty');
    const state = col('st');
    const zip = col('zip');
    return (r) => ({
      npi: clean(npi(r)),
      first: clean(first(r)),
      middle: clean(middle(r)),
      last: clean(last(r)),
      suffix: clean(suffix(r)),
      credential: clean(credential(r)),
      line1: clean(line1(r)),
      line2: clean(line2(r)),
      city: clean(city(r)),
      state: clean(state(r)),
      postalCode: clean(zip(r)),
      specialty: titleCase(clean(specialty(r)), { smallWords: true }),
    });
  },
};
