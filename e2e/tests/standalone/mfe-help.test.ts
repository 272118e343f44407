// The Help team's browser tests (docs/ci.md §2): the mfe-help standalone page on its fixtures
// (every display case from the test pages bar). A change only under mfe-help/ runs these and the
// composed smoke of its page: add a test for each screen the page shows.
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { useStandalone } from '../../src/use-standalone';

const env = useStandalone('mfe-help');
const WAIT = { timeout: 20_000 };

/** The frame's stand-in login; on fixtures any email and password log in as kate_recovers. */
async function logIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill('kate@example.org');
  await dialog.getByLabel('Password').fill('any password');
  await dialog.getByRole('button', { name: 'Log In' }).click();
  await page.getByText('Logged in as kate_recovers').waitFor(WAIT);
}

describe('Help, standalone', () => {
  it('shows the calendar from its fixtures, as a list on a phone and a week grid wider', async () => {
    const { page, context } = await env.openPage();
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${env.url}/help?data=fixtures`);
    await page.getByText(`${env.title} — standalone`).waitFor(WAIT);
    await logIn(page);
    await page.getByRole('heading', { level: 1, name: 'Help calendars' }).waitFor(WAIT);

    const cases = page.getByRole('navigation', { name: 'Test pages' });
    await cases.getByRole('link', { name: 'Own calendar (owner)' }).click();
    await page.getByRole('heading', { level: 1, name: 'Help calendar' }).waitFor(WAIT);
    await page.getByRole('region', { name: 'Open this week' }).waitFor(WAIT);
    const days = page.getByRole('region', { name: 'Help by day' });
    await days.getByRole('button', { name: "I can't make it anymore" }).first().waitFor(WAIT);
    if ((await days.getByRole('table').count()) !== 0) throw new Error('a week grid at 360 px');

    await page.setViewportSize({ width: 1024, height: 800 });
    await days.getByRole('table').getByRole('button', { name: 'I can help' }).first().waitFor(WAIT);

    // The ride's last place goes to someone else first.
    const ride = days.getByRole('group').filter({ hasText: 'Ride' });
    await ride.getByRole('button', { name: 'I can help' }).click();
    await ride.getByText('Someone just took this — choose another slot.').waitFor(WAIT);

    await cases.getByRole('link', { name: 'Stopped invite link' }).click();
    await page.getByText('This invite link no longer works. Ask for a new one.').waitFor(WAIT);
    await context.close();
  });
});
