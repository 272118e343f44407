/** Business constants of docs/product.md §9, the single source for the forms and the API. */

export const SYMPTOM_MIN = 1;
export const SYMPTOM_MAX = 7;
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** What a surgery cost out of pocket: whole US dollars. */
export const COST_AMOUNT_MIN = 0;
export const COST_AMOUNT_MAX = 500_000;

export const DOCTOR_SEARCH_PAGE_SIZE = 10;
export const DOCTOR_SEARCH_MAX_PAGE_SIZE = 50;
export const DOCTOR_SEARCH_DEBOUNCE_MS = 300;

/** Cursor-paged lists (docs/product.md §7): the size a client gets by default, and the most it may ask. */
export const REVIEWS_PAGE_SIZE = 10;
export const REVIEWS_MAX_PAGE_SIZE = 50;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_PAGE_SIZE = 100;
/** An opaque cursor is a short base64url token; anything longer is not one of ours. */
export const CURSOR_MAX_LENGTH = 200;
/** The feed's search text (`q` of GET /reviews), after trimming. */
export const FEED_SEARCH_MAX = 200;

export const SWIPE_THRESHOLD_PX = 50;
export const TIMELINE_ANIMATION_MS = 2000;
export const TOAST_DURATION_MS = 3000;
export const HIGHLIGHT_DURATION_MS = 3000;

export const LANDING_RECENT_USERS = 5;
export const COMMENT_MAX_HEIGHT_PX = 150;

export const SURGERY_WIZARD_STEPS_WITH_UPDATES = 4;

export const SOCIAL_USERNAME_MIN = 1;
export const ACCOUNT_USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
/** argon2 hashes any length, but an unbounded password is a cheap denial-of-service lever. */
export const PASSWORD_MAX = 128;

export const DESCRIPTION_MAX = 5000;
export const COMMENT_MAX = 2000;
export const PROCEDURE_NAME_MAX = 120;
export const PROCEDURE_DESCRIPTION_MAX = 500;
export const MAX_PROCEDURES = 20;

export const DEFAULT_AVATAR_COLOR = '#e0e0e0';
export const DEFAULT_CARD_COLOR = '#ffffff';
export const DEFAULT_AVATAR_IMAGE = '/logo.svg';

export const EARLIEST_SURGERY_YEAR = 1970;
export const DELETE_CONFIRMATION_WORD = 'delete';

export const FACEBOOK_SDK_VERSION = 'v22.0';
export const FACEBOOK_SCOPE = 'public_profile,email';

export const ANONYMOUS_NUMBER_MAX = 999;

/** A report's optional note and a moderator's required reason. */
export const REPORT_NOTE_MAX = 1000;
export const MODERATION_REASON_MAX = 500;
/** An account younger than this posting a link waits for a moderator. */
export const NEW_ACCOUNT_LINK_HOURS = 24;
