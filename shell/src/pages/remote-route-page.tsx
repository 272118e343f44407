import type { RouteRemoteId } from '@journeys/shared/contracts';
import { useParams } from '@journeys/shared/router';
import { RemoteComponent } from '../remotes/remote-component';

/**
 * A page the module map declares and the shell has no typed page for (docs/architecture.md §2):
 * the remote's exposed module, given the route's params as props.
 */
export function RemoteRoutePage({ id, label }: { id: RouteRemoteId; label: string }) {
  const params = useParams();
  return <RemoteComponent id={id} props={params} label={label} />;
}
