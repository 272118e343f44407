import type { Procedure } from '@journeys/shared/rules';

/** 'Knee replacement (left)'. */
export function procedureLabel(procedure: Procedure): string {
  return `${procedure.name} (${procedure.side})`;
}
