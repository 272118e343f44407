import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Account, AccountSession, EmailPreferences } from '@journeys/shared/account-api';
import { eventBus } from '@journeys/shared/events';
import { makeCurrentUser, renderWithRouter, signInAs, type FakeApi } from '@journeys/shared/testing';
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
}

/** A signed-in member on /account with their account and sessions scripted. */
export async function renderAccountPage(api: FakeApi, options: RenderAccountOptions = {}) {
  signInAs(member);
  api.on('GET /account', { status: 200, body: makeAccount(options.account) });
  api.on('GET /account/sessions', {
    status: 200,
    body: { sessions: options.sessions ?? [thisBrowser, otherBrowser] },
  });
  api.on('GET /account/email-preferences', {
    status: 200,
    body: { comments: true, followed: true, reminders: true, digest: false, ...options.emailPreferences },
  });
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
