import type { ProcedureInput } from './schemas';
import type { Side } from './sides';

function sameProcedure(a: ProcedureInput, b: ProcedureInput): boolean {
  if (a.id != null && b.id != null) return a.id === b.id;
  return a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
}

/**
 * docs/product.md §3: a procedure present as both left and right is merged into bilateral;
 * exact repeats collapse to one.
 */
export function mergeProcedureSides<T extends ProcedureInput>(procedures: readonly T[]): T[] {
  const merged: T[] = [];
  for (const p of procedures) {
    const existing = merged.findIndex((m) => sameProcedure(m, p));
    if (existing === -1) {
      merged.push({ ...p });
      continue;
    }
    const current = merged[existing] as T;
    const side: Side = current.side === p.side ? current.side : 'bilateral';
    merged[existing] = { ...current, side };
  }
  return merged;
}
