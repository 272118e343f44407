// exercises: mfe-wizard mfe-feed mfe-auth
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage } from '../src/browser';
import {
  DEMO_PASSWORD,
  findKateKnee,
  KATE,
  loginInPage,
  loginThroughModal,
  signUpMember,
  type TestMember,
} from '../src/members';
import { useSite } from '../src/use-site';

let member: TestMember;
let createdId = 0;
const env = useSite(async () => {
  member = await signUpMember(env.site);
});

async function expectStep(page: Page, n: number, of: number, heading: string) {
  await page.getByText(`Step ${n} of ${of}`, { exact: true }).waitFor();
  const h2 = page.getByRole('heading', { name: heading, level: 2 });
  await h2.waitFor();
  await page.waitForFunction((name) => document.activeElement?.textContent === name, heading);
}

async function next(page: Page) {
  await page.getByRole('button', { name: 'Next', exact: true }).click();
}

async function alertText(page: Page, text: string) {
  await page.getByRole('alert').filter({ hasText: text }).first().waitFor();
}

describe('surgery wizard', () => {
  it('creates a surgery through all 9 steps with a real NPPES surgeon, refusing bad input on the way', async () => {
    const { page, context } = await openPage(env.browser);
    await loginInPage(page, member, env.site.url);
    await page.goto(`${env.site.url}/create-review`);

    await expectStep(page, 1, 9, 'Select your state');
    await page.getByLabel('Filter states').fill('Conn');
    await page.getByRole('button', { name: 'Connecticut', exact: true }).click();

    await expectStep(page, 2, 9, 'Find your surgeon');
    await page.getByLabel('Search for your surgeon').fill('zzzzqq');
    await page.getByText('No results in Connecticut').waitFor();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await page.getByLabel('Search for your surgeon').fill('fish');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('button', { name: /Daniel N\. Fish/ }).click();

    await expectStep(page, 3, 9, 'Procedures');
    await next(page);
    await alertText(page, 'Add at least one procedure');
    await page.getByRole('button', { name: 'Add a procedure type' }).click();
    const newType = page
      .getByRole('group', { name: 'New procedure type' })
      .or(page.getByRole('form', { name: 'New procedure type' }));
    await newType.getByRole('button', { name: 'Save procedure type' }).click();
    await alertText(page, 'Name is required');
    await page.getByRole('combobox', { name: 'Procedure type' }).selectOption({ label: 'Knee Replacement' });
    await page.getByRole('group', { name: 'Side', exact: true }).getByRole('radio', { name: 'Left' }).check();
    await page.getByRole('button', { name: 'Add procedure' }).click();
    await page.getByRole('combobox', { name: 'Procedure type' }).selectOption({ label: 'Knee Replacement' });
    await page
      .getByRole('group', { name: 'Side', exact: true })
      .getByRole('radio', { name: 'Right' })
      .check();
    await page.getByRole('button', { name: 'Add procedure' }).click();
    const sides = page.getByRole('group', { name: 'Side for Knee Replacement' });
    assert.equal(await sides.getByRole('radio', { name: 'Bilateral' }).isChecked(), true);
    await next(page);

    await expectStep(page, 4, 9, 'Surgery date');
    const date = page.getByLabel('Surgery date');
    const max = await date.getAttribute('max');
    assert.match(max ?? '', /^\d{4}-\d{2}-\d{2}$/);
    await next(page);
    await alertText(page, 'Surgery date is required');
    await date.fill('1969-12-31');
    await next(page);
    await alertText(page, 'Surgery date cannot be before 1970');
    await date.fill(`${new Date().getFullYear() + 1}-01-15`);
    await next(page);
    await alertText(page, 'Surgery date cannot be in the future');
    await date.fill('2025-03-04');
    await next(page);

    // Nothing typed: Next moves on and no cost is sent.
    await expectStep(page, 5, 9, 'What did it cost you?');
    await page.getByRole('textbox', { name: 'Amount paid out of pocket, in whole US dollars' }).waitFor();
    await next(page);

    await expectStep(page, 6, 9, 'Symptom progress');
    await next(page);
    await alertText(page, 'Select your symptom progress');
    const better = page.getByRole('button', { name: /Moderately better than before surgery/ });
    await better.click();
    assert.equal(await better.getAttribute('aria-pressed'), 'true');
    await better.click();
    assert.equal(await better.getAttribute('aria-pressed'), 'false');
    await better.click();
    await next(page);

    await expectStep(page, 7, 9, 'Overall satisfaction');
    await page.getByRole('radio', { name: '4 stars: Satisfied' }).check();
    await next(page);

    await expectStep(page, 8, 9, 'Was it worth it?');
    const notSure = page.getByRole('button', { name: 'Not sure yet', exact: true });
    await notSure.click();
    assert.equal(await notSure.getAttribute('aria-pressed'), 'true');
    await next(page);

    await expectStep(page, 9, 9, 'Additional details');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectStep(page, 8, 9, 'Was it worth it?');
    assert.equal(await notSure.getAttribute('aria-pressed'), 'true');
    await next(page);
    await page
      .getByRole('textbox', { name: 'Additional details' })
      .fill('Both knees at once. Browser-tested.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Surgery Submitted Successfully').waitFor();
    await page.waitForURL(/\/surgeries$/);

    // As its owner reads it: the owner's answer carries the cost, shown on the journey or not.
    const own = await fetch(`${env.site.apiUrl}/reviews?user=${member.id}`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    const body = (await own.json()) as {
      reviews: {
        id: number;
        rating: number;
        symptom: number;
        worthIt: string | null;
        cost: unknown;
        surgeryDate: string;
        procedures: { side: string }[];
        surgeon: { npi: string };
      }[];
    };
    const review = body.reviews[0];
    assert.ok(review);
    createdId = review.id;
    assert.equal(review.surgeryDate, '2025-03-04');
    assert.equal(review.symptom, 6);
    assert.equal(review.rating, 4);
    assert.equal(review.worthIt, 'not_sure');
    assert.equal(review.cost, null, 'nothing typed on the cost step sends no cost');
    assert.equal(review.surgeon.npi, '1659374734');
    assert.deepEqual(
      review.procedures.map((p) => p.side),
      ['bilateral'],
    );
    await page.locator(`#surgery-${createdId}`).getByText('Knee Replacement (bilateral)').waitFor();
    await context.close();
  });

  it('edits the surgery with every step prefilled', async () => {
    assert.ok(createdId, 'the create test ran first');
    const { page, context } = await openPage(env.browser);
    await loginInPage(page, member, env.site.url);
    await page.goto(`${env.site.url}/surgeries?surgery=${createdId}`);
    await page.locator(`#surgery-${createdId}`).getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(new RegExp(`/review/${createdId}/edit$`));
    await page.getByRole('heading', { name: 'Edit Surgery', level: 1 }).waitFor();
    await expectStep(page, 1, 9, 'Select your state');
    assert.equal(
      await page.getByRole('button', { name: 'Connecticut', exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    await next(page);
    await page.getByText(/Selected surgeon: .*Daniel N\. Fish/).waitFor();
    await next(page);
    await page.getByRole('group', { name: 'Side for Knee Replacement' }).waitFor();
    await next(page);
    assert.equal(await page.getByLabel('Surgery date').inputValue(), '2025-03-04');
    await next(page);
    await expectStep(page, 5, 9, 'What did it cost you?');
    await next(page);
    await next(page);
    await next(page);
    await expectStep(page, 8, 9, 'Was it worth it?');
    assert.equal(
      await page.getByRole('button', { name: 'Not sure yet', exact: true }).getAttribute('aria-pressed'),
      'true',
    );
    await next(page);
    await expectStep(page, 9, 9, 'Additional details');
    const details = page.getByRole('textbox', { name: 'Additional details' });
    assert.equal(await details.inputValue(), 'Both knees at once. Browser-tested.');
    await details.fill('Edited in the browser test.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Surgery Edited Successfully').waitFor();
    await page.waitForURL(/\/surgeries$/);
    const body = (await (await fetch(`${env.site.apiUrl}/reviews?surgery=${createdId}`)).json()) as {
      reviews: { description: string }[];
    };
    assert.equal(body.reviews[0]?.description, 'Edited in the browser test.');
    await context.close();
  });

  it('adds an update, then edits it', async () => {
    assert.ok(createdId, 'the create test ran first');
    const { page, context } = await openPage(env.browser);
    await loginInPage(page, member, env.site.url);
    await page.goto(`${env.site.url}/surgeries?surgery=${createdId}`);
    await page.locator(`#surgery-${createdId}`).getByRole('link', { name: 'Update', exact: true }).click();
    await page.waitForURL(new RegExp(`/${createdId}/update$`));
    await expectStep(page, 1, 4, 'Symptom progress');
    await page.getByRole('button', { name: /Significantly better than before surgery/ }).click();
    await next(page);
    await expectStep(page, 2, 4, 'Overall satisfaction');
    await page.getByRole('button', { name: 'Skip' }).click();
    // Asked again, with the surgery's answer chosen.
    await expectStep(page, 3, 4, 'Was it worth it?');
    const notSure = page.getByRole('button', { name: 'Not sure yet', exact: true });
    assert.equal(await notSure.getAttribute('aria-pressed'), 'true');
    await next(page);
    await expectStep(page, 4, 4, 'Details');
    await page.getByRole('button', { name: 'Submit' }).click();
    await alertText(page, 'Details are required');
    await page.getByRole('textbox', { name: 'Details' }).fill('Six weeks: stairs without the rail.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Surgeries Updated!').waitFor();
    await page.waitForURL(/\/surgeries$/);

    const body = (await (await fetch(`${env.site.apiUrl}/reviews?surgery=${createdId}`)).json()) as {
      reviews: {
        updates: { id: number; rating: number | null; symptom: number; worthIt: string | null }[];
      }[];
    };
    const update = body.reviews[0]?.updates[0];
    assert.ok(update);
    assert.equal(update.rating, null);
    assert.equal(update.symptom, 7);
    assert.equal(update.worthIt, 'not_sure', 'the pre-chosen answer is given again, with this date');

    await page.goto(`${env.site.url}/update/${update.id}/edit`);
    await page.getByRole('heading', { name: 'Edit Update', level: 1 }).waitFor();
    await next(page);
    await page.getByRole('radio', { name: '5 stars: Very satisfied' }).check();
    await next(page);
    await expectStep(page, 3, 4, 'Was it worth it?');
    await next(page);
    const details = page.getByRole('textbox', { name: 'Details' });
    assert.equal(await details.inputValue(), 'Six weeks: stairs without the rail.');
    await details.fill('Six weeks: stairs without the rail, and a short walk.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Successfully updated').waitFor();
    const edited = (await (await fetch(`${env.site.apiUrl}/updates/${update.id}`)).json()) as {
      rating: number;
      description: string;
    };
    assert.equal(edited.rating, 5);
    assert.match(edited.description, /short walk/);
    await context.close();
  });

  it('has only the first 4 steps and the cost when editing a surgery that already has several updates', async () => {
    const knee = await findKateKnee();
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries?surgery=${knee.id}`);
    await loginThroughModal(page, KATE.email, DEMO_PASSWORD);
    await page.goto(`${env.site.url}/review/${knee.id}/edit`);
    await expectStep(page, 1, 5, 'Select your state');
    await next(page);
    await next(page);
    await next(page);
    await expectStep(page, 4, 5, 'Surgery date');
    await next(page);
    await expectStep(page, 5, 5, 'What did it cost you?');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Surgery Edited Successfully').waitFor();
    await context.close();
  });

  it('goes back to the feed on Cancel and sends a visitor to the feed with the login prompt', async () => {
    const { page, context } = await openPage(env.browser);
    await page.goto(`${env.site.url}/create-review`);
    await page.waitForURL(/\/surgeries$/);
    await page.getByRole('dialog', { name: 'Log In' }).waitFor();
    await loginThroughModal(page, member.email, member.password);
    await page.waitForURL(/\/create-review$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(/\/surgeries$/);
    await context.close();
  });
});
