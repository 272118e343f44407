/** Push notifications: the member's choices, the key a browser subscribes with, and what a push carries. */
import { z } from './zod';

/** The kinds of push a member can turn on or off, as their email counterparts are named. */
export const PUSH_KINDS = ['replies', 'comments', 'followed', 'reminders', 'help'] as const;
export type PushKind = (typeof PUSH_KINDS)[number];

/** GET/PUT /account/push-preferences: each kind of push on or off (for every device the member turned push on). */
export const pushPreferencesSchema = z
  .object({
    replies: z.boolean().describe('Replies to your comments'),
    comments: z.boolean().describe('Comments on your surgeries'),
    followed: z.boolean().describe('New updates on journeys you follow'),
    reminders: z.boolean().describe('Follow-up reminders to post an update on your own surgeries'),
    help: z.boolean().describe('Help calendar: reminders of your slots, the day’s help, cancellations'),
  })
  .meta({ id: 'PushPreferences' });

/** GET /push/public-key: the VAPID public key a browser subscribes with (its applicationServerKey). */
export const pushPublicKeySchema = z
  .object({ publicKey: z.string().describe('VAPID public key, base64url (an uncompressed P-256 point)') })
  .meta({ id: 'PushPublicKey' });

/**
 * The JSON a push message carries, encrypted to the device (aes128gcm). Never a health detail: no
 * procedure, surgeon, symptom or comment text; only a fixed sentence in the member's language and
 * the page to open, which loads the rest behind the login.
 */
export const pushMessageSchema = z.object({
  title: z.string().describe('A fixed sentence, e.g. "New reply to your comment"'),
  url: z
    .string()
    .describe(
      "The site path the notification opens, in the member's language, e.g. /surgeries?surgery=12&comment=34",
    ),
  tag: z.string().describe('One per thread: a later push on the same thread replaces this one on the device'),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;
