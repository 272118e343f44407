/** The member's own account: settings, email change and data deletion answers. */
import { isoDateTime, z } from './zod';

/** GET /facebook/data-deletion/:code: what became of a Facebook data-deletion request. */
export const facebookDeletionStatusSchema = z
  .object({
    confirmationCode: z.string(),
    status: z.enum(['deleted', 'not_found']),
    requestedAt: isoDateTime,
  })
  .meta({ id: 'FacebookDeletionStatus' });

/** GET /account: the member's own account, with what only they may see. */
export const accountSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    email: z.string().nullable(),
    background: z.string(),
    image: z.string().nullable(),
    hasPassword: z.boolean().describe('False for a Facebook-only member'),
    facebookLinked: z.boolean(),
    pendingEmail: z.string().nullable().describe('A new address waiting for its confirmation link'),
    // LANGUAGES of @journeys/shared/languages. Optional: an API older than the setting still parses.
    language: z
      .enum(['en', 'es'])
      .optional()
      .describe('The language of the member’s emails, set by PUT /account/language'),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Account' });

/** One signed-in browser of the member. */
export const accountSessionSchema = z
  .object({
    id: z.number().int(),
    device: z.string(),
    browser: z.string(),
    lastSeenAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    current: z.boolean().describe('The session making this request'),
  })
  .meta({ id: 'AccountSession' });

/** GET /account/sessions. */
export const accountSessionListSchema = z
  .object({ sessions: z.array(accountSessionSchema) })
  .meta({ id: 'AccountSessionList' });
