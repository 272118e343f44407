import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  Account,
  AccountSession,
  EmailPreferences,
  PushPreferences,
} from '@journeys/shared/account-api';
import { eventBus } from '@journeys/shared/events';
import {
  makeCurrentUser,
  renderWithRouter,
  signInAs,
  type FakeApi,
  type FakeReply,
} from '@journeys/shared/testing';
import AccountPage from '../src/exposes/account-page';

export const member = makeCurrentUser({
  id: 7,
  username: 'brave_otter3',
  email: 'otter@example.org',
  background: '#bbdefb',
});

export function makeAccount(overrides: Partial<Account> = {}): Account {
  return {
    id: member.id,
    username: member.username,
    email: member.email,
    background: member.background,
    image: null,
    hasPassword: true,
    facebookLinked: false,
    pendingEmail: null,
    createdAt: member.createdAt,
    ...overrides,
  };
}

export const thisBrowser: AccountSession = {
  id: 1,
  device: 'Mac',
  browser: 'Chrome',
  lastSeenAt: '2026-11-23T14:00:00.000Z',
  createdAt: '2026-11-01T09:00:00.000Z',
  current: true,
};

export const otherBrowser: AccountSession = {
  id: 2,
  device: 'iPhone',
  browser: 'Safari',
  lastSeenAt: '2026-11-20T08:30:00.000Z',
  createdAt: '2026-10-01T09:00:00.000Z',
  current: false,
};

export interface RenderAccountOptions {
  account?: Partial<Account>;
  sessions?: AccountSession[];
  emailPreferences?: Partial<EmailPreferences>;
  pushPreferences?: Partial<PushPreferences>;
  /** Answers that replace the ones above ('GET /account/push-preferences': a failure, say). */
  replies?: Record<string, FakeReply>;
}

/** What GET /account/email-preferences answers a member who never changed it. */
export const defaultEmailPreferences: EmailPreferences = {
  replies: true,
  comments: true,
  followed: true,
  reminders: true,
  help: true,
  digest: false,
};

/** What GET /account/push-preferences answers a member who never changed it: every kind on. */
export const defaultPushPreferences: PushPreferences = {
  replies: true,
  comments: true,
  followed: true,
  reminders: true,
  help: true,
};

/** Scripts both preference reads of the account page's Notifications section. */
export function scriptPreferences(
  api: FakeApi,
  email: Partial<EmailPreferences> = {},
  push: Partial<PushPreferences> = {},
): void {
  api.on('GET /account/email-preferences', { status: 200, body: { ...defaultEmailPreferences, ...email } });
  api.on('GET /account/push-preferences', { status: 200, body: { ...defaultPushPreferences, ...push } });
}

/** A signed-in member on /account with their account and sessions scripted. */
export async function renderAccountPage(api: FakeApi, options: RenderAccountOptions = {}) {
  signInAs(member);
  api.on('GET /account', { status: 200, body: makeAccount(options.account) });
  api.on('GET /account/sessions', {
    status: 200,
    body: { sessions: options.sessions ?? [thisBrowser, otherBrowser] },
  });
  scriptPreferences(api, options.emailPreferences, options.pushPreferences);
  for (const [route, reply] of Object.entries(options.replies ?? {})) api.on(route, reply);
  const result = renderWithRouter(<AccountPage />, { route: '/account', path: '/account' });
  await screen.findByRole('region', { name: 'Email' });
  return { ...result, user: userEvent.setup() };
}

export const region = (name: string) => screen.getByRole('region', { name });

/** The toasts shown from now on. */
export function collectToasts(): { messages: string[]; stop(): void } {
  const messages: string[] = [];
  const stop = eventBus.on('toast', ({ message }) => messages.push(message));
  return { messages, stop };
}

export const apiError = (
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string>,
) => ({
  status,
  body: { statusCode: status, error: 'Error', code, message, ...(fieldErrors ? { fieldErrors } : {}) },
});
