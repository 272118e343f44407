import type { Procedure } from '@journeys/shared/domain';

/** 'Knee replacement (left)'. */
export function procedureLabel(procedure: Procedure): string {
  return `${procedure.name} (${procedure.side})`;
}
