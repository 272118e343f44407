import { clean, unfloat } from '../normalize';
import { surgicalSpecialty } from '../surgical-taxonomies';
import { doctorFields } from './doctor-fields';
import { columns, type Layout } from './types';

/** NPPES has 15 taxonomy slots; the primary one carries switch 'Y'. */
const TAXONOMY_SLOTS = 15;

/**
 * The CMS NPPES monthly "npidata_pfile" (329 columns). Also accepts the pandas-float variant
 * ('1.0', '1234567890.0', '688472944.0'), because the same layout is often passed around after a
 * round trip through a dataframe.
 */
export const nppesLayout: Layout = {
  id: 'nppes',
  description: 'NPPES monthly file (NPI, Entity Type Code, Provider Last Name (Legal Name), …)',
  signature: ['NPI', 'Entity Type Code', 'Provider Last Name (Legal Name)', 'Provider First Name'],
  bind(header) {
    const col = columns(header);
    const entityType = col('Entity Type Code');
    const deactivated = col('NPI Deactivation Date');
    const reactivated = col('NPI Reactivation Date');
    const fields = doctorFields(header, {
      npi: 'NPI',
      first: 'Provider First Name',
      middle: 'Provider Middle Name',
      last: 'Provider Last Name (Legal Name)',
      suffix: 'Provider Name Suffix Text',
      credential: 'Provider Credential Text',
      line1: 'Provider First Line Business Practice Location Address',
      line2: 'Provider Second Line Business Practice Location Address',
      city: 'Provider Business Practice Location Address City Name',
      state: 'Provider Business Practice Location Address State Name',
      postalCode: 'Provider Business Practice Location Address Postal Code',
      specialty: null,
    });
    const taxonomy = Array.from({ length: TAXONOMY_SLOTS }, (_, i) => ({
      code: col(`Healthcare Provider Taxonomy Code_${i + 1}`),
      primary: col(`Healthcare Provider Primary Taxonomy Switch_${i + 1}`),
    }));

    return (r) => {
      const type = unfloat(clean(entityType(r)));
      if (type === '2') return { skip: 'organization' };
      if (type !== '1') {
        // Deactivated NPIs keep only the number and dates in the monthly file.
        if (clean(deactivated(r)) && !clean(reactivated(r))) return { skip: 'deactivated' };
        return { skip: 'unknown entity type' };
      }

      let code: string | null = null;
      for (const slot of taxonomy) {
        const c = clean(slot.code(r));
        if (c && clean(slot.primary(r)) === 'Y') {
          code = c;
          break;
        }
        code ??= c;
      }
      const doctor = fields(r);
      // The primary taxonomy decides, as it decides the specialty shown: a surgeon is one whose
      // main registered practice is surgical.
      const specialty = code ? surgicalSpecialty(code) : null;
      return {
        ...doctor,
        npi: unfloat(doctor.npi),
        // The country code is not checked: the state decides (a foreign address has no US state, and
        // real rows carry stray codes such as 'UM' on a Holyoke, MA address).
        specialty,
        surgical: specialty !== null,
      };
    };
  },
};
