/**
 * NPI check digit: Luhn over the 9 leading digits prefixed with 80840 (the ISO card-issuer
 * prefix of the US health industry), as CMS defines it. Catching a mistyped or float-mangled
 * NPI here keeps a bad key out of `doctors`, where reviews would point at a doctor that does
 * not exist.
 */
export function isValidNpi(npi: string): boolean {
  if (!/^\d{10}$/.test(npi)) return false;
  const digits = `80840${npi}`;
  let sum = 0;
  for (let i = digits.length - 1, double = false; i >= 0; i--, double = !double) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `first9` a valid NPI (used by synthetic data generators). */
export function npiCheckDigit(first9: string): number {
  for (let d = 0; d <= 9; d++) {
    if (isValidNpi(`${first9}${d}`)) return d;
  }
  throw new Error(`no check digit for ${first9}`);
}
