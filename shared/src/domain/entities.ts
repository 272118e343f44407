/**
 * Entities of docs/product.md §3 as the API returns them. Dates are ISO strings on the wire;
 * `surgeryDate` is a date-only 'YYYY-MM-DD'. Each type is inferred from its schema in ./wire,
 * so the types, the API's responses and the clients' checks cannot drift apart; importing these
 * types costs a bundle nothing.
 */
import type { z } from 'zod';
import type { ErrorCode } from './error-codes';
import type * as wire from './wire';

export { SIDES, sideLabel, type Side } from './sides';

export type Profile = z.infer<typeof wire.profileSchema>;
export type CurrentUser = z.infer<typeof wire.currentUserSchema>;
/** Login and account-creation responses carry the bearer token with the user. */
export type AuthenticatedUser = z.infer<typeof wire.authenticatedUserSchema>;
export type State = z.infer<typeof wire.stateSchema>;
export type SurgeryType = z.infer<typeof wire.surgeryTypeSchema>;
export type Surgeon = z.infer<typeof wire.surgeonSchema>;
export type Procedure = z.infer<typeof wire.procedureSchema>;
export type Photo = z.infer<typeof wire.photoSchema>;
export type UpdatePhotos = z.infer<typeof wire.updatePhotosSchema>;
export type HiddenPhoto = z.infer<typeof wire.hiddenPhotoSchema>;
export type Update = z.infer<typeof wire.updateSchema>;
export type LatestWorthIt = z.infer<typeof wire.latestWorthItSchema>;
export type SurgeryCost = z.infer<typeof wire.surgeryCostSchema>;
export type Review = z.infer<typeof wire.reviewSchema>;
export type ReviewPage = z.infer<typeof wire.reviewPageSchema>;
/** A comment and its replies, oldest first at every level. */
export type Comment = z.infer<typeof wire.commentSchema>;
export type Notification = z.infer<typeof wire.notificationSchema>;
export type NotificationPage = z.infer<typeof wire.notificationPageSchema>;
/** The surgeries a member follows explicitly (GET /follows). */
export type Follows = z.infer<typeof wire.followsSchema>;
export type DoctorSearchResult = z.infer<typeof wire.doctorSearchResultSchema>;
export type DoctorSearchPage = z.infer<typeof wire.doctorSearchPageSchema>;
/** Answer of the email login: never says whether the email has an account. */
export type EmailLoginCheck = z.infer<typeof wire.emailLoginCheckSchema>;
/** Answer of the Facebook login: `userExists` false with a valid token leads to Create Profile. */
export type AuthCheck = z.infer<typeof wire.authCheckSchema>;

/** Every 4xx/5xx body. `fieldErrors` names the form field a message belongs under. */
export interface ApiErrorBody {
  statusCode: number;
  error: string;
  message: string;
  fieldErrors?: Record<string, string>;
  /** The stable reason (error-codes.ts): what clients branch on, never the message text. */
  code: ErrorCode;
}

// Recovery insights.
export type RecoveryPeriodPoint = z.infer<typeof wire.recoveryPeriodPointSchema>;
export type Proportion = z.infer<typeof wire.proportionSchema>;
export type ProcedureInsights = z.infer<typeof wire.procedureInsightsSchema>;
export type SurgeonInsights = z.infer<typeof wire.surgeonInsightsSchema>;
export type SurgeonProcedureInsights = z.infer<typeof wire.surgeonProcedureInsightsSchema>;
export type OnTrack = z.infer<typeof wire.onTrackSchema>;
export type WorthItPoint = z.infer<typeof wire.worthItPointSchema>;
export type CostByPayment = z.infer<typeof wire.costByPaymentSchema>;
export type CostFigures = z.infer<typeof wire.costFiguresSchema>;
export type ProcedureSummary = z.infer<typeof wire.procedureListSchema>[number];

// Trust and safety.
export type ContentModeration = z.infer<typeof wire.contentModerationSchema>;
export type ModerationItemType = z.infer<typeof wire.moderationItemTypeSchema>;
export type ReportReason = z.infer<typeof wire.reportReasonSchema>;
export type ModerationAction = z.infer<typeof wire.moderationActionSchema>;
export type ModerationStatus = z.infer<typeof wire.moderationStatusSchema>;
export type ModerationQueueItem = z.infer<typeof wire.moderationQueueItemSchema>;
export type ModerationQueue = z.infer<typeof wire.moderationQueueSchema>;
export type ModerationItem = z.infer<typeof wire.moderationItemSchema>;
export type AuditEntry = z.infer<typeof wire.auditEntrySchema>;
