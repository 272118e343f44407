/** What a layout mapper extracts from one CSV record, before shared validation. */
export interface RawDoctor {
  npi: string | null;
  first: string | null;
  middle: string | null;
  last: string | null;
  suffix: string | null;
  credential: string | null;
  line1: string | null;
  line2: string | null;
  city: string | null;
  state: string | null;
  postalCode: string | null;
  specialty: string | null;
}

/** A mapped record, with whether the layout's specialty field names a surgeon. */
export interface MappedDoctor extends RawDoctor {
  surgical: boolean;
}

/** A mapper returns the doctor, or a skip reason for rows the layout itself rules out. */
export type MapResult = MappedDoctor | { skip: string };

export interface Layout {
  /** Stable id reported by the importer, e.g. 'nppes'. */
  id: string;
  /** Human description used in the unknown-header error. */
  description: string;
  /** Trimmed header names that identify the layout; all must be present. */
  signature: readonly string[];
  /** Resolves column positions once, returning the per-record mapper (hot path: no lookups by name). */
  bind(header: readonly string[]): (record: readonly string[]) => MapResult;
}

/** Column accessor by trimmed header name; a column absent from the header reads as undefined. */
export function columns(
  header: readonly string[],
): (name: string) => (record: readonly string[]) => string | undefined {
  const index = new Map<string, number>();
  header.forEach((h, i) => {
    if (!index.has(h)) index.set(h, i);
  });
  return (name) => {
    const i = index.get(name);
    return i === undefined ? () => undefined : (record) => record[i];
  };
}
