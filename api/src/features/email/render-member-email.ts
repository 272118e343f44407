/**
 * A MemberEmail as sent: greeting, body, and a footer saying why it came and how to stop it;
 * text and HTML alike, no images, no tracking. The List-Unsubscribe headers (RFC 2369, one-click
 * per RFC 8058) point at the API, which turns that kind off on a POST without a login.
 */
import { createHash } from 'node:crypto';
import { paths } from '@journeys/shared/paths';
import type { MailMessage } from '../../platform/mailer';
import { escapeHtml, type MemberEmail } from './member-email';
import { localeOf, siteLink, t, type Language } from '../../platform/i18n';

export interface RenderContext {
  to: string;
  username: string;
  siteUrl: string;
  apiUrl: string;
  unsubscribeToken: string;
  /** The language the email's body was written in: greeting and footer follow it. */
  language: Language;
}

export function renderMemberEmail(email: MemberEmail, r: RenderContext): MailMessage {
  const unsubscribePage = siteLink(r.siteUrl, paths.unsubscribe(r.unsubscribeToken), r.language);
  const oneClick = `${r.apiUrl}/email/unsubscribe?token=${encodeURIComponent(r.unsubscribeToken)}`;
  const preferences = siteLink(r.siteUrl, paths.account(), r.language);
  const language = r.language;
  const why = t(language, 'mail.why', { kind: email.kind });
  const text = [
    t(language, 'mail.hello', { name: r.username }),
    '',
    email.text.trim(),
    '',
    '--',
    why,
    t(language, 'mail.stopText', { link: unsubscribePage }),
    t(language, 'mail.chooseText', { link: preferences }),
    '',
  ].join('\n');
  const html = [
    `<!doctype html><html lang="${localeOf(language)}"><body style="font-family:sans-serif;line-height:1.5">`,
    `<p>${escapeHtml(t(language, 'mail.hello', { name: r.username }))}</p>`,
    email.html,
    '<hr>',
    `<p style="font-size:90%">${escapeHtml(why)}<br>`,
    `<a href="${escapeHtml(unsubscribePage)}">${escapeHtml(t(language, 'mail.stop'))}</a> · `,
    `<a href="${escapeHtml(preferences)}">${escapeHtml(t(language, 'mail.choose'))}</a></p>`,
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
