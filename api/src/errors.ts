/**
 * The one coded error of the API. Services throw it; the error handler turns it into an
 * ApiErrorBody. Where each status is used:
 * - 400: input the schema accepts but the data refutes — unknown state ('Unknown state'), NPI
 *   ('Unknown surgeon NPI') or surgery type ('Unknown surgery type'); a reply whose parent is on
 *   another review; an invalid/expired/used verification token; no pending Facebook auth.
 * - 401: no valid session on a member-only route ('Authentication required').
 * - 403: a member touching another member's surgery, update or notification.
 * - 404: the addressed surgery, update, comment, notification or surgeon does not exist.
 * - 409: email already in use; username already taken (with fieldErrors.username); a request
 *   with the same Idempotency-Key still being processed (code 'idempotency_key_in_use').
 * - 422: an Idempotency-Key reused with a different body (code 'idempotency_key_reused').
 * - 502: the Facebook Graph API answered garbage or not at all.
 * - 503: the database is unreachable; Facebook login is not configured.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: Record<string, string>,
    /** ApiErrorBody.code: set where clients must tell two errors of one status apart. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const USERNAME_TAKEN = 'Username is already taken';

export function usernameTaken(): AppError {
  return new AppError(409, USERNAME_TAKEN, { username: USERNAME_TAKEN });
}

export function notFound(what: string): AppError {
  return new AppError(404, `${what} not found`);
}
