// axe-core over every page, open modal and wizard step: no serious or critical violation.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousViolations } from '../src/axe';
import { openPage, type WatchedPage } from '../src/browser';
import { injectFakeFacebook } from '../src/fake-facebook-sdk';
import {
  apiPost,
  createSurgeryViaApi,
  findKateKnee,
  loginInPage,
  signUpMember,
  type TestMember,
} from '../src/members';
import { useSite } from '../src/use-site';

let member: TestMember;
let surgeryId: number;
const env = useSite(async () => {
  member = await signUpMember(env.site);
  surgeryId = (await createSurgeryViaApi(member, { description: 'Checked by axe.' })).id;
  const other = await signUpMember(env.site);
  await apiPost('/comment', { reviewId: surgeryId, text: 'A comment that notifies the owner.' }, other.token);
});

/** Fails with every serious or critical violation of the page's current state. */
async function expectAccessible(page: Page, state: string): Promise<void> {
  // Let entrance transitions settle so colour contrast is measured on the final rendering.
  await page.waitForTimeout(300);
  const found = await seriousViolations(page);
  assert.deepEqual(found, [], `${state}:\n  ${found.join('\n  ')}`);
}

async function open(member?: TestMember): Promise<WatchedPage> {
  const watched = await openPage(env.browser, { reducedMotion: true });
  if (member) await loginInPage(watched.page, member, env.site.url);
  return watched;
}

const firstCard = (page: Page) => page.locator('#main article[id^="surgery-"]').first();

describe('accessibility (axe: no serious or critical violation)', () => {
  it('landing page', async () => {
    const { page, context } = await open();
    await page.goto(env.site.url);
    await page.getByRole('link', { name: 'Join the Community' }).waitFor();
    await page.getByRole('list').getByRole('img').first().waitFor();
    await expectAccessible(page, 'landing /');
    await context.close();
  });

  it('feed as a visitor, then the Log In and Create an Account modals', async () => {
    const { page, context } = await open();
    await page.goto(`${env.site.url}/surgeries`);
    await firstCard(page).waitFor({ timeout: 20_000 });
    await expectAccessible(page, '/surgeries (visitor)');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const login = page.getByRole('dialog', { name: 'Log In' });
    await login.waitFor();
    await expectAccessible(page, 'Log In modal');
    await login.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('dialog', { name: 'Create an Account' }).waitFor();
    await expectAccessible(page, 'Create an Account modal');
    await context.close();
  });

  it('Create Profile modal after a first Facebook login', async () => {
    const { page, context } = await open();
    await injectFakeFacebook(context, {
      id: '20001',
      name: 'Axe Facebook',
      email: 'axe@fb.test',
      pictureUrl: 'https://scontent.xx.fbcdn.net/v/axe.png',
    });
    await page.goto(`${env.site.url}/surgeries`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('button', { name: /Log in with Facebook/ }).click();
    await page.getByRole('dialog', { name: 'Create Profile' }).waitFor();
    await expectAccessible(page, 'Create Profile modal');
    await context.close();
  });

  it('deep-linked surgery with comments expanded and the timeline open', async () => {
    const knee = await findKateKnee();
    const { page, context } = await open();
    const comments = (await (
      await fetch(`${env.site.apiUrl}/comments/${knee.id}`)
    )
      .json()
      .catch(() => [])) as { id: number }[] | { comments?: { id: number }[] };
    const list = Array.isArray(comments) ? comments : (comments.comments ?? []);
    const commentParam = list[0] ? `&comment=${list[0].id}` : '';
    await page.goto(`${env.site.url}/surgeries?surgery=${knee.id}${commentParam}`);
    const card = page.locator(`#surgery-${knee.id}`);
    await card.waitFor({ timeout: 20_000 });
    if (!commentParam) await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).click();
    await card.getByRole('textbox', { name: 'Write a comment' }).waitFor();
    const showReplies = card.getByRole('button', { name: /^Show \d+ repl(y|ies)$/ }).first();
    if (await showReplies.isVisible()) await showReplies.click();
    await card.getByRole('button', { name: 'Show Full Timeline' }).click();
    await card.getByRole('region', { name: 'Timeline' }).waitFor();
    await page.waitForTimeout(2_200);
    await expectAccessible(page, 'deep-linked surgery, comments + timeline');
    await context.close();
  });

  it('verify-email: bad token, then the create-password form', async () => {
    const { page, context } = await open();
    await page.goto(`${env.site.url}/verify-email?token=bad`);
    await page.getByText('Invalid or expired verification token').waitFor();
    await expectAccessible(page, '/verify-email?token=bad');

    const email = `axe-${Date.now()}@example.org`;
    await apiPost('/email/verify', { email });
    await page.goto(await env.site.verificationLink(email));
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    await expectAccessible(page, 'verify-email create-password form');
    await context.close();
  });

  it('feed as a member with the user menu open, notifications, and the delete dialog', async () => {
    const { page, context } = await open(member);
    await page.goto(`${env.site.url}/surgeries?surgery=${surgeryId}`);
    const card = page.locator(`#surgery-${surgeryId}`);
    await card.waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: /^Notifications, \d+ unread$/ }).waitFor();
    await expectAccessible(page, '/surgeries (member)');

    await page.getByRole('button', { name: `Account menu for ${member.username}` }).click();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await expectAccessible(page, 'user menu open');
    await page.keyboard.press('Escape');

    await card.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('dialog', { name: 'Delete Surgery' }).waitFor();
    await expectAccessible(page, 'delete dialog');
    await page.keyboard.press('Escape');

    await page.goto(`${env.site.url}/notifications`);
    await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor();
    await page.getByRole('link', { name: /Commented on your Surgery/ }).waitFor();
    await expectAccessible(page, '/notifications (one notification)');
    await context.close();
  });

  it('each of the 9 surgery-wizard steps', async () => {
    const { page, context } = await open(member);
    await page.goto(`${env.site.url}/create-review`);
    const next = () => page.getByRole('button', { name: 'Next', exact: true }).click();
    const step = async (n: number, heading: string) => {
      await page.getByText(`Step ${n} of 9`, { exact: true }).waitFor();
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    };

    await step(1, 'Select your state');
    await page.getByRole('button', { name: 'Connecticut', exact: true }).waitFor();
    await expectAccessible(page, 'wizard step 1 (state)');
    await page.getByRole('button', { name: 'Connecticut', exact: true }).click();

    await step(2, 'Find your surgeon');
    await page.getByLabel('Search for your surgeon').fill('fish');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: /Daniel N\. Fish/ }).waitFor();
    await expectAccessible(page, 'wizard step 2 (surgeon, with results)');
    await results.getByRole('button', { name: /Daniel N\. Fish/ }).click();

    await step(3, 'Procedures');
    await page.getByRole('combobox', { name: 'Procedure type' }).selectOption({ label: 'Knee Replacement' });
    await page.getByRole('group', { name: 'Side', exact: true }).getByRole('radio', { name: 'Left' }).check();
    await page.getByRole('button', { name: 'Add procedure' }).click();
    await page.getByRole('button', { name: 'Add a procedure type' }).click();
    await expectAccessible(page, 'wizard step 3 (procedures, new type form open)');
    await next();

    await step(4, 'Surgery date');
    await expectAccessible(page, 'wizard step 4 (date)');
    await page.getByLabel('Surgery date').fill('2025-03-04');
    await next();

    await step(5, 'What did it cost you?');
    await page.getByRole('textbox', { name: 'Amount paid out of pocket, in whole US dollars' }).fill('12.5');
    await next();
    await page.getByText('Enter an amount in whole dollars, 0 to 500,000.').waitFor();
    await expectAccessible(page, 'wizard step 5 (cost, with its messages)');
    await page.getByRole('button', { name: 'Prefer not to say' }).click();

    await step(6, 'Symptom progress');
    await expectAccessible(page, 'wizard step 6 (symptom)');
    await page.getByRole('button', { name: /Moderately better than before surgery/ }).click();
    await next();

    await step(7, 'Overall satisfaction');
    await expectAccessible(page, 'wizard step 7 (satisfaction)');
    await page.getByRole('radio', { name: '4 stars: Satisfied' }).check();
    await next();

    await step(8, 'Was it worth it?');
    await page.getByRole('button', { name: 'Worth it', exact: true }).click();
    await expectAccessible(page, 'wizard step 8 (worth it, one chosen)');
    await next();

    await step(9, 'Additional details');
    await expectAccessible(page, 'wizard step 9 (details)');
    await context.close();
  });

  it('each of the 4 update-wizard steps', async () => {
    const { page, context } = await open(member);
    await page.goto(`${env.site.url}/${surgeryId}/update`);
    const step = async (n: number, heading: string) => {
      await page.getByText(`Step ${n} of 4`, { exact: true }).waitFor();
      await page.getByRole('heading', { name: heading, level: 2 }).waitFor();
    };
    await step(1, 'Symptom progress');
    await expectAccessible(page, 'update wizard step 1 (symptom)');
    await page.getByRole('button', { name: /Significantly better than before surgery/ }).click();
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await step(2, 'Overall satisfaction');
    await expectAccessible(page, 'update wizard step 2 (satisfaction)');
    await page.getByRole('button', { name: 'Skip' }).click();
    await step(3, 'Was it worth it?');
    await expectAccessible(page, 'update wizard step 3 (worth it)');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await step(4, 'Details');
    await expectAccessible(page, 'update wizard step 4 (details)');
    await context.close();
  });
});
