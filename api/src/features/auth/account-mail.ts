/** The mails of password reset and the account page; links are built from the shared route table. */
import { paths } from '@journeys/shared/paths';
import type { MailMessage } from '../../platform/mailer';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function resetPasswordMail(to: string, siteUrl: string, token: string): MailMessage {
  const link = `${siteUrl}${paths.resetPassword(token)}`;
  return {
    to,
    subject: 'Reset your Surgery Journeys password',
    text: `Someone asked to reset the password of your Surgery Journeys account.\n\nOpen this link to choose a new password:\n${link}\n\nThe link works once and expires in 30 minutes. If you did not ask for it, ignore this email; your password stays as it is.\n`,
    html: `<p>Someone asked to reset the password of your Surgery Journeys account.</p><p><a href="${link}">Choose a new password</a></p><p>The link works once and expires in 30 minutes. If you did not ask for it, ignore this email; your password stays as it is.</p>`,
  };
}

export function passwordChangedMail(to: string): MailMessage {
  const text =
    'The password of your Surgery Journeys account was just changed, and every other signed-in browser was signed out. If this was not you, reset your password now with "Forgot password?" on the Log In window.';
  return {
    to,
    subject: 'Your Surgery Journeys password was changed',
    text: `${text}\n`,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}

export function confirmEmailMail(to: string, siteUrl: string, token: string): MailMessage {
  const link = `${siteUrl}${paths.confirmEmail(token)}`;
  return {
    to,
    subject: 'Confirm your new email for Surgery Journeys',
    text: `Open this link to use this address for your Surgery Journeys account:\n${link}\n\nThe link works once and expires in 24 hours. If you did not ask for it, ignore this email.\n`,
    html: `<p><a href="${link}">Use this address for your Surgery Journeys account</a></p><p>The link works once and expires in 24 hours. If you did not ask for it, ignore this email.</p>`,
  };
}

export function emailChangeNoticeMail(to: string, newEmail: string): MailMessage {
  const text = `Someone asked to change the email of your Surgery Journeys account to ${newEmail}. The change takes effect once the link sent to that address is opened. If this was not you, change your password now.`;
  return {
    to,
    subject: 'Your Surgery Journeys email is being changed',
    text: `${text}\n`,
    html: `<p>${escapeHtml(text)}</p>`,
  };
}
