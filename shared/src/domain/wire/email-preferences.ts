/** Member email choices and the unsubscribe link's answers. */
import { z } from './zod';

const EMAIL_KIND_VALUES = ['replies', 'comments', 'followed', 'reminders', 'help', 'digest'] as const;

/** GET/PUT /account/email-preferences: each kind of email on or off. */
export const emailPreferencesSchema = z
  .object({
    replies: z.boolean().describe('Replies to your comments'),
    comments: z.boolean().describe('Comments on your surgeries'),
    followed: z.boolean().describe('New updates on journeys you follow'),
    reminders: z.boolean().describe('Follow-up reminders to post an update on your own surgeries'),
    help: z.boolean().describe('Help calendar: reminders of your slots, the day’s help, cancellations'),
    digest: z.boolean().describe('A weekly digest of the journeys you follow'),
  })
  .meta({ id: 'EmailPreferences' });

/** GET and POST /email/unsubscribe: the kind the link is for (and, after POST, the confirmation). */
export const unsubscribeResultSchema = z
  .object({
    kind: z.enum(EMAIL_KIND_VALUES),
    message: z
      .string()
      .describe('What happened, in words, e.g. "You are unsubscribed from follow-up reminders."'),
  })
  .meta({ id: 'UnsubscribeResult' });
