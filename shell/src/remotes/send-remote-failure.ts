import { axiosInstance } from '@journeys/shared/api';
import type { RemoteName } from '@journeys/shared/contracts';
import { releaseVersionOf } from './load-remote-module';
import type { RemoteFailurePhase } from './remote-failure-report';

/**
 * The report itself, through the one HTTP client, whose origin the page's CSP allows. Its own
 * chunk: only a page where a remote failed downloads it. A report that cannot be sent is dropped.
 */
export function sendRemoteFailure(name: RemoteName, phase: RemoteFailurePhase): Promise<unknown> {
  const version = releaseVersionOf(name);
  return axiosInstance().then((http) =>
    http.post('/client-events/remote-failure', { remote: name, phase, ...(version ? { version } : {}) }),
  );
}
