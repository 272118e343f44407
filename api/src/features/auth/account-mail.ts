/**
 * The mails of sign-up, password reset and the account page, in the member's language (or, for
 * the sign-up verification, the language of the sign-up request); links are built from the
 * shared route table.
 */
import { paths } from '@journeys/shared/paths';
import { siteLink, t, type Language } from '../../platform/i18n';
import type { MailMessage } from '../../platform/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function verificationMail(
  to: string,
  siteUrl: string,
  token: string,
  language: Language,
): MailMessage {
  const link = siteLink(siteUrl, paths.verifyEmail(token), language);
  const welcome = t(language, 'mail.welcome');
  const once = t(language, 'mail.once24h');
  return {
    to,
    subject: t(language, 'mail.verifySubject'),
    text: `${welcome}\n\n${t(language, 'mail.verifyOpen')}\n${link}\n\n${once}\n`,
    html: `<p>${escapeHtml(welcome)}</p><p><a href="${link}">${escapeHtml(t(language, 'mail.verifyLink'))}</a></p><p>${escapeHtml(once)}</p>`,
  };
}

export function resetPasswordMail(
  to: string,
  siteUrl: string,
  token: string,
  language: Language,
): MailMessage {
  const link = siteLink(siteUrl, paths.resetPassword(token), language);
  const asked = t(language, 'mail.resetAsked');
  const once = t(language, 'mail.resetOnce');
  return {
    to,
    subject: t(language, 'mail.resetSubject'),
    text: `${asked}\n\n${t(language, 'mail.resetOpen')}\n${link}\n\n${once}\n`,
    html: `<p>${escapeHtml(asked)}</p><p><a href="${link}">${escapeHtml(t(language, 'mail.resetLink'))}</a></p><p>${escapeHtml(once)}</p>`,
  };
}

export function passwordChangedMail(to: string, language: Language): MailMessage {
  const text = t(language, 'mail.passwordChanged');
  return {
    to,
    subject: t(language, 'mail.passwordChangedSubject'),
    text: `${text}\n`,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}

export function confirmEmailMail(
  to: string,
  siteUrl: string,
  token: string,
  language: Language,
): MailMessage {
  const link = siteLink(siteUrl, paths.confirmEmail(token), language);
  const once = t(language, 'mail.once24h');
  return {
    to,
    subject: t(language, 'mail.confirmSubject'),
    text: `${t(language, 'mail.confirmOpen')}\n${link}\n\n${once}\n`,
    html: `<p><a href="${link}">${escapeHtml(t(language, 'mail.confirmLink'))}</a></p><p>${escapeHtml(once)}</p>`,
  };
}

export function emailChangeNoticeMail(to: string, newEmail: string, language: Language): MailMessage {
  const text = t(language, 'mail.changeNotice', { email: newEmail });
  return {
    to,
    subject: t(language, 'mail.changeNoticeSubject'),
    text: `${text}\n`,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}
