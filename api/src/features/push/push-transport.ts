/**
 * Posts a prepared push (web-push's generateRequestDetails: VAPID header, encrypted body) to the
 * device's push service. web-push's own sender speaks https only; this one also speaks plain http,
 * which the subscription rules allow for loopback endpoints outside production (tests, local tools).
 */
import http from 'node:http';
import https from 'node:https';
import type { RequestDetails } from 'web-push';

/** A push service that has not answered within this long is tried again later, by the queue. */
const TIMEOUT_MS = 10_000;

/** The push service's status code; throws on a network failure or a timeout. */
export function postPush(details: RequestDetails): Promise<number> {
  const url = new URL(details.endpoint);
  const client = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: details.headers, timeout: TIMEOUT_MS },
      (response) => {
        // The body is not needed; reading it frees the socket.
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`push service ${url.origin} did not answer in time`)),
    );
    request.on('error', reject);
    request.end(details.body ?? undefined);
  });
}
