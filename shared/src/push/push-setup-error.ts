/**
 * Why this device could not turn push on, when the browser (not the API) said no. The UI says it
 * in the page's language; an API refusal stays an ApiError with the API's own words.
 */
export type PushSetupReason = 'unsupported' | 'denied' | 'dismissed' | 'no-worker' | 'subscribe-failed';

export class PushSetupError extends Error {
  constructor(readonly reason: PushSetupReason) {
    super(`Push could not be turned on: ${reason}`);
    this.name = 'PushSetupError';
  }
}

export function isPushSetupError(error: unknown): error is PushSetupError {
  return error instanceof PushSetupError;
}
