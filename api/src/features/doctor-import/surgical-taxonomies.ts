/**
 * Which providers are surgeons, by their provider taxonomy code (NPPES files carry only codes), and
 * the specialty name shown for each.
 *
 * The codes are those of the NUCC Health Care Provider Taxonomy code set (National Uniform Claim
 * Committee), grouped as the CMS Medicare Provider and Supplier Taxonomy Crosswalk groups them
 * (the public sources listed in docs/operations.md §5, US-government public domain). A provider is a
 * surgeon when their code falls under one of the surgical Medicare specialties (02 General Surgery,
 * 04, 14, 16, 18, 19, 20, 24, 28, 33, 34, 40, 48, 77, 78, 85, 91, 98), which in NUCC terms is:
 * - the allopathic & osteopathic physicians' Surgery classification (2086…) and the surgical
 *   classifications beside it: Orthopaedic (207X…), Neurological (207T…), Plastic (2082…), Colon &
 *   Rectal (208C…), Thoracic (208G…), Transplant (204F…) and Oral & Maxillofacial (204E…) Surgery;
 * - the specialties whose members operate as a core part of the work: Urology (2088…),
 *   Otolaryngology (207Y…), Ophthalmology (207W…), Obstetrics & Gynecology (207V…);
 * - podiatrists (213E…), who operate on the foot and ankle, and dentists in Oral & Maxillofacial
 *   Surgery (1223S0112X).
 * Each classification is taken whole, subspecialties included, except its Hospice and Palliative
 * Medicine specialization (2086H0002X, 207VH0002X), which does not operate. Every other code
 * (internal medicine, nursing, therapy, dietetics…) is not a surgeon: the doctor search offers
 * surgeons only, and the importer skips the others unless asked to keep every provider.
 * Each code is named after its most specific surgical specialty.
 */
export const SURGICAL_TAXONOMIES: Readonly<Record<string, string>> = {
  '1223S0112X': 'Oral & Maxillofacial Surgery',
  '204E00000X': 'Oral & Maxillofacial Surgery',
  '204F00000X': 'Transplant Surgery',
  '207T00000X': 'Neurosurgery',
  '207V00000X': 'Obstetrics & Gynecology',
  '207VB0002X': 'Obstetrics & Gynecology',
  '207VC0200X': 'Obstetrics & Gynecology',
  '207VE0102X': 'Obstetrics & Gynecology',
  '207VF0040X': 'Urogynecology',
  '207VG0400X': 'Gynecology',
  '207VM0101X': 'Obstetrics & Gynecology',
  '207VX0000X': 'Obstetrics',
  '207VX0201X': 'Gynecologic Oncology',
  '207W00000X': 'Ophthalmology',
  '207WX0009X': 'Ophthalmology',
  '207WX0107X': 'Ophthalmology',
  '207WX0108X': 'Ophthalmology',
  '207WX0109X': 'Ophthalmology',
  '207WX0110X': 'Ophthalmology',
  '207WX0120X': 'Ophthalmology',
  '207WX0200X': 'Ophthalmic Plastic Surgery',
  '207X00000X': 'Orthopedic Surgery',
  '207XP3100X': 'Pediatric Orthopedic Surgery',
  '207XS0106X': 'Hand Surgery',
  '207XS0114X': 'Adult Reconstructive Orthopedic Surgery',
  '207XS0117X': 'Spine Surgery',
  '207XX0004X': 'Foot and Ankle Surgery',
  '207XX0005X': 'Orthopedic Sports Medicine',
  '207XX0801X': 'Orthopedic Trauma',
  '207Y00000X': 'Otolaryngology',
  '207YP0228X': 'Otolaryngology',
  '207YS0012X': 'Otolaryngology',
  '207YS0123X': 'Facial Plastic Surgery',
  '207YX0007X': 'Otolaryngology',
  '207YX0602X': 'Otolaryngology',
  '207YX0901X': 'Otolaryngology',
  '207YX0905X': 'Facial Plastic Surgery',
  '208200000X': 'Plastic and Reconstructive Surgery',
  '2082S0099X': 'Plastic and Reconstructive Surgery',
  '2082S0105X': 'Plastic and Reconstructive Surgery',
  '208600000X': 'General Surgery',
  '2086S0102X': 'Surgical Critical Care',
  '2086S0105X': 'Hand Surgery',
  '2086S0120X': 'Pediatric Surgery',
  '2086S0122X': 'Plastic and Reconstructive Surgery',
  '2086S0127X': 'Trauma Surgery',
  '2086S0129X': 'Vascular Surgery',
  '2086X0206X': 'Surgical Oncology',
  '208800000X': 'Urology',
  '2088F0040X': 'Urogynecology',
  '2088P0231X': 'Urology',
  '208C00000X': 'Colorectal Surgery',
  '208G00000X': 'Thoracic Surgery',
  '213E00000X': 'Podiatry',
  '213EG0000X': 'Podiatry',
  '213EP0504X': 'Podiatry',
  '213EP1101X': 'Podiatry',
  '213ER0200X': 'Podiatry',
  '213ES0000X': 'Podiatry',
  '213ES0103X': 'Foot & Ankle Surgery',
  '213ES0131X': 'Foot Surgery',
};

/** Specialty name for a provider taxonomy code, or null when it is not a surgical code. */
export function surgicalSpecialty(taxonomyCode: string): string | null {
  return SURGICAL_TAXONOMIES[taxonomyCode.trim().toUpperCase()] ?? null;
}
