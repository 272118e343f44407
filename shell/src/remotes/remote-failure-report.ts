import type { RemoteName } from '@journeys/shared/contracts';
import type { RemoteFailurePhase } from './remote-failure-phase';

const reported = new Set<RemoteName>();

/**
 * Tells the API that a remote showed its fallback (docs/architecture.md §3), so a bad release shows
 * up in its metrics within seconds of being promoted. Once per remote per page load: a tester
 * pressing Retry, or a remote failing in several areas, is one event.
 */
export function reportRemoteFailure(name: RemoteName, phase: RemoteFailurePhase): void {
  if (reported.has(name)) return;
  reported.add(name);
  void import(/* webpackChunkName: "remote-failure" */ './send-remote-failure')
    .then(({ sendRemoteFailure }) => sendRemoteFailure(name, phase))
    .catch(() => undefined);
}
