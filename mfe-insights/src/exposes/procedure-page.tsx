import type { ProcedurePageProps } from '@journeys/shared/contracts';
import { positiveId } from '@journeys/shared/url-ids';
import { ProcedureView } from '../features/procedures';

/** /procedures/:id in the composed site: the route's `id` as the address spells it. */
export default function ProcedurePage({ id }: ProcedurePageProps) {
  const procedureId = positiveId(id);
  // Keyed by id: another procedure is another page (its title, its scroll position).
  return <ProcedureView key={procedureId ?? 'none'} id={procedureId} />;
}
