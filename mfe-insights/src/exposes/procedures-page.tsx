import type { ProceduresPageProps } from '@journeys/shared/contracts';
import { ProceduresPage as ProceduresPageView } from '../features/procedures';

/** /procedures in the composed site. */
export default function ProceduresPage(_props: ProceduresPageProps) {
  return <ProceduresPageView />;
}
