// How each slot of the module map shows in the composed site, for the composed smoke
// (tests/composed-smoke.test.ts): the page it is on, who looks, and what brings it up and shows
// once its remote has loaded, as a reader sees it. Keyed by slot id ('comments/Comments'); a slot
// missing here fails the smoke with the name of this file.
import type { Page } from 'playwright-core';
import { paths } from '@journeys/shared/paths';
import type { SmokeSamples } from './smoke-samples';

export interface SlotView {
  /** Who looks: a visitor, or the member of `samples.own()`. */
  as: 'visitor' | 'member';
  /** The page the slot is on. */
  address(samples: SmokeSamples): Promise<string>;
  /** Brings the slot up, when its host fetches it only once prompted, and waits for what it shows. */
  see(page: Page, samples: SmokeSamples): Promise<void>;
}

const WAIT = { timeout: 20_000 };

export const SLOT_VIEWS: Readonly<Record<string, SlotView>> = {
  'comments/Comments': {
    as: 'visitor',
    address: async (samples) => paths.feed({ surgery: (await samples.own()).surgeryId }),
    async see(page, samples) {
      const card = page.locator(`#surgery-${(await samples.own()).surgeryId}`);
      await card.getByRole('button', { name: /^Comments \(\d+\)$/ }).click(WAIT);
      await card.getByText('Log in to post a comment').waitFor(WAIT);
    },
  },
  'notifications/NotificationBell': {
    as: 'member',
    address: async () => paths.feed(),
    async see(page) {
      await page
        .getByRole('banner')
        .getByRole('link', { name: /^Notifications, \d+ unread$/ })
        .waitFor(WAIT);
    },
  },
  'auth/AuthModals': {
    as: 'visitor',
    address: async () => paths.feed(),
    async see(page) {
      await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click(WAIT);
      await page.getByRole('dialog', { name: 'Log In' }).getByLabel('Email').waitFor(WAIT);
    },
  },
  'media/PhotoPicker': {
    as: 'member',
    address: async (samples) => paths.addUpdate((await samples.own()).surgeryId),
    async see(page) {
      // The picker is on the update form's last step, with the details.
      await page.getByRole('button', { name: /^Moderately better than before surgery/ }).click(WAIT);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('button', { name: 'Skip', exact: true }).click();
      await page.getByRole('heading', { name: 'Was it worth it?', level: 2 }).waitFor(WAIT);
      await page.getByRole('button', { name: 'Next', exact: true }).click();
      await page.getByRole('region', { name: 'Photos' }).getByText('Add photos').waitFor(WAIT);
    },
  },
  'media/PhotoGallery': {
    as: 'visitor',
    address: async (samples) => paths.feed({ surgery: await samples.photoSurgeryId() }),
    async see(page, samples) {
      const card = page.locator(`#surgery-${await samples.photoSurgeryId()}`);
      await card
        .getByRole('button', { name: /^Open photo 1: / })
        .first()
        .click(WAIT);
      await page.getByRole('dialog', { name: /^Photo 1 of \d+$/ }).waitFor(WAIT);
    },
  },
};
