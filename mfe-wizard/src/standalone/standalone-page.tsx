import { useSearchParams } from '@journeys/shared/router';
import { positiveId } from '@journeys/shared/url-ids';
import SurgeryWizard from '../exposes/surgery-wizard';
import UpdateWizard from '../exposes/update-wizard';

/**
 * Picks the wizard from the query string, for QA:
 *   (none)                      create a surgery
 *   ?surgery=<id>               edit surgery <id>
 *   ?surgery=<id>&mode=update   add an update to surgery <id>
 *   ?update=<id>                edit update <id>
 * The key remounts the wizard when the query changes, as a route change does in the shell.
 */
export function StandalonePage() {
  const [params] = useSearchParams();
  const update = positiveId(params.get('update'));
  const surgery = positiveId(params.get('surgery'));
  const key = params.toString();
  if (update != null) return <UpdateWizard key={key} updateId={update} />;
  if (surgery != null && params.get('mode') === 'update')
    return <UpdateWizard key={key} reviewId={surgery} />;
  return <SurgeryWizard key={key} reviewId={surgery} />;
}
