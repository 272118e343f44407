/**
 * Request payloads of docs/product.md §7 with the validation rules of docs/product.md §5, used by the forms and,
 * unchanged, by the API: one rule, one message, both sides.
 */
import { z } from 'zod';

// zod's fast path probes `new Function('')` on first use; under the site's strict CSP (no
// 'unsafe-eval') that probe is refused and reported as a violation. The interpreted path is
// plenty fast for our forms and for the API.
z.config({ jitless: true });
import {
  ACCOUNT_USERNAME_MIN,
  COMMENT_MAX,
  DESCRIPTION_MAX,
  DOCTOR_SEARCH_MAX_PAGE_SIZE,
  DOCTOR_SEARCH_PAGE_SIZE,
  FEED_SEARCH_MAX,
  CURSOR_MAX_LENGTH,
  MAX_PROCEDURES,
  NOTIFICATIONS_MAX_PAGE_SIZE,
  NOTIFICATIONS_PAGE_SIZE,
  PASSWORD_MAX,
  PASSWORD_MIN,
  PROCEDURE_DESCRIPTION_MAX,
  PROCEDURE_NAME_MAX,
  RATING_MAX,
  RATING_MIN,
  REVIEWS_MAX_PAGE_SIZE,
  REVIEWS_PAGE_SIZE,
  SOCIAL_USERNAME_MIN,
  SYMPTOM_MAX,
  SYMPTOM_MIN,
  USERNAME_MAX,
  REPORT_NOTE_MAX,
  MODERATION_REASON_MAX,
  COST_AMOUNT_MAX,
  COST_AMOUNT_MIN,
} from './constants';
import { COST_MESSAGES, PAYMENT_METHODS } from './cost';
import { MAX_ID, positiveId } from '../contracts/url-ids.mjs';
import {
  FEED_FILTER_DESCRIPTIONS,
  FEED_FILTERS,
  FEED_SORTS,
  WORTH_IT_FILTER_VALUES,
  type FeedFilter,
} from '../contracts/feed-filters.mjs';
import { checkSurgeryDate } from './dates';
import { isPaletteColor } from './palette';
import { SIDES } from './sides';
import { hasVisibleText } from './visible-text';
import { WORTH_IT_ANSWERS, WORTH_IT_MESSAGE } from './worth-it';
import { MODERATION_ACTIONS, MODERATION_ITEM_TYPES, REPORT_REASONS } from './wire/moderation';

/** An id in a JSON body: a JSON integer; `true`, `"1"` and `1.5` are refused, not coerced. */
const id = z
  .number({ error: 'Must be a whole number' })
  .int('Must be a whole number')
  .positive('Must be a positive id')
  .max(MAX_ID, 'Must be a valid id');

/** An id in a path or query string, read by the one strict parser the pages use too. */
const urlId = z.string().transform((value, ctx) => {
  const parsed = positiveId(value);
  if (parsed === undefined) ctx.addIssue({ code: 'custom', message: 'Must be a positive whole number' });
  return parsed ?? z.NEVER;
});

export const idParam = z.object({ id: urlId });

export const symptom = z
  .number({ error: 'Symptom progress is required' })
  .int('Symptom progress must be a whole number')
  .min(SYMPTOM_MIN, `Symptom progress must be between ${SYMPTOM_MIN} and ${SYMPTOM_MAX}`)
  .max(SYMPTOM_MAX, `Symptom progress must be between ${SYMPTOM_MIN} and ${SYMPTOM_MAX}`);

export const rating = z
  .number({ error: 'Rating must be a number' })
  .int('Rating must be a whole number')
  .min(RATING_MIN, `Rating must be between ${RATING_MIN} and ${RATING_MAX}`)
  .max(RATING_MAX, `Rating must be between ${RATING_MIN} and ${RATING_MAX}`)
  .nullable()
  .optional();

/** 'Was it worth it?': null is no answer; absent on an edit keeps the stored one. */
export const worthItAnswer = z
  .enum(WORTH_IT_ANSWERS, { error: WORTH_IT_MESSAGE })
  .nullable()
  .optional()
  .describe("'worth_it', 'not_sure' or 'not_worth_it'; null for none; absent on an edit leaves it as it is");

/**
 * The amount paid out of pocket: a JSON integer of whole dollars. Every way of getting it wrong
 * (a cent, a negative, too much, text) gets the one message the form shows beside the field.
 */
export const costAmount = z
  .number({ error: COST_MESSAGES.amount })
  .int(COST_MESSAGES.amount)
  .min(COST_AMOUNT_MIN, COST_MESSAGES.amount)
  .max(COST_AMOUNT_MAX, COST_MESSAGES.amount);

/** 'What did it cost you?': the amount, how it was paid, and whether the journey shows it. */
export const costInput = z.object({
  amount: costAmount.describe('Paid out of pocket, whole US dollars, 0 to 500,000'),
  payment: z.enum(PAYMENT_METHODS, { error: COST_MESSAGES.payment }),
  shown: z
    .boolean({ error: 'Show what I paid must be true or false' })
    .optional()
    .default(false)
    .describe("'Show what I paid on my journey': otherwise only the owner reads the amount"),
});
export type CostInput = z.infer<typeof costInput>;

const trimmed = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** Required text: only whitespace or invisible characters gets the same message as ''. */
const requiredText = (max: number, label: string, emptyMessage: string) =>
  trimmed(max, label).refine(hasVisibleText, emptyMessage);

export const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Enter a valid email address'))
  .transform((v) => v.toLowerCase());

export const password = z
  .string({ error: 'Password is required' })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`);

const usernameChars = /^[\p{L}\p{N} _.'-]+$/u;

export const accountUsername = trimmed(USERNAME_MAX, 'Username')
  .min(ACCOUNT_USERNAME_MIN, `Username must be at least ${ACCOUNT_USERNAME_MIN} characters`)
  .regex(usernameChars, "Username may use letters, numbers, spaces and . _ ' -");

export const socialUsername = trimmed(USERNAME_MAX, 'Name')
  .min(SOCIAL_USERNAME_MIN, 'Name is required')
  .regex(usernameChars, "Name may use letters, numbers, spaces and . _ ' -");

export const background = z
  .string({ error: 'Choose a background colour' })
  .refine(isPaletteColor, 'Choose a background colour from the palette')
  .transform((v) => v.toLowerCase());

export const procedureInput = z.object({
  id: id.nullable().optional(),
  name: requiredText(PROCEDURE_NAME_MAX, 'Procedure name', 'Procedure name is required'),
  description: requiredText(
    PROCEDURE_DESCRIPTION_MAX,
    'Procedure description',
    'Procedure description is required',
  ),
  side: z.enum(SIDES, { error: 'Each procedure needs a side: left, right or bilateral' }),
});
export type ProcedureInput = z.infer<typeof procedureInput>;

const surgeryDateParts = z.object({
  surgeryYear: z.number({ error: 'Surgery date is required' }).int(),
  surgeryMonth: z.number({ error: 'Surgery date is required' }).int(),
  surgeryDay: z.number({ error: 'Surgery date is required' }).int(),
});

export const reviewPayload = surgeryDateParts
  .extend({
    id: id.optional(),
    npi: z
      .string({ error: 'Choose a surgeon' })
      .trim()
      .regex(/^\d{10}$/, 'A surgeon NPI is 10 digits'),
    state: z
      .union([z.string(), z.number()], { error: 'Choose a state' })
      .transform(String)
      .pipe(z.string().trim().min(1, 'Choose a state').max(60, 'Unknown state')),
    procedures: z
      .array(procedureInput, { error: 'Add at least one procedure' })
      .min(1, 'Add at least one procedure')
      .max(MAX_PROCEDURES, `At most ${MAX_PROCEDURES} procedures`),
    rating,
    symptom,
    // Optional, so text that shows nothing is stored as the empty description it looks like.
    description: trimmed(DESCRIPTION_MAX, 'Description')
      .transform((text) => (hasVisibleText(text) ? text : ''))
      .optional()
      .default(''),
    worthIt: worthItAnswer,
    cost: costInput
      .nullable()
      .optional()
      .describe("null for 'Prefer not to say'; absent on an edit leaves the stored cost as it is"),
  })
  .superRefine((value, ctx) => {
    const check = checkSurgeryDate(value.surgeryYear, value.surgeryMonth, value.surgeryDay);
    if (!check.ok) ctx.addIssue({ code: 'custom', path: ['surgeryDate'], message: check.message });
  });
export type ReviewPayload = z.infer<typeof reviewPayload>;

export const updateFields = z.object({
  rating,
  symptom,
  description: requiredText(DESCRIPTION_MAX, 'Details', 'Details are required'),
  worthIt: worthItAnswer,
});
export type UpdateFields = z.infer<typeof updateFields>;

export const newUpdatePayload = updateFields.extend({ id });
export type NewUpdatePayload = z.infer<typeof newUpdatePayload>;

export const commentText = z
  .string({ error: 'Comment text is required' })
  .max(COMMENT_MAX, `A comment must be at most ${COMMENT_MAX} characters`)
  .refine(hasVisibleText, 'A comment cannot be empty');

export const commentPayload = z.object({
  reviewId: id,
  text: commentText,
  commentId: id.nullable().optional(),
});
export type CommentPayload = z.infer<typeof commentPayload>;

/** PUT /comment/{id}: the author's new text, under the same rules as posting. */
export const commentEditPayload = z.object({ text: commentText });
export type CommentEditPayload = z.infer<typeof commentEditPayload>;

export const verifyEmailPayload = z.object({ email });
export const tokenPayload = z.object({
  token: z
    .string({ error: 'No verification token provided' })
    .min(1, 'No verification token provided')
    .max(200),
});
export const createPasswordPayload = z.object({
  token: tokenPayload.shape.token,
  password,
  username: accountUsername,
  background,
});
export type CreatePasswordPayload = z.infer<typeof createPasswordPayload>;

export const emailLoginPayload = z.object({
  email,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(PASSWORD_MAX),
});
export type EmailLoginPayload = z.infer<typeof emailLoginPayload>;

export const facebookValidatePayload = z.object({
  userID: z.string({ error: 'userID is required' }).regex(/^\d{1,32}$/, 'userID must be a Facebook user id'),
  accessToken: z.string({ error: 'accessToken is required' }).min(1).max(2048),
});

/** `username` is checked against 1..50 here; the anonymous 3..50 rule is the form's (docs/product.md §5). */
export const createProfilePayload = z.object({
  facebook_user_id: facebookValidatePayload.shape.userID,
  username: socialUsername,
  access_token: facebookValidatePayload.shape.accessToken,
  // Shown on every card the member writes: a plain-http image would be mixed content.
  image: z
    .url({ protocol: /^https$/, error: 'Image must be an https: URL' })
    .max(2048)
    .nullable()
    .optional(),
  background,
});
export type CreateProfilePayload = z.infer<typeof createProfilePayload>;

export const doctorSearchQuery = z.object({
  state: z
    .string()
    .trim()
    .max(60)
    .regex(/^(\*|[a-z_]+)$/, "state must be a lower_snake state name or '*'")
    .default('*'),
  q: z.string().trim().max(100, 'Search text is too long').default(''),
  page: z.coerce.number().int().min(1, 'page starts at 1').max(1000).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(DOCTOR_SEARCH_MAX_PAGE_SIZE, `pageSize is at most ${DOCTOR_SEARCH_MAX_PAGE_SIZE}`)
    .default(DOCTOR_SEARCH_PAGE_SIZE),
});

/** `cursor`/`limit` of every cursor-paged list: one paging style for the lists this project owns. */
function cursorPage(pageSize: number, maxPageSize: number) {
  return {
    cursor: z
      .string()
      .max(CURSOR_MAX_LENGTH, 'cursor must be the nextCursor of a previous page')
      .optional()
      .describe('nextCursor of the previous page; omit for the first page'),
    limit: z.coerce
      .number()
      .int()
      .min(1, 'limit is at least 1')
      .max(maxPageSize, `limit is at most ${maxPageSize}`)
      .default(pageSize),
  };
}

/** The query-string schema of each kind of feed filter (FEED_FILTERS' `kind`). */
const FEED_FILTER_KINDS = {
  id: () => urlId.optional(),
  npi: () =>
    z
      .string()
      .regex(/^\d{10}$/, 'A surgeon NPI is 10 digits')
      .optional(),
  text: () =>
    z
      .string()
      .trim()
      .max(FEED_SEARCH_MAX, `Search text must be at most ${FEED_SEARCH_MAX} characters`)
      // PostgreSQL text cannot hold NUL: refused here rather than failing in the database.
      .regex(/^[^\0]*$/, 'Search text cannot contain a NUL character')
      .optional()
      .transform((text) => text || undefined),
  worthIt: () =>
    z
      .enum(WORTH_IT_FILTER_VALUES, { error: `worthIt must be one of ${WORTH_IT_FILTER_VALUES.join(', ')}` })
      .optional(),
};

type FeedFilterShape = {
  [F in FeedFilter as F['name']]: ReturnType<(typeof FEED_FILTER_KINDS)[F['kind']]>;
};

/** Every feed filter's schema, in FEED_FILTERS order (the OpenAPI document lists them so). */
const feedFilterShape = Object.fromEntries(
  FEED_FILTERS.map((filter) => {
    const schema = FEED_FILTER_KINDS[filter.kind]();
    const description = FEED_FILTER_DESCRIPTIONS[filter.name];
    return [filter.name, description ? schema.describe(description) : schema];
  }),
) as FeedFilterShape;

/**
 * GET /reviews filters (docs/product.md §7). Without `sort` the order is newest first, or best
 * match first when there is search text; an explicit `sort` wins over the match order.
 */
export const reviewsQuery = z.object({
  ...feedFilterShape,
  sort: z
    .enum(FEED_SORTS, { error: `sort must be one of ${FEED_SORTS.join(', ')}` })
    .optional()
    .describe('newest (default), updates = most updates, comments = most discussed'),
  ...cursorPage(REVIEWS_PAGE_SIZE, REVIEWS_MAX_PAGE_SIZE),
});

export const notificationsQuery = z.object(cursorPage(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_PAGE_SIZE));

/** Flattens zod issues into one message per field, the first one winning. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    out[key] ??= issue.message;
  }
  return out;
}

// Account security: password reset and the account page.
export const forgotPasswordPayload = z.object({ email });
export type ForgotPasswordPayload = z.infer<typeof forgotPasswordPayload>;

const resetToken = z.string({ error: 'No reset token provided' }).min(1, 'No reset token provided').max(200);
export const resetTokenPayload = z.object({ token: resetToken });
export const resetPasswordPayload = z.object({ token: resetToken, password });
export type ResetPasswordPayload = z.infer<typeof resetPasswordPayload>;

export const accountProfilePayload = z.object({ username: accountUsername, background });
export type AccountProfilePayload = z.infer<typeof accountProfilePayload>;

export const changePasswordPayload = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(PASSWORD_MAX),
  newPassword: password,
});
export type ChangePasswordPayload = z.infer<typeof changePasswordPayload>;

export const changeEmailPayload = z.object({ email });
export type ChangeEmailPayload = z.infer<typeof changeEmailPayload>;

export const confirmEmailPayload = z.object({
  token: z
    .string({ error: 'No confirmation token provided' })
    .min(1, 'No confirmation token provided')
    .max(200),
});
export type ConfirmEmailPayload = z.infer<typeof confirmEmailPayload>;

// Erasure: DELETE /account. `confirm` is checked by the service, not the schema, so a
// wrong word answers CONFIRMATION_REQUIRED rather than a field error.
export const SURGERY_ERASURE_CHOICES = ['delete', 'anonymise'] as const;
export const deleteAccountPayload = z.object({
  confirm: z.string({ error: 'Type delete to confirm' }).max(50),
  surgeries: z.enum(SURGERY_ERASURE_CHOICES, { error: "Choose 'delete' or 'anonymise'" }),
});
export type DeleteAccountPayload = z.infer<typeof deleteAccountPayload>;

export const facebookDeletionPayload = z.object({
  signed_request: z.string({ error: 'signed_request is required' }).min(1).max(10_000),
});

export const confirmationCodeParam = z.object({ code: z.string().min(1).max(100) });

/** POST /reports: one open report per member per item. Unknown keys are refused. */
export const reportPayload = z.strictObject({
  itemType: z.enum(MODERATION_ITEM_TYPES, { error: 'Choose what you are reporting' }),
  itemId: id,
  reason: z.enum(REPORT_REASONS, { error: 'Choose a reason' }),
  note: z
    .string()
    .trim()
    .max(REPORT_NOTE_MAX, `A note must be at most ${REPORT_NOTE_MAX} characters`)
    .optional(),
});
export type ReportPayload = z.infer<typeof reportPayload>;

/** POST /moderation/items/{itemType}/{itemId}/actions: every action needs a reason; suspend needs days. */
export const moderationActionPayload = z
  .strictObject({
    action: z.enum(MODERATION_ACTIONS, { error: 'Choose an action' }),
    reason: z
      .string({ error: 'Give a reason' })
      .trim()
      .min(1, 'Give a reason')
      .max(MODERATION_REASON_MAX, `A reason must be at most ${MODERATION_REASON_MAX} characters`),
    days: z
      .union([z.literal(1), z.literal(7), z.literal(30)], { error: 'Choose 1, 7 or 30 days' })
      .optional(),
  })
  .refine((body) => body.action !== 'suspend' || body.days !== undefined, {
    message: 'Choose 1, 7 or 30 days',
    path: ['days'],
  });
export type ModerationActionPayload = z.infer<typeof moderationActionPayload>;

/** GET /moderation/items/{itemType}/{itemId}. */
export const moderationItemParams = z.object({
  itemType: z.enum(MODERATION_ITEM_TYPES),
  itemId: urlId,
});

/** PUT /account/email-preferences: any of the five kinds, on or off. */
export const emailPreferencesPayload = z.strictObject({
  replies: z.boolean().optional(),
  comments: z.boolean().optional(),
  followed: z.boolean().optional(),
  reminders: z.boolean().optional(),
  help: z.boolean().optional(),
  digest: z.boolean().optional(),
});
export type EmailPreferencesPayload = z.infer<typeof emailPreferencesPayload>;

/** PUT /account/push-preferences: any of the kinds of push, on or off. */
export const pushPreferencesPayload = z.strictObject({
  replies: z.boolean().optional(),
  comments: z.boolean().optional(),
  followed: z.boolean().optional(),
  reminders: z.boolean().optional(),
  help: z.boolean().optional(),
});
export type PushPreferencesPayload = z.infer<typeof pushPreferencesPayload>;

/** A key of a push subscription, base64url as the browser's PushSubscription.toJSON() gives it. */
const pushKey = (max: number) =>
  z
    .string({ error: 'This device gave an incomplete push subscription' })
    .min(16, { error: 'This device gave an incomplete push subscription' })
    .max(max, { error: 'This device gave an incomplete push subscription' })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: 'This device gave an incomplete push subscription' });

/** The push service's address of one device (checked further by the API: https, or loopback http outside production). */
const pushEndpoint = z
  .string({ error: 'This device gave an incomplete push subscription' })
  .max(2048, { error: 'This device gave an incomplete push subscription' })
  .url({ error: 'This device gave an incomplete push subscription' });

/** POST /push/subscriptions: PushSubscription.toJSON() of this device. */
export const pushSubscriptionPayload = z.strictObject({
  endpoint: pushEndpoint,
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: pushKey(200), auth: pushKey(64) }),
});
export type PushSubscriptionPayload = z.infer<typeof pushSubscriptionPayload>;

/** DELETE /push/subscriptions: which of the member's devices stops getting pushes. */
export const pushSubscriptionRemoval = z.strictObject({ endpoint: pushEndpoint });
export type PushSubscriptionRemoval = z.infer<typeof pushSubscriptionRemoval>;

/** GET and POST /email/unsubscribe?token=…: the signed token of an email's unsubscribe link. */
export const unsubscribeQuery = z.object({
  token: z.string({ error: 'The unsubscribe link is incomplete' }).min(1).max(200),
});

/**
 * POST /email/unsubscribe: RFC 8058's one-click form body (`List-Unsubscribe=One-Click`), or `{}`
 * from the site's page; the token in the query says everything.
 */
export const unsubscribePayload = z
  .object({ 'List-Unsubscribe': z.literal('One-Click').optional() })
  .optional();
