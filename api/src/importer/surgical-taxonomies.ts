/**
 * Surgical provider taxonomy codes → specialty names shown for NPPES rows (the NPPES file carries
 * only codes). Derived from the CMS Medicare specialty ↔ provider taxonomy crosswalk
 * (the public sources listed in docs/operations.md §5, US-government
 * public domain): every taxonomy code listed under a surgical Medicare specialty (02 General
 * Surgery, 04, 14, 16, 18, 19, 20, 24, 28, 33, 34, 40, 48, 77, 78, 85, 91, 98), named after its
 * most specific specialty; hospice-and-palliative codes left out. Non-surgical codes are not
 * mapped on purpose: the product only needs to tell surgeons apart, and an unmapped code stores
 * a null specialty rather than a guess.
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
