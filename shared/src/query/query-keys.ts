/**
 * Every query key in one place. Keys are arrays from the general to the particular, so
 * invalidating a prefix (`queryKeys.reviews.all`) reaches every list below it.
 * A key that depends on who is looking carries the viewer's id: a login or logout is then a
 * new key, fetched fresh, instead of an event every list has to hear.
 */
import { FEED_FILTERS, feedQueryValue, type FeedFilterValues } from '../contracts/feed-filters.mjs';
import type { Language } from '../contracts/languages.mjs';
import type { FEED_SORTS } from '../contracts/paths.mjs';

/** The feed's filters (FEED_FILTERS: search text blank is no search) and its sort. */
export interface ReviewListFilters extends FeedFilterValues {
  /** Absent: newest first, or best match first when `q` is set. */
  sort?: FeedSort;
}

/** `?sort=` of the feed and of GET /reviews. */
export type FeedSort = (typeof FEED_SORTS)[number];

export const queryKeys = {
  reviews: {
    all: ['reviews'] as const,
    /** The feed's pages for these filters. */
    list: (filters: ReviewListFilters) =>
      [
        'reviews',
        'list',
        {
          // Every filter, as GET /reviews reads it: the API trims the text and ignores a blank
          // one, so does the key, or '' and ' ' would be two caches of one list.
          ...(Object.fromEntries(
            FEED_FILTERS.map((filter) => [filter.name, feedQueryValue(filter, filters[filter.name]) ?? null]),
          ) as { [K in keyof Required<FeedFilterValues>]: FeedFilterValues[K] | null }),
          sort: filters.sort ?? null,
        },
      ] as const,
    /** One surgery by id (the wizard's 'edit' form). */
    one: (id: number) => ['reviews', 'one', id] as const,
  },
  updates: {
    all: ['updates'] as const,
    one: (id: number) => ['updates', 'one', id] as const,
  },
  comments: {
    all: ['comments'] as const,
    thread: (reviewId: number, viewerId: number | null) => ['comments', reviewId, { viewerId }] as const,
    /** Every viewer's copy of one surgery's thread. */
    ofReview: (reviewId: number) => ['comments', reviewId] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    list: (viewerId: number | null) => ['notifications', 'list', { viewerId }] as const,
    unreadCount: (viewerId: number | null) => ['notifications', 'unread-count', { viewerId }] as const,
  },
  follows: {
    /** The surgeries the member follows (GET /follows); the feed marks its cards from it. */
    mine: (viewerId: number | null) => ['follows', { viewerId }] as const,
  },
  insights: {
    /** Every insight answer: a saved or deleted surgery or update changes them, as it does `reviews`. */
    all: ['insights'] as const,
    procedures: ['insights', 'procedures'] as const,
    /** One procedure's page, by surgery type id. */
    procedure: (id: number) => ['insights', 'procedure', id] as const,
    surgeon: (npi: string) => ['insights', 'surgeon', npi] as const,
    /** "Am I on track?" of one surgery. */
    onTrack: (reviewId: number) => ['insights', 'on-track', reviewId] as const,
  },
  reference: {
    states: ['reference', 'states'] as const,
    /** GET /surgery-types answers in the page's language (Accept-Language): one list per language. */
    surgeryTypes: (language: Language) => ['reference', 'surgery-types', language] as const,
    recentMembers: ['reference', 'recent-members'] as const,
  },
  auth: {
    /** Whether an email verification link's token is still good. */
    verificationToken: (token: string) => ['auth', 'verification-token', token] as const,
    /** Whether a password reset link's token is still good. */
    resetToken: (token: string) => ['auth', 'reset-token', token] as const,
    /** The answer to an email change link: confirming twice would fail, so it is asked once. */
    emailChange: (token: string) => ['auth', 'email-change', token] as const,
    /** What became of a Facebook data-deletion request. */
    facebookDeletion: (code: string) => ['auth', 'facebook-deletion', code] as const,
    /** The answer to an email's unsubscribe link, asked once per token. */
    unsubscribe: (token: string) => ['auth', 'unsubscribe', token] as const,
  },
  account: {
    all: ['account'] as const,
    /** The member's own account page (GET /account). */
    me: (viewerId: number | null) => ['account', 'me', { viewerId }] as const,
    sessions: (viewerId: number | null) => ['account', 'sessions', { viewerId }] as const,
    /** Which kinds of email the member gets (GET /account/email-preferences). */
    emailPreferences: (viewerId: number | null) => ['account', 'email-preferences', { viewerId }] as const,
    /** Which kinds of push reach the member's devices (GET /account/push-preferences). */
    pushPreferences: (viewerId: number | null) => ['account', 'push-preferences', { viewerId }] as const,
  },
  moderation: {
    all: ['moderation'] as const,
    /** The moderators' queue; only moderators can read it, so it needs no viewer id. */
    queue: ['moderation', 'queue'] as const,
    item: (itemType: string, itemId: number) => ['moderation', 'item', itemType, itemId] as const,
  },
  doctors: {
    search: (stateKey: string, phrase: string) => ['doctors', 'search', { stateKey, phrase }] as const,
  },
} as const;
