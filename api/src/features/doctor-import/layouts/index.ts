import { dacNationalLayout } from './dac-national';
import { dacSimpleLayout } from './dac-simple';
import { npiApiLayout } from './npi-api';
import { nppesLayout } from './nppes';
import type { Layout } from './types';

export type { Layout, MappedDoctor, MapResult, RawDoctor } from './types';

export const LAYOUTS: readonly Layout[] = [nppesLayout, dacNationalLayout, dacSimpleLayout, npiApiLayout];

/** The layout whose signature columns are all in the (trimmed) header; throws a clear error otherwise. */
export function detectLayout(header: readonly string[]): Layout {
  const names = new Set(header);
  const layout = LAYOUTS.find((l) => l.signature.every((c) => names.has(c)));
  if (layout) return layout;
  const shown = header.slice(0, 8).join(', ') + (header.length > 8 ? ', …' : '');
  throw new Error(
    `Unrecognised doctor file header (${shown}). Expected one of:\n` +
      LAYOUTS.map((l) => `  - ${l.description}`).join('\n'),
  );
}
