/** The kinds of email the site sends members on its own; each has its own setting (email-preferences.ts). */
export const EMAIL_KINDS = ['replies', 'comments', 'followed', 'reminders', 'help', 'digest'] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];
