/**
 * zod mirrors of the domain entities, used as route response schemas (serialization and OpenAPI).
 * `satisfies z.ZodType<Entity>` keeps them in lock-step with @journeys/shared/domain: a renamed
 * field there fails the typecheck here.
 */
import type {
  ApiErrorBody,
  AuthCheck,
  AuthenticatedUser,
  Comment,
  CurrentUser,
  DoctorSearchPage,
  EmailLoginCheck,
  Notification,
  Procedure,
  Profile,
  Review,
  ReviewPage,
  State,
  Surgeon,
  SurgeryType,
  Update,
} from '@journeys/shared/domain';
import { z } from 'zod';

const isoDateTime = z.string().describe('ISO 8601 date-time');

export const profileSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  image: z.string().nullable(),
  background: z.string(),
  createdAt: isoDateTime,
  surgeryCount: z.number().int(),
}) satisfies z.ZodType<Profile>;

export const currentUserSchema = profileSchema.extend({
  email: z.string().nullable(),
}) satisfies z.ZodType<CurrentUser>;

export const authenticatedUserSchema = currentUserSchema.extend({
  token: z.string(),
}) satisfies z.ZodType<AuthenticatedUser>;

export const stateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
}) satisfies z.ZodType<State>;

export const surgeryTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
}) satisfies z.ZodType<SurgeryType>;

export const surgeonSchema = z.object({
  npi: z.string(),
  name: z.string(),
  address: z.string(),
  stateName: z.string().nullable(),
}) satisfies z.ZodType<Surgeon>;

export const procedureSchema = z.object({
  id: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  side: z.enum(['left', 'right', 'bilateral']),
  right: z.boolean(),
}) satisfies z.ZodType<Procedure>;

export const updateSchema = z.object({
  id: z.number().int(),
  reviewId: z.number().int(),
  rating: z.number().int().nullable(),
  symptom: z.number().int(),
  description: z.string(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
}) satisfies z.ZodType<Update>;

export const reviewSchema = z.object({
  id: z.number().int(),
  state: stateSchema,
  surgeon: surgeonSchema,
  procedures: z.array(procedureSchema),
  rating: z.number().int().nullable(),
  symptom: z.number().int(),
  description: z.string(),
  surgeryDate: z.string().describe('YYYY-MM-DD'),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  updates: z.array(updateSchema),
  commentCount: z.number().int(),
  patient: profileSchema,
}) satisfies z.ZodType<Review>;

export const reviewPageSchema = z.object({
  reviews: z.array(reviewSchema),
  nextCursor: z.string().nullable(),
}) satisfies z.ZodType<ReviewPage>;

// Recursive: zod 4 getters let the schema refer to itself.
export const commentSchema: z.ZodType<Comment> = z.object({
  id: z.number().int(),
  reviewId: z.number().int(),
  parentId: z.number().int().nullable(),
  text: z.string(),
  createdAt: isoDateTime,
  read: z.boolean(),
  patient: profileSchema,
  get nestedComments() {
    return z.array(commentSchema);
  },
});
// OpenAPI can only express the recursion through a named component.
commentSchema.register(z.globalRegistry, { id: 'Comment' });

export const notificationSchema = z.object({
  id: z.number().int(),
  isRead: z.boolean(),
  reviewId: z.number().int(),
  commentId: z.number().int().nullable(),
  sourceCommentId: z.number().int(),
  text: z.string(),
  createdAt: isoDateTime,
  patient: profileSchema,
}) satisfies z.ZodType<Notification>;

export const doctorSearchPageSchema = z.object({
  doctors: z.array(z.object({ npi: z.string(), name: z.string(), address: z.string() })),
  hasMore: z.boolean(),
}) satisfies z.ZodType<DoctorSearchPage>;

export const emailLoginCheckSchema = z.object({
  isValid: z.boolean(),
  token: z.string().nullable(),
}) satisfies z.ZodType<EmailLoginCheck>;

export const authCheckSchema = emailLoginCheckSchema.extend({
  userExists: z.boolean(),
}) satisfies z.ZodType<AuthCheck>;

export const errorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
  fieldErrors: z.record(z.string(), z.string()).optional(),
  code: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>;

export const messageSchema = z.object({ message: z.string() });
export const countSchema = z.object({ count: z.number().int() });
export const noContent = z.null().describe('No content');

/** Error responses every route may give, for the OpenAPI document. */
export const errorResponses = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  404: errorSchema,
  409: errorSchema,
  422: errorSchema,
  429: errorSchema,
  502: errorSchema,
  503: errorSchema,
} as const;
