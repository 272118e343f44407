// The media team's browser tests (docs/ci.md §2): the photo dialogs and the update form's photo
// picker on their standalone page, on its fixtures (drawings, never photos of people) and, for an
// upload, on the real API.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { loginThroughModal, signUpMember } from '../../src/members';
import { useStandalone } from '../../src/use-standalone';

const env = useStandalone('mfe-media');

const WAIT = { timeout: 20_000 };
const smallJpeg = () =>
  sharp({ create: { width: 160, height: 120, channels: 3, background: '#80a0c0' } })
    .jpeg()
    .toBuffer();

/** What the picker would hand the update form, as the page prints it. */
const toSend = async (page: Page) =>
  JSON.parse((await page.getByRole('status', { name: 'Photos to send' }).textContent()) ?? '{}') as {
    photos: { id: number; description: string }[];
    blocked: boolean;
  };

describe('media, standalone', () => {
  it('opens a photo from the strip, moves through the others with the keyboard, and closes', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/gallery/everyone?data=fixtures`);
    await page.getByText(`${env.title} — standalone`).waitFor(WAIT);
    await page
      .getByRole('button', { name: /^Open photo 1: / })
      .first()
      .click(WAIT);
    const first = page.getByRole('dialog', { name: 'Photo 1 of 3' });
    await first.waitFor(WAIT);
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: 'Photo 2 of 3' }).waitFor(WAIT);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden', ...WAIT });

    const cases = page.getByRole('navigation', { name: 'Test pages' });
    await cases.getByRole('link', { name: 'A sensitive photo' }).click();
    await page.getByRole('button', { name: 'Show photo' }).first().waitFor(WAIT);
    await cases.getByRole('link', { name: 'Compare the earliest and the latest' }).click();
    await page.getByRole('button', { name: 'Compare' }).click(WAIT);
    await page.getByRole('dialog', { name: /Compare/ }).waitFor(WAIT);
    await context.close();
  });

  it('adds a described photo to what the form would send, and offers Retry for a failed upload', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/picker/new?data=fixtures`);
    const input = page.getByLabel('Add photos');
    await input.setInputFiles({ name: 'knee.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
    const description = page.getByLabel('Describe this photo');
    await description.fill('A drawing of my knee');
    await page
      .getByRole('progressbar', { name: /^Uploading photo 1/ })
      .waitFor({ state: 'detached', ...WAIT });
    await page.waitForFunction(() =>
      document.querySelector('[aria-label="Photos to send"]')?.textContent?.includes('A drawing of my knee'),
    );
    const sent = await toSend(page);
    assert.deepEqual(
      sent.photos.map((p) => p.description),
      ['A drawing of my knee'],
    );

    await input.setInputFiles({ name: 'fail-once.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
    await page.getByRole('button', { name: 'Retry' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Remove photo 2' }).click();
    await page.getByRole('button', { name: 'Retry' }).waitFor({ state: 'detached', ...WAIT });
    await context.close();
  });

  it("uploads a member's photo to the real API", async () => {
    const member = await signUpMember(env.site);
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/picker/new?data=live`);
    await page.getByRole('navigation', { name: 'Test pages' }).getByText('Real API').waitFor(WAIT);
    await loginThroughModal(page, member.email, member.password);
    const uploaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/photos' && response.request().method() === 'POST',
    );
    await page
      .getByLabel('Add photos')
      .setInputFiles({ name: 'knee.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
    const response = await uploaded;
    assert.equal(response.status(), 201, 'the API took the photo');
    const { id } = (await response.json()) as { id: number };
    await page.getByLabel('Describe this photo').fill('My knee at two weeks');
    await page.waitForFunction(() =>
      document.querySelector('[aria-label="Photos to send"]')?.textContent?.includes('My knee at two weeks'),
    );
    assert.deepEqual(
      (await toSend(page)).photos.map((p) => p.id),
      [id],
    );
    await context.close();
  });
});
