/**
 * The standalone page's fixture data: answers the calls of the gallery and the picker as the API
 * would. An upload succeeds, except a file whose name starts with 'fail' (the server refuses it:
 * the retry case); on the slow upload's page each upload takes SLOW_UPLOAD_MS, its progress
 * reported as it goes; a report is taken.
 */
import type { FixtureAnswer } from '@journeys/shared/ui/standalone-frame';
import { updatePhotos } from '../fixtures/photo-fixtures';

const notFound = (message: string): FixtureAnswer => ({
  status: 404,
  body: { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message },
});

let uploaded = 1000;

/** How long an upload takes on the slow upload's page: long enough to watch its progress bar. */
export const SLOW_UPLOAD_MS = 4000;
let slow = false;

/** Set by the slow upload's page while it shows. */
export function setSlowUploads(on: boolean): void {
  slow = on;
}

export function answerFromFixtures(method: string, path: string, body: unknown): FixtureAnswer {
  if (method === 'post' && path === '/photos') {
    const file = body instanceof FormData ? body.get('file') : null;
    if (file instanceof File && file.name.startsWith('fail')) {
      return {
        status: 503,
        body: {
          statusCode: 503,
          error: 'Service Unavailable',
          code: 'SERVICE_UNAVAILABLE',
          message: 'Service temporarily unavailable',
        },
      };
    }
    uploaded += 1;
    return { status: 201, body: { id: uploaded }, uploadMs: slow ? SLOW_UPLOAD_MS : undefined };
  }
  if (method === 'post' && path === '/reports')
    return { status: 201, body: { message: 'Reported — thank you' } };
  const photos = /^\/updates\/(\d+)\/photos$/.exec(path);
  if (method === 'get' && photos) {
    const found = updatePhotos(Number(photos[1]));
    return found ? { status: 200, body: found } : notFound('Update not found');
  }
  return notFound(`No fixture for ${path}`);
}
