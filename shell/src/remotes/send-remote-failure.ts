import { axiosInstance } from '@journeys/shared/api';
import type { RemoteName } from '@journeys/shared/contracts';
import { releaseVersionOf } from './load-remote-module';
import type { RemoteFailurePhase } from './remote-failure-phase';
import { reportBoundaryError } from '../rum/reporter';

// The real-user reporter shares this chunk: it is started from here too (rum/early-errors.ts).
export { rum } from '../rum/reporter';

/**
 * The report itself, through the one HTTP client, whose origin the page's CSP allows. Its own
 * chunk, with the real-user reporter: a page downloads it when a remote failed, or once the
 * reporter is due (rum/early-errors.ts). A report that cannot be sent is dropped.
 */
export function sendRemoteFailure(name: RemoteName, phase: RemoteFailurePhase): Promise<unknown> {
  const version = releaseVersionOf(name);
  // A remote that threw while rendering counts against its release's health (docs/releasing.md §9).
  if (phase === 'render') reportBoundaryError(name);
  return axiosInstance().then((http) =>
    http.post('/client-events/remote-failure', { remote: name, phase, ...(version ? { version } : {}) }),
  );
}
