/**
 * Where the recovery curve's marks go, in the chart's own units (its SVG viewBox). The drawing
 * scales with the width of the page; these numbers never depend on it.
 */
import { SYMPTOM_MAX, SYMPTOM_MIN, type RecoveryPeriodPoint } from '@journeys/shared/rules';

export const CHART = { width: 320, height: 280, left: 4, right: 4, top: 14, bottom: 58 } as const;

const plotWidth = CHART.width - CHART.left - CHART.right;
const plotHeight = CHART.height - CHART.top - CHART.bottom;

/** The centre of period `index`'s column of `count`. */
export const columnX = (index: number, count: number): number =>
  CHART.left + (plotWidth / count) * (index + 0.5);

export const columnWidth = (count: number): number => plotWidth / count;

/** A symptom value (1 at the bottom, 7 at the top) as a y coordinate. */
export const valueY = (value: number): number =>
  CHART.top + plotHeight * (1 - (value - SYMPTOM_MIN) / (SYMPTOM_MAX - SYMPTOM_MIN));

export const plotBottom = CHART.top + plotHeight;

export type ShownPoint = RecoveryPeriodPoint & { median: number; q1: number; q3: number; journeys: number };

export const isShown = (point: RecoveryPeriodPoint): point is ShownPoint =>
  !point.suppressed &&
  point.median !== null &&
  point.q1 !== null &&
  point.q3 !== null &&
  point.journeys !== null;

/** Runs of neighbouring periods that are shown: a line never bridges a withheld period. */
export function shownRuns(curve: readonly RecoveryPeriodPoint[]): { index: number; point: ShownPoint }[][] {
  const runs: { index: number; point: ShownPoint }[][] = [];
  let run: { index: number; point: ShownPoint }[] = [];
  curve.forEach((point, index) => {
    if (isShown(point)) run.push({ index, point });
    else if (run.length) {
      runs.push(run);
      run = [];
    }
  });
  if (run.length) runs.push(run);
  return runs;
}

/** A period label on two lines: '6 weeks–3 months' → ['6 weeks–', '3 months'], '0–2 weeks' → ['0–2', 'weeks']. */
export function labelLines(label: string): [string, string] {
  const dash = label.indexOf('–');
  if (dash > 0 && label[dash - 1] !== ' ' && label.lastIndexOf(' ', dash) > 0)
    return [label.slice(0, dash + 1), label.slice(dash + 1)];
  const space = label.lastIndexOf(' ');
  return space > 0 ? [label.slice(0, space), label.slice(space + 1)] : [label, ''];
}
