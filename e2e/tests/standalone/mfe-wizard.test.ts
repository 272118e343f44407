// The wizard team's browser tests (docs/ci.md §2): the surgery and update wizards on their
// standalone page, on the real API with the seeded surgeons, states and procedure types.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { loginThroughModal, signUpMember, type TestMember } from '../../src/members';
import { API_URL } from '../../src/site';
import { useStandalone } from '../../src/use-standalone';

let member: TestMember;
let surgeryId = 0;
const env = useStandalone('mfe-wizard', async () => {
  member = await signUpMember(env.site);
});

const WAIT = { timeout: 20_000 };

async function expectStep(page: Page, n: number, of: number, heading: string): Promise<void> {
  await page.getByText(`Step ${n} of ${of}`, { exact: true }).waitFor(WAIT);
  await page.getByRole('heading', { name: heading, level: 2 }).waitFor(WAIT);
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true }).click();

async function openAsMember(query: string) {
  const watched = await env.openPage();
  await watched.page.goto(`${env.url}/${query}`);
  await loginThroughModal(watched.page, member.email, member.password);
  await watched.page.getByText(`Logged in as ${member.username}`).waitFor(WAIT);
  return watched;
}

interface Listed {
  id: number;
  state: { name: string };
  rating: number;
  symptom: number;
  worthIt: string | null;
  cost: { amount: number; payment: string; shown: boolean } | null;
  surgeryDate: string;
  procedures: { name: string; side: string }[];
  surgeon: { npi: string };
  updates: { id: number; symptom: number; worthIt: string | null; description: string }[];
}

/** As the member reads them: the owner's answer carries the cost even when the journey does not show it. */
async function membersSurgeries(): Promise<Listed[]> {
  const response = await fetch(`${API_URL}/reviews?user=${member.id}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  return ((await response.json()) as { reviews: Listed[] }).reviews;
}

describe('the wizards, standalone', () => {
  it('creates a surgery through its nine steps with a real surgeon', async () => {
    const { page, context } = await openAsMember('');
    await page.getByRole('heading', { name: 'Create a Surgery', level: 1 }).waitFor(WAIT);
    await expectStep(page, 1, 9, 'Select your state');
    await page.getByLabel('Filter states').fill('Conn');
    await page.getByRole('button', { name: 'Connecticut', exact: true }).click();
    await expectStep(page, 2, 9, 'Find your surgeon');
    await page.getByLabel('Search for your surgeon').fill('fish');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /Daniel N\. Fish/ })
      .click(WAIT);
    await expectStep(page, 3, 9, 'Procedures');
    await page.getByRole('combobox', { name: 'Procedure type' }).selectOption({ label: 'Knee Replacement' });
    await page.getByRole('group', { name: 'Side', exact: true }).getByRole('radio', { name: 'Left' }).check();
    await page.getByRole('button', { name: 'Add procedure' }).click();
    await next(page);
    await expectStep(page, 4, 9, 'Surgery date');
    await page.getByLabel('Surgery date').fill('2025-03-04');
    await next(page);
    await expectStep(page, 5, 9, 'What did it cost you?');
    await page.getByRole('textbox', { name: 'Amount paid out of pocket, in whole US dollars' }).fill('1800');
    await page
      .getByRole('group', { name: 'How was it paid?' })
      .getByRole('radio', { name: 'Medicare' })
      .check();
    await next(page);
    await expectStep(page, 6, 9, 'Symptom progress');
    await page.getByRole('button', { name: /Moderately better than before surgery/ }).click();
    await next(page);
    await expectStep(page, 7, 9, 'Overall satisfaction');
    await page.getByRole('radio', { name: '4 stars: Satisfied' }).check();
    await next(page);
    await expectStep(page, 8, 9, 'Was it worth it?');
    await page.getByRole('button', { name: 'Worth it', exact: true }).click();
    await next(page);
    await expectStep(page, 9, 9, 'Additional details');
    await page.getByRole('textbox', { name: 'Additional details' }).fill('Made on the standalone wizard.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').getByText('Surgery Submitted Successfully').waitFor(WAIT);

    const [created] = await membersSurgeries();
    assert.ok(created, 'the API has the new surgery');
    surgeryId = created.id;
    assert.equal(created.state.name, 'Connecticut');
    assert.equal(created.surgeon.npi, '1659374734');
    assert.equal(created.surgeryDate, '2025-03-04');
    assert.deepEqual(
      created.procedures.map((p) => [p.name, p.side]),
      [['Knee Replacement', 'left']],
    );
    assert.deepEqual([created.symptom, created.rating, created.worthIt], [6, 4, 'worth_it']);
    assert.deepEqual(created.cost, { amount: 1800, payment: 'medicare', shown: false });
    await context.close();
  });

  it('edits that surgery with every step filled in from the API', async () => {
    assert.ok(surgeryId, 'the create test ran first');
    const { page, context } = await openAsMember(`?surgery=${surgeryId}`);
    await page.getByRole('heading', { name: 'Edit Surgery', level: 1 }).waitFor(WAIT);
    await expectStep(page, 1, 9, 'Select your state');
    const state = page.getByRole('button', { name: 'Connecticut', exact: true });
    assert.equal(await state.getAttribute('aria-pressed'), 'true');
    await next(page);
    await page.getByText(/Selected surgeon: .*Daniel N\. Fish/).waitFor(WAIT);
    await context.close();
  });

  it('adds an update to it, then edits the update', async () => {
    assert.ok(surgeryId, 'the create test ran first');
    const { page, context } = await openAsMember(`?surgery=${surgeryId}&mode=update`);
    await page.getByRole('heading', { name: 'Add an Update', level: 1 }).waitFor(WAIT);
    await expectStep(page, 1, 4, 'Symptom progress');
    await page.getByRole('button', { name: /Significantly better than before surgery/ }).click();
    await next(page);
    await expectStep(page, 2, 4, 'Overall satisfaction');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expectStep(page, 3, 4, 'Was it worth it?');
    const worthIt = page.getByRole('button', { name: 'Worth it', exact: true });
    assert.equal(await worthIt.getAttribute('aria-pressed'), 'true', 'the last answer is chosen');
    await page.getByRole('button', { name: 'Skip' }).click();
    await expectStep(page, 4, 4, 'Details');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('alert').filter({ hasText: 'Details are required' }).first().waitFor(WAIT);
    await page.getByRole('textbox', { name: 'Details' }).fill('Six weeks: stairs without the rail.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').getByText('Surgeries Updated!').waitFor(WAIT);

    const update = (await membersSurgeries())[0]?.updates[0];
    assert.ok(update, 'the API has the update');
    assert.equal(update.symptom, 7);
    assert.equal(update.worthIt, null, 'Skip leaves this update without an answer');

    await page.goto(`${env.url}/?update=${update.id}`);
    await page.getByRole('heading', { name: 'Edit Update', level: 1 }).waitFor(WAIT);
    await next(page);
    await next(page);
    await expectStep(page, 3, 4, 'Was it worth it?');
    await next(page);
    const details = page.getByRole('textbox', { name: 'Details' });
    assert.equal(await details.inputValue(), 'Six weeks: stairs without the rail.');
    await details.fill('Six weeks: stairs without the rail, and a short walk.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('status').getByText('Successfully updated').waitFor(WAIT);
    const edited = (await membersSurgeries())[0]?.updates[0];
    assert.match(edited?.description ?? '', /short walk/);
    await context.close();
  });
});
