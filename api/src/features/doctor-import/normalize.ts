/**
 * Field clean-up shared by every layout. The sources disagree on case, punctuation and number
 * formatting; everything that lands in `doctors` goes through here so search and display see
 * one shape.
 */

/** Trimmed value, or null when empty or absent (short rows under relax_column_count). */
export function clean(value: string | undefined): string | null {
  if (value === undefined) return null;
  const v = value.trim();
  return v === '' ? null : v;
}

/**
 * Undo pandas' float conversion ('1234567890.0' → '1234567890', '1.0' → '1'). Only an all-digit
 * integer part followed by '.0…' is touched, so a real decimal is never truncated silently.
 */
export function unfloat(value: string | null): string | null {
  if (value === null) return null;
  const m = /^(\d+)\.0+$/.exec(value);
  return m ? (m[1] ?? value) : value;
}

/**
 * Five-digit ZIP from any US postal code the sources give: '06105-1208', '061051208', and the
 * spreadsheet-damaged forms that lost their leading zero ('41023134' is 04102-3134, '4416' is
 * 04416) or became floats ('688472944.0'). Returns null for anything else (foreign codes).
 */
export function zip5(value: string | null): string | null {
  const raw = unfloat(value);
  if (raw === null) return null;
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  // 1–5 digits is a ZIP5 missing zeros; 6–9 digits is ZIP+4 missing zeros.
  if (digits.length <= 5) return digits.padStart(5, '0');
  if (digits.length <= 9) return digits.padStart(9, '0').slice(0, 5);
  return null;
}

const KEEP_UPPER = new Set(['II', 'III', 'IV', 'PO', 'NE', 'NW', 'SE', 'SW', 'N', 'S', 'E', 'W', 'US']);

// Lower-cased inside place and specialty names ('Avenue of the Americas'), never in person names.
const SMALL_WORDS = new Set(['and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

function titleWord(word: string, index: number, smallWords: boolean): string {
  if (KEEP_UPPER.has(word.toUpperCase())) return word.toUpperCase();
  // Parenthesised abbreviations such as '(CRNA)' stay as they are.
  if (/^\([A-Z]{2,6}\)$/.test(word)) return word;
  if (smallWords && index > 0 && SMALL_WORDS.has(word.toLowerCase())) return word.toLowerCase();
  const lower = word.toLowerCase();
  // Capitalise after hyphens and apostrophes (Perez-Rodriguez, O'Brien) and after Mc (McBride).
  return lower
    .replace(/(^|[-'’])([a-z])/g, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
    .replace(
      /(^|[-'’])Mc([a-z])(?=[a-z]{2})/g,
      (_m, sep: string, ch: string) => `${sep}Mc${ch.toUpperCase()}`,
    );
}

/** 'SOCRATES PEREZ-RODRIGUEZ' → 'Socrates Perez-Rodriguez'; '111TH AVE N' → '111th Ave N'. */
export function titleCase(value: string | null, options: { smallWords?: boolean } = {}): string | null {
  if (value === null) return null;
  return value
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => titleWord(w, i, options.smallWords ?? false))
    .join(' ');
}

/** 'M.D.' → 'MD'; 'm.d., ph.d.' → 'MD, PHD'. Credentials read as abbreviations, so upper case. */
export function credential(value: string | null): string | null {
  if (value === null) return null;
  const parts = value
    .toUpperCase()
    .replace(/\./g, '')
    .split(/\s*[,;/]\s*/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

export interface NameParts {
  first: string;
  middle: string | null;
  last: string;
  suffix: string | null;
  credential: string | null;
}

/** 'Jane Q. Doe Jr., MD': the form the feed shows (it strips a trailing MD itself). */
export function displayName(n: NameParts): string {
  const middle = n.middle ? `${n.middle.replace(/\.$/, '').charAt(0).toUpperCase()}.` : null;
  const base = [n.first, middle, n.last, n.suffix].filter(Boolean).join(' ');
  return n.credential ? `${base}, ${n.credential}` : base;
}

/**
 * 'jane doe doe jane': both orders in one lower-cased string, so a prefix index matches
 * 'jane d…' and the trigram index matches 'doe j…' without a second column.
 */
export function searchName(first: string, last: string): string {
  const f = first.toLowerCase().replace(/\s+/g, ' ').trim();
  const l = last.toLowerCase().replace(/\s+/g, ' ').trim();
  return `${f} ${l} ${l} ${f}`;
}

/** '114 Woodland St, Suite 2, Hartford, CT 06105': one line, as search results show it. */
export function oneLineAddress(parts: {
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string;
  zip: string | null;
}): string {
  const stateZip = parts.zip ? `${parts.state} ${parts.zip}` : parts.state;
  return [parts.line1, parts.line2, parts.city, stateZip].filter(Boolean).join(', ');
}
