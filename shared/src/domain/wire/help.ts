/**
 * The help calendar (docs/product.md §10): what a surgery's owner needs (rides, meals, errands…),
 * who signed up for which day, who can see it (owner, caregivers, helpers who joined by invite) and
 * the caregivers who can post for the owner. Never public: every read needs a member who belongs
 * to the calendar; to anyone else a calendar does not exist (404).
 */
import { HELP_KINDS, HELP_LIMITS, HELP_MESSAGES, HELP_REPEATS, HELP_ROLES } from '../help';
import { isoDateTime, z } from './zod';

// Zod-free (../help) so pages that only show a calendar do not bundle the validation library.
export * from '../help';

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Choose a date')
  .describe('A calendar day, YYYY-MM-DD, in the calendar’s time zone');
const timeOfDay = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Choose a time')
  .describe('HH:MM, 24-hour, in the calendar’s time zone');

/** POST /help/calendars/:surgery/needs and PUT /help/needs/:id. Past days are refused by the API (it knows the time). */
export const helpNeedInputSchema = z
  .object({
    kind: z.enum(HELP_KINDS),
    date: isoDay.describe('The first day'),
    startTime: timeOfDay,
    endTime: timeOfDay,
    place: z.string().trim().max(HELP_LIMITS.placeMax, HELP_MESSAGES.placeTooLong),
    notes: z.string().trim().max(HELP_LIMITS.notesMax, HELP_MESSAGES.notesTooLong),
    people: z
      .number()
      .int()
      .min(1)
      .max(HELP_LIMITS.peopleMax)
      .describe('How many people this needs each day'),
    repeat: z.enum(HELP_REPEATS),
    repeatCount: z
      .number()
      .int()
      .min(1)
      .max(HELP_LIMITS.repeatsMax, HELP_MESSAGES.tooManyRepeats)
      .describe("How many days in all ('none' takes 1)"),
    timeZone: z
      .string()
      .max(64)
      .optional()
      .describe(
        "The owner's IANA time zone (e.g. America/Chicago); sets the calendar's zone on its first need",
      ),
  })
  .strict()
  // No component id, as for every other request body: trimmed strings make its input and output
  // shapes differ, and the OpenAPI document refuses one name for both.
  .refine((need) => need.endTime > need.startTime, {
    path: ['endTime'],
    message: HELP_MESSAGES.endBeforeStart,
  });
export type HelpNeedInput = z.infer<typeof helpNeedInputSchema>;

export const helpPersonSchema = z
  .object({ userId: z.number().int(), username: z.string() })
  .meta({ id: 'HelpPerson' });
export type HelpPerson = z.infer<typeof helpPersonSchema>;

/** One day of a need: who signed up, how many places are left. */
export const helpSlotSchema = z
  .object({
    needId: z.number().int(),
    date: isoDay,
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    helpers: z.array(helpPersonSchema),
    open: z.number().int().describe('Places still free (people minus sign-ups)'),
    mine: z.boolean().describe('The reader signed up for it'),
  })
  .meta({ id: 'HelpSlot' });
export type HelpSlot = z.infer<typeof helpSlotSchema>;

export const helpNeedSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(HELP_KINDS),
    date: isoDay,
    startTime: timeOfDay,
    endTime: timeOfDay,
    place: z.string(),
    notes: z.string(),
    people: z.number().int(),
    repeat: z.enum(HELP_REPEATS),
    repeatCount: z.number().int(),
    slots: z.array(helpSlotSchema).describe('Every day of the need, first day first'),
  })
  .meta({ id: 'HelpNeed' });
export type HelpNeed = z.infer<typeof helpNeedSchema>;

export const helpInviteSchema = z
  .object({
    token: z.string().describe('Goes after # in the invite page address, so it never reaches a server log'),
    expiresAt: isoDateTime,
  })
  .meta({ id: 'HelpInvite' });
export type HelpInvite = z.infer<typeof helpInviteSchema>;

export const pendingCaregiverSchema = z
  .object({ id: z.number().int(), email: z.string(), expiresAt: isoDateTime })
  .meta({ id: 'PendingCaregiver' });

/** GET /help/calendars/:surgery */
export const helpCalendarSchema = z
  .object({
    surgeryId: z.number().int(),
    owner: helpPersonSchema,
    role: z.enum(HELP_ROLES).describe("The reader's place in this calendar"),
    timeZone: z.string(),
    needs: z.array(helpNeedSchema),
    caregivers: z.array(helpPersonSchema),
    helpers: z.array(helpPersonSchema),
    pendingCaregivers: z
      .array(pendingCaregiverSchema)
      .describe('Invitations not yet accepted; the owner only (empty for anyone else)'),
    invite: helpInviteSchema
      .nullable()
      .describe('The working invite link; owner and caregivers only (null for helpers or when none works)'),
  })
  .meta({ id: 'HelpCalendar' });
export type HelpCalendar = z.infer<typeof helpCalendarSchema>;

/** GET /help/calendars: the calendars the member belongs to. */
export const helpCalendarListSchema = z
  .object({
    calendars: z.array(
      z.object({
        surgeryId: z.number().int(),
        owner: helpPersonSchema,
        role: z.enum(HELP_ROLES),
        openThisWeek: z.number().int().describe('Places still free in the next 7 days'),
      }),
    ),
  })
  .meta({ id: 'HelpCalendarList' });
export type HelpCalendarList = z.infer<typeof helpCalendarListSchema>;

/** POST /help/invites/preview and /help/invites/accept take the token in the body, never in the URL. */
export const helpTokenInputSchema = z.object({ token: z.string().min(1).max(200) }).strict();

/** What an invite (a helper link or a caregiver invitation) leads to. */
export const helpInvitePreviewSchema = z
  .object({
    surgeryId: z.number().int(),
    owner: helpPersonSchema,
    role: z.enum(['caregiver', 'helper']),
  })
  .meta({ id: 'HelpInvitePreview' });
export type HelpInvitePreview = z.infer<typeof helpInvitePreviewSchema>;

export const caregiverInviteInputSchema = z
  .object({ email: z.string().trim().email('Enter an email address').max(254) })
  .strict();

/** The help calendar's part of 'Download my data' (account-data.ts). */
export const exportedHelpSchema = z
  .object({
    calendars: z
      .array(
        z.object({
          surgeryId: z.number().int(),
          timeZone: z.string(),
          needs: z.array(helpNeedSchema.omit({ slots: true })),
          caregivers: z.array(helpPersonSchema).describe('The caregivers the member named'),
          pendingCaregivers: z.array(pendingCaregiverSchema),
        }),
      )
      .describe("The help calendars of the member's own surgeries, places and notes included"),
    memberships: z
      .array(
        z.object({
          surgeryId: z.number().int(),
          owner: helpPersonSchema,
          role: z.enum(['caregiver', 'helper']),
        }),
      )
      .describe('The calendars the member helps with, as a caregiver or a helper'),
    signups: z
      .array(
        z.object({
          surgeryId: z.number().int(),
          needId: z.number().int(),
          kind: z.enum(HELP_KINDS),
          date: isoDay,
          startTime: timeOfDay,
          endTime: timeOfDay,
          place: z.string(),
          notes: z.string(),
          owner: helpPersonSchema.nullable(),
        }),
      )
      .describe("The slots the member signed up for ('I can help')"),
  })
  .meta({ id: 'ExportedHelp' });
export type ExportedHelp = z.infer<typeof exportedHelpSchema>;
