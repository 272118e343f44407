/**
 * Surgeons by specialty name, for the files that carry a name instead of a taxonomy code: the CMS
 * Doctors and Clinicians files (a Medicare specialty such as 'ORTHOPEDIC SURGERY') and NPI
 * Registry exports (a NUCC description, 'Classification, Specialization', such as
 * 'Obstetrics & Gynecology, Gynecologic Oncology'). The same surgeons as the taxonomy codes in
 * surgical-taxonomies.ts: see the reasoning there.
 */

/** Medicare specialties of surgeons, as the Doctors and Clinicians files spell them. */
const MEDICARE_SURGICAL = [
  'GENERAL SURGERY',
  'OTOLARYNGOLOGY',
  'NEUROSURGERY',
  'OBSTETRICS/GYNECOLOGY',
  'OPHTHALMOLOGY',
  'ORAL SURGERY',
  'ORTHOPEDIC SURGERY',
  'PLASTIC AND RECONSTRUCTIVE SURGERY',
  'COLORECTAL SURGERY (PROCTOLOGY)',
  'THORACIC SURGERY',
  'UROLOGY',
  'HAND SURGERY',
  'PODIATRY',
  'VASCULAR SURGERY',
  'CARDIAC SURGERY',
  'MAXILLOFACIAL SURGERY',
  'SURGICAL ONCOLOGY',
  'GYNECOLOGICAL ONCOLOGY',
];

/** NUCC classifications of surgeons: any specialization under them is a surgeon too… */
const NUCC_SURGICAL_CLASSIFICATIONS = [
  'Surgery',
  'Orthopaedic Surgery',
  'Neurological Surgery',
  'Plastic Surgery',
  'Colon & Rectal Surgery',
  'Thoracic Surgery (Cardiothoracic Vascular Surgery)',
  'Transplant Surgery',
  'Oral & Maxillofacial Surgery',
  'Urology',
  'Otolaryngology',
  'Ophthalmology',
  'Obstetrics & Gynecology',
  'Podiatrist',
];

/** …except this one, which does not operate. */
const NON_SURGICAL_SPECIALIZATION = 'HOSPICE AND PALLIATIVE MEDICINE';

/** A dentist is a surgeon in this one specialization only. */
const DENTIST = 'DENTIST';
const DENTAL_SURGERY = 'ORAL AND MAXILLOFACIAL SURGERY';

/**
 * One spelling for comparison: upper case, '&' as AND, British 'orthopaedic' as 'orthopedic',
 * punctuation and runs of spaces as one space ('Obstetrics/Gynecology' = 'OBSTETRICS GYNECOLOGY').
 */
function canonical(name: string): string {
  return name
    .toUpperCase()
    .replace(/&/g, ' AND ')
    .replace(/ORTHOPAEDIC/g, 'ORTHOPEDIC')
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim();
}

const MEDICARE = new Set(MEDICARE_SURGICAL.map(canonical));
const CLASSIFICATIONS = new Set(NUCC_SURGICAL_CLASSIFICATIONS.map(canonical));

/** Whether a Medicare specialty or a NUCC 'Classification, Specialization' names a surgeon. */
export function isSurgicalSpecialtyName(name: string | null): boolean {
  if (name === null) return false;
  if (MEDICARE.has(canonical(name))) return true;
  const comma = name.indexOf(',');
  const classification = canonical(comma < 0 ? name : name.slice(0, comma));
  const specialization = comma < 0 ? '' : canonical(name.slice(comma + 1));
  if (classification === DENTIST) return specialization === DENTAL_SURGERY;
  return CLASSIFICATIONS.has(classification) && specialization !== NON_SURGICAL_SPECIALIZATION;
}
