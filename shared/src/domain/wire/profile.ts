/** Members as the API shows them: anyone's public profile, the signed-in member, a new session. */
import { isoDateTime, z } from './zod';

export const profileSchema = z
  .object({
    id: z.number().int(),
    username: z.string(),
    image: z.string().nullable().describe('Null falls back to the default logo (docs/product.md §3)'),
    background: z.string(),
    createdAt: isoDateTime.describe('Member since'),
    surgeryCount: z.number().int(),
  })
  .meta({ id: 'Profile' });

export const currentUserSchema = profileSchema
  .extend({
    email: z.string().nullable(),
    role: z.enum(['member', 'moderator']),
    suspendedUntil: isoDateTime
      .nullable()
      .describe('While suspended the member cannot post or comment; null when not suspended'),
  })
  .meta({ id: 'CurrentUser' });

/** Login and account-creation responses carry the bearer token with the user. */
export const authenticatedUserSchema = currentUserSchema
  .extend({
    token: z.string(),
  })
  .meta({ id: 'AuthenticatedUser' });

/** GET /users: the newest members, for the landing page's avatars. */
export const profileListSchema = z.array(profileSchema);
