/** Which side a procedure was on (docs/product.md §3). */
export type Side = 'left' | 'right' | 'bilateral';
export const SIDES: readonly Side[] = ['left', 'right', 'bilateral'];
