/**
 * Names of the surgeons picked in the typeahead during this visit, by NPI. The address holds only
 * the NPI; this lets the chip name the surgeon even when no journey matches.
 */
const picked = new Map<string, string>();

export function rememberSurgeon(npi: string, name: string): void {
  picked.set(npi, name);
}

export function pickedSurgeonName(npi: string): string | undefined {
  return picked.get(npi);
}
