/**
 * Every `code` an API error body can carry (docs/product.md §8), with the HTTP status it comes
 * with. Clients branch on the code, never on the message text; codes never change meaning once
 * published, new situations get new codes.
 */
export const ERROR_STATUS = {
  /** The input failed the route's schema; `fieldErrors` says where. */
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  INVALID_CURSOR: 400,
  UNKNOWN_STATE: 400,
  UNKNOWN_SURGEON: 400,
  UNKNOWN_SURGERY_TYPE: 400,
  SURGERY_ID_REQUIRED: 400,
  REPLY_PARENT_MISMATCH: 400,
  INVALID_VERIFICATION_TOKEN: 400,
  WEAK_PASSWORD: 400,
  NO_PENDING_FACEBOOK_AUTH: 400,
  /** A password reset link that is unknown, used or older than 30 minutes. */
  RESET_TOKEN_INVALID: 400,
  /** Changing the password: the current password does not match. */
  WRONG_PASSWORD: 400,
  /** An email change link that is unknown, used or expired. */
  EMAIL_CHANGE_TOKEN_INVALID: 400,
  /** DELETE /account without `confirm: 'delete'`. */
  CONFIRMATION_REQUIRED: 400,
  /** A Facebook data-deletion callback whose signed_request is malformed or not signed with our secret. */
  SIGNED_REQUEST_INVALID: 400,
  /** A constraint of the database refused a value the schema let through. */
  INVALID_VALUE: 400,
  /** Any other 4xx Fastify itself answers (an unusual header, say). */
  BAD_REQUEST: 400,
  /** POST /reports on one's own surgery, update, comment or account. */
  CANNOT_REPORT_OWN: 400,
  /** A moderator action that does not fit the item (restore what is visible, approve what is not pending). */
  INVALID_MODERATION_ACTION: 400,
  /** An email's unsubscribe link whose token is malformed or not signed by us. */
  UNSUBSCRIBE_TOKEN_INVALID: 400,
  UNAUTHORIZED: 401,
  STREAM_TICKET_INVALID: 401,
  FORBIDDEN: 403,
  /** A suspended member posting, commenting or editing; the message names the end date. */
  ACCOUNT_SUSPENDED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  /** A help calendar invite link or caregiver invitation that was stopped, has expired or never existed. */
  HELP_INVITE_INVALID: 404,
  EMAIL_IN_USE: 409,
  /** 'I can help' on a help calendar slot whose last place someone else just took. */
  HELP_SLOT_TAKEN: 409,
  /** Naming a fourth caregiver (invitations not yet accepted count). */
  HELP_CAREGIVERS_FULL: 409,
  USERNAME_TAKEN: 409,
  FACEBOOK_ACCOUNT_IN_USE: 409,
  ALREADY_EXISTS: 409,
  IDEMPOTENCY_KEY_IN_USE: 409,
  /** The member already has an open report on this item. */
  ALREADY_REPORTED: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  FACEBOOK_UNREACHABLE: 502,
  EMAIL_SEND_FAILED: 502,
  SERVICE_UNAVAILABLE: 503,
  FACEBOOK_NOT_CONFIGURED: 503,
  STREAMS_BUSY: 503,
  /** Push notifications are off on this server (no VAPID keys): GET /push/public-key, POST /push/subscriptions. */
  PUSH_NOT_CONFIGURED: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERROR_STATUS, value);
}

/**
 * What the person sees for a code, word for word from docs/product.md §8. The API sends the same
 * words as `message`; a code missing here has no fixed wording (a rate limit names its wait).
 */
export const ERROR_MESSAGES = {
  NOT_FOUND: 'Not Found',
  EMAIL_IN_USE: 'Email is already in use',
  EMAIL_SEND_FAILED: 'Failed to send email',
  USERNAME_TAKEN: 'Username is already taken',
  INVALID_VERIFICATION_TOKEN: 'Invalid or expired verification token',
  NO_PENDING_FACEBOOK_AUTH: 'No pending Facebook authentication',
  FACEBOOK_NOT_CONFIGURED: 'Facebook login is not configured',
  PUSH_NOT_CONFIGURED: 'Push notifications are not available on this site right now',
  RESET_TOKEN_INVALID: 'This reset link is invalid or has expired.',
  WRONG_PASSWORD: 'Current password is incorrect.',
  EMAIL_CHANGE_TOKEN_INVALID: 'This confirmation link is invalid or has expired.',
  CONFIRMATION_REQUIRED: 'Type delete to confirm',
  SIGNED_REQUEST_INVALID: 'Invalid signed request',
  ALREADY_REPORTED: 'You have already reported this.',
  CANNOT_REPORT_OWN: 'You cannot report your own content.',
  UNSUBSCRIBE_TOKEN_INVALID: 'This unsubscribe link is invalid.',
  HELP_INVITE_INVALID: 'This invite link no longer works. Ask for a new one.',
  HELP_SLOT_TAKEN: 'Someone just took this — choose another slot.',
  HELP_CAREGIVERS_FULL: 'You can name at most 3 caregivers.',
} as const satisfies Partial<Record<ErrorCode, string>>;
