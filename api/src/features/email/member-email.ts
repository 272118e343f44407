/**
 * The emails the site sends members on its own (alerts, reminders, digest): what a producer
 * hands over, and the one way to queue it. Delivery (deliver-member-email.ts) adds the greeting,
 * the footer with the unsubscribe and preferences links, and the List-Unsubscribe headers.
 */
import type { AppContext } from '../../platform/app-context';
import type { EmailKind } from './email-kinds';
import { DEFAULT_EMAIL_PREFERENCES } from './email-preferences';
import type { Language } from '../../platform/i18n';

export interface MemberEmail {
  userId: number;
  kind: EmailKind;
  /** (member, kind, subject, period): a retried or duplicated job never sends twice. */
  idempotencyKey: string;
  subject: string;
  /** Body without greeting/footer; the pipeline adds the footer with the unsubscribe link and preferences link. */
  text: string;
  html: string;
  /**
   * The surgeries the email is about. At delivery it is dropped when none of them is still there
   * for the member to see: deleted, or hidden by moderators, after the email was queued.
   */
  reviewIds?: number[];
  /** The language subject and body are written in (the member's, when it was queued). */
  language?: Language;
}

/**
 * An email not yet written: enqueueMemberEmail writes it in the member's language
 * (users.language), read in the same round trip as their address and choice.
 */
export interface MemberEmailDraft {
  userId: number;
  kind: EmailKind;
  idempotencyKey: string;
  inLanguage: (language: Language) => MemberEmail;
}

/** The job that delivers one MemberEmail. */
export const EMAIL_SEND_JOB = 'email-send';

/** Queues delivery (job 'email-send'); a no-op when the member turned that kind off or has no email. */
export async function enqueueMemberEmail(
  ctx: AppContext,
  email: MemberEmail | MemberEmailDraft,
): Promise<void> {
  // One round trip: the member's address and choice, and whether this key was sent already.
  const row = await ctx.db
    .selectFrom('users')
    .leftJoin('email_preferences', 'email_preferences.user_id', 'users.id')
    .select((eb) => [
      'users.email',
      'users.language',
      `email_preferences.${email.kind} as wanted`,
      eb
        .exists(
          eb
            .selectFrom('email_deliveries')
            .select('idempotency_key')
            .where('idempotency_key', '=', email.idempotencyKey)
            .where('sent_at', 'is not', null),
        )
        .as('sent'),
    ])
    .where('users.id', '=', email.userId)
    .executeTakeFirst();
  if (!row?.email || row.sent || !(row.wanted ?? DEFAULT_EMAIL_PREFERENCES[email.kind])) return;
  const payload: MemberEmail =
    'inLanguage' in email ? { ...email.inLanguage(row.language), language: row.language } : email;
  await ctx.jobs.send(EMAIL_SEND_JOB, payload, { singletonKey: email.idempotencyKey });
}

/** For every user-provided string put into an email's HTML. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
