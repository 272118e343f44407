/**
 * Which 'Worth it' and cost figures are shown: built from 11 journeys or more. The API sends every
 * figure of a withheld one as null; these guards let the page read a shown one without checks.
 */
import type { CostByPayment, WorthItPoint } from '@journeys/shared/rules';

export type ShownWorthIt = WorthItPoint & { journeys: number; share: number; low: number; high: number };
export type ShownCost = CostByPayment & { journeys: number; median: number; q1: number; q3: number };

export const isShownWorthIt = (point: WorthItPoint): point is ShownWorthIt =>
  !point.suppressed &&
  point.journeys !== null &&
  point.share !== null &&
  point.low !== null &&
  point.high !== null;

export const isShownCost = (row: CostByPayment): row is ShownCost =>
  !row.suppressed && row.journeys !== null && row.median !== null && row.q1 !== null && row.q3 !== null;
