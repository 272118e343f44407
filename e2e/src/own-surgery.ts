import type { Locator, Page } from 'playwright-core';
import { openPage, type WatchedPage } from './browser';
import { createSurgeryViaApi, loginInPage, signUpMember, type TestMember } from './members';
import type { SiteEnv } from './use-site';

/** A new member with one surgery of their own, logged in on a fresh page that has not navigated yet. */
export async function memberWithSurgery(
  env: SiteEnv,
): Promise<WatchedPage & { member: TestMember; surgery: { id: number } }> {
  const member = await signUpMember(env.site);
  const surgery = await createSurgeryViaApi(member);
  const watched = await openPage(env.browser);
  await loginInPage(watched.page, member, env.site.url);
  return { ...watched, member, surgery };
}

/** The surgery's card on the feed with its comments (none yet) opened, and the box to write one. */
export async function openEmptyComments(
  page: Page,
  siteUrl: string,
  surgeryId: number,
): Promise<{ card: Locator; box: Locator }> {
  await page.goto(`${siteUrl}/surgeries?surgery=${surgeryId}`);
  const card = page.locator(`#surgery-${surgeryId}`);
  await card.getByRole('button', { name: 'Comments (0)' }).click();
  return { card, box: card.getByRole('textbox', { name: 'Write a comment' }) };
}
