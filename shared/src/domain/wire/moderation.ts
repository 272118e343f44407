/**
 * Trust and safety: reports members file, the moderators' queue, one reported item with its
 * context and audit log, and the actions moderators take. Only the report body is open to members;
 * everything else answers moderators only.
 */
import { profileSchema } from './profile';
import { isoDateTime, z } from './zod';

export const MODERATION_ITEM_TYPES = ['surgery', 'update', 'comment', 'member', 'photo'] as const;
export const REPORT_REASONS = [
  'spam',
  'harassment',
  'misinformation',
  'private_information',
  'other',
] as const;
export const MODERATION_ACTIONS = ['dismiss', 'hide', 'restore', 'approve', 'suspend'] as const;
export const SUSPENSION_DAYS = [1, 7, 30] as const;
/** What is audited: the moderator actions plus role changes made from the command line. */
/** Caregivers' actions on the journey they help with (docs/product.md §10): audited like a moderator's. */
export const CAREGIVER_ACTIONS = [
  'caregiver_added',
  'caregiver_removed',
  'caregiver_post_update',
  'caregiver_add_need',
  'caregiver_edit_need',
  'caregiver_delete_need',
  'caregiver_remove_helper',
  'caregiver_invite_link',
  'caregiver_stop_link',
] as const;
/** What is audited: the moderator actions, role changes made from the command line, caregivers' actions. */
export const AUDIT_ACTIONS = [
  ...MODERATION_ACTIONS,
  'grant_moderator',
  'revoke_moderator',
  ...CAREGIVER_ACTIONS,
] as const;

export const moderationItemTypeSchema = z.enum(MODERATION_ITEM_TYPES);
export const reportReasonSchema = z.enum(REPORT_REASONS);
export const moderationActionSchema = z.enum(MODERATION_ACTIONS);
export const auditActionSchema = z.enum(AUDIT_ACTIONS);
export const moderationStatusSchema = z.enum(['visible', 'hidden', 'pending']);

/**
 * Set on a surgery, update or comment only for its author and moderators when it is hidden or
 * waiting for a moderator; null otherwise. `reason` is the moderator's reason for hidden, null for
 * pending. Others never receive hidden or pending surgeries and updates; a hidden comment keeps its
 * place in the thread with empty text and a null reason.
 */
export const contentModerationSchema = z
  .object({
    status: z.enum(['hidden', 'pending']),
    reason: z.string().nullable(),
  })
  .nullable()
  .meta({ id: 'ContentModeration' });

export const moderationQueueItemSchema = z
  .object({
    itemType: moderationItemTypeSchema,
    itemId: z.number().int(),
    reportCount: z.number().int().describe('Open reports; 0 for a pending first post'),
    firstReportedAt: isoDateTime.describe('The oldest open report, or when a pending post was written'),
    status: moderationStatusSchema,
    reasons: z
      .array(z.string())
      .describe(
        "The distinct reasons of the open reports; 'First post with a link' or 'Photo from a new account' for pending",
      ),
    excerpt: z.string(),
    context: z
      .string()
      .optional()
      .describe("A photo's update (its text), where the photo is shown; absent for other items"),
    thumbnail: z
      .string()
      .optional()
      .describe("A photo's smallest file at a signed URL, while the photo is not hidden"),
    author: profileSchema.nullable(),
  })
  .meta({ id: 'ModerationQueueItem' });

export const moderationQueueSchema = z
  .object({ items: z.array(moderationQueueItemSchema) })
  .meta({ id: 'ModerationQueue' });

export const auditEntrySchema = z
  .object({
    id: z.number().int(),
    action: auditActionSchema,
    reason: z.string(),
    moderator: z.string().describe("The moderator's username, or 'command line' for role changes"),
    createdAt: isoDateTime,
  })
  .meta({ id: 'AuditEntry' });

export const moderationItemSchema = z
  .object({
    itemType: moderationItemTypeSchema,
    itemId: z.number().int(),
    status: moderationStatusSchema,
    content: z.object({
      text: z.string(),
      surgeryId: z.number().int().nullable(),
      surgeryTitle: z.string().nullable(),
      parentText: z
        .string()
        .nullable()
        .describe('The comment replied to, the surgery of an update, or the update of a photo'),
      link: z.string().describe('Site path where the item lives'),
    }),
    reports: z.array(
      z.object({
        reason: reportReasonSchema,
        note: z.string().nullable(),
        createdAt: isoDateTime,
        reporter: profileSchema.nullable(),
      }),
    ),
    author: z.object({
      profile: profileSchema.nullable(),
      memberSince: isoDateTime.nullable(),
      suspendedUntil: isoDateTime.nullable(),
      earlierActions: z.array(
        z.object({ action: auditActionSchema, reason: z.string(), createdAt: isoDateTime }),
      ),
    }),
    audit: z.array(auditEntrySchema).describe('Newest first'),
  })
  .meta({ id: 'ModerationItem' });
