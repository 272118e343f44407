// exercises: mfe-help mfe-feed mfe-wizard
// The help calendar with three members (docs/product.md §10): the owner adds a ride and shares the
// invite link and a caregiver invitation; a helper joins by the link, signs up, and gets the
// reminder email; the caregiver accepts from their email and posts an update shown as posted for the
// owner; a visitor and a member who was not invited find no calendar at the address (404).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, type PageOptions } from '../src/browser';
import { createSurgeryViaApi, loginInPage, signUpMember, type TestMember } from '../src/members';
import { outboxMails } from '../src/outbox';
import { escapeRegExp } from '../src/site';
import { useSite } from '../src/use-site';

const env = useSite();

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A ride between 3 and 6 hours from now (UTC, the browsers' zone here): inside the day-before
 * reminder's window and outside the 2-hour one, on one calendar day.
 */
function rideTime(now = new Date()): { date: string; from: string; to: string } {
  let start = new Date(Math.ceil((now.getTime() + 3 * 3600_000) / 900_000) * 900_000);
  if (start.getUTCHours() >= 22)
    start = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate() + 1, 1));
  const end = new Date(start.getTime() + 3600_000);
  const hhmm = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return { date: start.toISOString().slice(0, 10), from: hhmm(start), to: hhmm(end) };
}

async function loggedIn(member: TestMember, width = 1280, options: PageOptions = {}) {
  const watched = await openPage(env.browser, { viewport: { width, height: 900 }, ...options });
  await loginInPage(watched.page, member, env.site.url);
  return watched;
}

async function expectNotFound(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.getByRole('heading', { name: 'Not Found', level: 1 }).waitFor();
  assert.equal(await page.getByRole('heading', { name: 'Help calendar' }).count(), 0);
}

describe('help calendar with three members', () => {
  it('a ride, an invite, a sign-up with its reminder, a caregiver posting for the owner, and 404 for others', async () => {
    const owner = await signUpMember(env.site);
    const helper = await signUpMember(env.site);
    const caregiver = await signUpMember(env.site);
    const stranger = await signUpMember(env.site);
    const surgery = await createSurgeryViaApi(owner, {
      description: 'Knee replaced; cannot drive for six weeks.',
    });
    const calendarUrl = `${env.site.url}/help/${surgery.id}`;
    const ride = rideTime();
    const place = 'Riverside Clinic, 5th floor';

    // The owner opens 'Help calendar' from their journey and adds a ride.
    const own = await loggedIn(owner);
    await own.page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}`);
    await own.page.locator(`#surgery-${surgery.id}`).getByRole('link', { name: 'Help calendar' }).click();
    await own.page.waitForURL(calendarUrl);
    await own.page.getByRole('heading', { name: 'Help calendar', level: 1 }).waitFor();
    await own.page.getByRole('button', { name: 'Add a need' }).click();
    const form = own.page
      .getByRole('form', { name: 'Add a need' })
      .or(own.page.getByRole('dialog', { name: 'Add a need' }));
    await form.getByLabel('Kind').selectOption({ label: 'Ride' });
    await form.getByLabel('Date').fill(ride.date);
    await form.getByLabel('From').fill(ride.from);
    await form.getByLabel('To').fill(ride.to);
    await form.getByLabel('Place').fill(place);
    await form.getByLabel('Notes').fill('Follow-up with Dr. Lee; crutches fit in the back seat.');
    await form.getByLabel('How many people').fill('1');
    await form.getByRole('button', { name: 'Save' }).click();
    await own.page.getByText(place).first().waitFor();

    // The invite link, from 'Copy invite link', and a caregiver invitation by email.
    await own.page.getByRole('button', { name: 'Copy invite link' }).click();
    const link = own.page.getByRole('textbox', { name: 'Invite link' });
    await link.waitFor();
    const inviteUrl = await link.inputValue();
    assert.match(inviteUrl, new RegExp(`^${escapeRegExp(env.site.url)}/help-invite#[A-Za-z0-9_-]{40,}$`));
    await own.page.getByLabel("Caregiver's email").fill(caregiver.email);
    await own.page.getByRole('button', { name: 'Invite caregiver' }).click();
    await own.page
      .getByRole('status')
      .getByText(`An invitation is on its way to ${caregiver.email}`)
      .waitFor();

    // The helper joins by the link and signs up for the ride.
    const help = await loggedIn(helper, 360);
    await help.page.goto(inviteUrl);
    await help.page.getByRole('button', { name: 'Join' }).click();
    await help.page.waitForURL(calendarUrl);
    assert.equal(new URL(help.page.url()).hash, '', 'the token left the address bar');
    await help.page.getByRole('button', { name: 'I can help' }).first().click();
    await help.page.getByRole('button', { name: "I can't make it anymore" }).first().waitFor();
    await help.page.getByText(helper.username).first().waitFor();

    // The day-before reminder (the ride is 3 to 6 hours away), with the slot's place, to the helper.
    const [reminder, ...more] = await outboxMails(env.site.outboxDir, helper.email, /help|ride/i);
    assert.ok(reminder, 'the reminder email is in the outbox');
    assert.match(reminder.text, new RegExp(escapeRegExp(place)));
    assert.match(reminder.text, new RegExp(`/help/${surgery.id}`));
    assert.deepEqual(more, [], 'one reminder so far: the 2-hour one is not due');

    // The caregiver accepts from the invitation email and posts an update for the owner.
    const [invitation] = await outboxMails(env.site.outboxDir, caregiver.email, /caregiver/i);
    assert.ok(invitation, 'the caregiver invitation is in the outbox');
    assert.doesNotMatch(invitation.text, new RegExp(escapeRegExp(place)), 'the invitation carries no place');
    const acceptUrl = new RegExp(`${escapeRegExp(env.site.url)}/help-invite#[A-Za-z0-9_%-]+`).exec(
      invitation.text,
    )?.[0];
    assert.ok(acceptUrl, 'the invitation links to the invite page');
    const care = await loggedIn(caregiver);
    await care.page.goto(acceptUrl);
    await care.page.getByRole('button', { name: 'Accept' }).click();
    await care.page.waitForURL(calendarUrl);
    await care.page.getByRole('link', { name: `Add an update for ${owner.username}` }).click();
    await care.page.waitForURL(new RegExp(`/${surgery.id}/update$`));
    await care.page.getByRole('button', { name: /Significantly better than before surgery/ }).click();
    await care.page.getByRole('button', { name: 'Next' }).click();
    await care.page.getByRole('button', { name: 'Skip' }).click();
    await care.page.getByRole('button', { name: 'Next' }).click();
    await care.page.getByRole('textbox', { name: 'Details' }).fill('Kate walked to the mailbox today.');
    await care.page.getByRole('button', { name: 'Submit' }).click();
    await care.page.getByText('Surgeries Updated!').waitFor();

    await own.page.goto(`${env.site.url}/surgeries?surgery=${surgery.id}`);
    await own.page
      .locator(`#surgery-${surgery.id}`)
      .getByText(`Posted by ${caregiver.username} for ${owner.username}`)
      .first()
      .waitFor();

    // A visitor and a member who was not invited: no calendar at that address.
    // The API's 404 is what the browser logs there.
    const notFound = { expectErrors: [/status of 404/] };
    const visitor = await openPage(env.browser, notFound);
    await expectNotFound(visitor.page, calendarUrl);
    const outsider = await loggedIn(stranger, 1280, notFound);
    await expectNotFound(outsider.page, calendarUrl);

    for (const watched of [own, help, care, visitor, outsider]) await watched.context.close();
  });
});
