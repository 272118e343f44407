/**
 * A MemberEmail as sent: greeting, body, and a footer saying why it came and how to stop it;
 * text and HTML alike, no images, no tracking. The List-Unsubscribe headers (RFC 2369, one-click
 * per RFC 8058) point at the API, which turns that kind off on a POST without a login.
 */
import { createHash } from 'node:crypto';
import { paths } from '@journeys/shared/paths';
import type { MailMessage } from '../../platform/mailer';
import type { EmailKind } from './email-kinds';
import { escapeHtml, type MemberEmail } from './member-email';

/** Each kind as the account page labels it. */
export const EMAIL_KIND_LABELS: Record<EmailKind, string> = {
  comments: 'Comments and replies',
  followed: 'Followed journeys',
  reminders: 'Follow-up reminders',
  digest: 'Weekly digest',
};

export interface RenderContext {
  to: string;
  username: string;
  siteUrl: string;
  apiUrl: string;
  unsubscribeToken: string;
}

export function renderMemberEmail(email: MemberEmail, r: RenderContext): MailMessage {
  const unsubscribePage = `${r.siteUrl}${paths.unsubscribe(r.unsubscribeToken)}`;
  const oneClick = `${r.apiUrl}/email/unsubscribe?token=${encodeURIComponent(r.unsubscribeToken)}`;
  const preferences = `${r.siteUrl}${paths.account()}`;
  const why = `You get this email because “${EMAIL_KIND_LABELS[email.kind]}” is on in your Surgery Journeys email settings.`;
  const text = [
    `Hello ${r.username},`,
    '',
    email.text.trim(),
    '',
    '--',
    why,
    `Stop these emails: ${unsubscribePage}`,
    `Choose which emails you get: ${preferences}`,
    '',
  ].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">',
    `<p>Hello ${escapeHtml(r.username)},</p>`,
    email.html,
    '<hr>',
    `<p style="font-size:90%">${why}<br>`,
    `<a href="${escapeHtml(unsubscribePage)}">Stop these emails</a> · `,
    `<a href="${escapeHtml(preferences)}">Choose which emails you get</a></p>`,
    '</body></html>',
  ].join('\n');
  return {
    to: r.to,
    subject: email.subject,
    text,
    html,
    // The same key gives the same Message-ID, so in the rare case of a resend after a crash
    // between the server's acceptance and our record of it, mail clients show one message.
    messageId: `<${createHash('sha256').update(email.idempotencyKey).digest('hex').slice(0, 32)}@surgery-journeys>`,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
