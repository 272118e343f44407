// Members for browser tests: sign-up goes through the real email flow (outbox link), and
// logging in through the real /email/validate, so tests exercise what members do.
import type { Locator, Page } from 'playwright-core';
import type { CurrentUser } from '@journeys/shared/rules';
import { serializeStoredUser } from '@journeys/shared/session';
import { makeSurgeryPayload } from '@journeys/shared/testing/fixtures';
import { API_URL, type Site } from './site';

export interface TestMember {
  email: string;
  password: string;
  username: string;
  token: string;
  id: number;
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(`${API_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

let counter = 0;

export async function signUpMember(site: Site, username?: string): Promise<TestMember> {
  counter += 1;
  const stamp = `${Date.now().toString(36)}${counter}`;
  const email = `member-${stamp}@example.org`;
  const password = 'correct horse battery';
  const name = username ?? `tester_${stamp}`;
  await post('/email/verify', { email });
  const link = await site.verificationLink(email);
  const token = new URL(link).searchParams.get('token') ?? '';
  const user = await post<{ id: number; token: string }>('/email/create-password', {
    token,
    password,
    username: name,
    background: '#bbdefb',
  });
  return { email, password, username: name, token: user.token, id: user.id };
}

/** Puts a logged-in session in the page's storage, as a completed login leaves it. */
export async function loginInPage(page: Page, member: TestMember, siteUrl: string): Promise<void> {
  const me = await fetch(`${API_URL}/patient/me`, { headers: { authorization: `Bearer ${member.token}` } });
  const user = (await me.json()) as CurrentUser;
  await page.goto(`${siteUrl}/surgeries`);
  // The shell starts the app after `load` (a task of its own), reading the stored session as it
  // does: stored before that, this page would also ask the API for the member, a request the
  // caller's next page load would wrongly count as its own. The header shows once it has started.
  await page.getByRole('banner').waitFor();
  await page.evaluate(
    ([token, json]) => {
      localStorage.setItem('authToken', token);
      localStorage.setItem('user', json);
    },
    [member.token, serializeStoredUser(user)] as const,
  );
}

export function apiPost<T>(path: string, body: unknown, token?: string): Promise<T> {
  return post<T>(path, body, token);
}

export const DEMO_PASSWORD = 'journeys-demo-2026';
export const KATE = { email: 'kate@example.com', username: 'kneedeep_kate' };

/** Logs in through the Log In modal, as a member would. */
export async function loginThroughModal(page: Page, email: string, password: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Log In' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Log In', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * From the open Log In modal, 'Forgot password?' sent for `email`, as a member would ask for a
 * reset link: returns the Forgot password dialog, which then says what happened.
 */
export async function askForResetLink(page: Page, email: string): Promise<Locator> {
  await page
    .getByRole('dialog', { name: 'Log In' })
    .getByRole('button', { name: 'Forgot password?' })
    .click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password?' });
  await forgot.getByRole('textbox', { name: 'Email' }).fill(email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  return forgot;
}

/** Creates a surgery through the API for a member, with a real seeded NPPES surgeon. */
export async function createSurgeryViaApi(
  member: { token: string },
  overrides: Record<string, unknown> = {},
): Promise<{ id: number }> {
  return post<{ id: number }>(
    '/review',
    {
      ...makeSurgeryPayload({
        surgeryMonth: 5,
        surgeryDay: 12,
        npi: '1659374734',
        procedures: [
          {
            id: null,
            name: 'Meniscus Repair',
            description: 'Stitching a torn knee cartilage.',
            side: 'left',
          },
        ],
        description: 'Created by a browser test.',
      }),
      ...overrides,
    },
    member.token,
  );
}

interface ReviewSummary {
  id: number;
  patient: { id: number; username: string };
  procedures: { name: string; side: string }[];
  updates: unknown[];
}

/** Pages through GET /reviews for the first surgery that matches (seeded ones may be on later pages). */
async function findSurgery(predicate: (r: ReviewSummary) => boolean): Promise<ReviewSummary> {
  let cursor: string | null = null;
  for (let page = 0; page < 50; page++) {
    const url = new URL(`${API_URL}/reviews`);
    url.searchParams.set('limit', '50');
    if (cursor) url.searchParams.set('cursor', cursor);
    const body = (await (await fetch(url)).json()) as { reviews: ReviewSummary[]; nextCursor: string | null };
    const found = body.reviews.find(predicate);
    if (found) return found;
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  throw new Error('no surgery matched');
}

/** Kate's right knee replacement: the seeded surgery with four updates and a reply thread. */
export function findKateKnee(): Promise<ReviewSummary> {
  return findSurgery(
    (r) => r.patient.username === KATE.username && r.procedures.some((p) => p.name === 'Knee Replacement'),
  );
}
