/**
 * The help calendar's constants and messages (docs/product.md §10), without zod: the calendar's
 * page shows kinds, limits and messages without bundling the validation library. The wire schemas
 * (./wire/help.ts) build on these and re-export them.
 */
export const HELP_KINDS = ['ride', 'meal', 'pet_care', 'errand', 'visit', 'other'] as const;
export type HelpKind = (typeof HELP_KINDS)[number];

/** 'none': one day; 'daily' / 'weekly': `repeatCount` days, one or seven days apart. */
export const HELP_REPEATS = ['none', 'daily', 'weekly'] as const;
export type HelpRepeat = (typeof HELP_REPEATS)[number];

export const HELP_ROLES = ['owner', 'caregiver', 'helper'] as const;
export type HelpRole = (typeof HELP_ROLES)[number];

export const HELP_LIMITS = {
  /** Days one need may cover ('Dinner, every day for 2 weeks' is 14). */
  repeatsMax: 60,
  notesMax: 500,
  placeMax: 200,
  peopleMax: 20,
  caregiversMax: 3,
  /** Needs one calendar may hold at once (a bound on what one read returns). */
  needsMax: 200,
  /** An invite link works this long after it was made, unless stopped sooner. */
  inviteDays: 30,
  /** A caregiver invitation email works this long. */
  caregiverInviteDays: 14,
  /** Cancelling a slot that starts sooner than this tells the owner at once. */
  lateCancelHours: 24,
} as const;

/** The messages a person sees next to a field or for a conflict (also in each client's messages, in Spanish). */
export const HELP_MESSAGES = {
  pastSlot: 'Choose a day and time that has not passed yet.',
  endBeforeStart: 'The end time must be after the start time.',
  tooManyRepeats: `A need can repeat on at most ${HELP_LIMITS.repeatsMax} days.`,
  notesTooLong: `Notes can be at most ${HELP_LIMITS.notesMax} characters.`,
  placeTooLong: `The place can be at most ${HELP_LIMITS.placeMax} characters.`,
  slotTaken: 'Someone just took this — choose another slot.',
  inviteInvalid: 'This invite link no longer works. Ask for a new one.',
  caregiversFull: `You can name at most ${HELP_LIMITS.caregiversMax} caregivers.`,
} as const;
