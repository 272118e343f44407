// "/surgeries with ten cards of photos keeps its JS budget and a CLS ≤ 0.02" (docs/architecture.md
// §2), measured on the composed site. The demo data keeps photos past the feed's first page, so
// this case first gives each of the first page's ten journeys a photo through the real API, as
// their authors would: upload (POST /photos), then attach it to the update the card shows
// (PUT /update/:id).
import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { REVIEWS_PAGE_SIZE } from '@journeys/shared/domain';
import { REMOTE_MAP } from '@journeys/shared/module-map';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../api/src/features/seed/data/demo-content';
import { openPage } from '../src/browser';
import { grantModerator } from '../src/moderators';
import { signUpMember } from '../src/members';
import { originOf, type Site } from '../src/site';
import { collectScriptBodies } from './script-bodies';

export const PHOTO_CARDS_PATH = '/surgeries';
export const MAX_CLS = 0.02;

interface FeedUpdate {
  id: number;
  rating: number;
  symptom: number;
  description: string;
  photos: unknown[];
}
interface FeedReview {
  id: number;
  patient: { username: string } | null;
  updates: FeedUpdate[];
}

/** A demo author's address: the hand-written ones are listed, the generated ones numbered. */
function demoEmail(username: string): string {
  const listed = DEMO_MEMBERS.find((m) => m.username === username);
  if (listed) return listed.email;
  const generated = /^demo_member_(\d+)$/.exec(username);
  if (generated) return `demo.member.${generated[1]}@example.com`;
  throw new Error(`${username} is not a demo member: the case needs the seeded demo data`);
}

async function api<T>(site: Site, path: string, init: RequestInit = {}, token?: string): Promise<T> {
  const response = await fetch(`${site.apiUrl}${path}`, {
    ...init,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...init.headers },
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

const firstPage = async (site: Site) =>
  (await api<{ reviews: FeedReview[] }>(site, '/reviews')).reviews.slice(0, REVIEWS_PAGE_SIZE);

/** A generated drawing (never a photo of a person), a different colour and shape per card. */
function drawing(n: number): Promise<Buffer> {
  const hue = (n * 37) % 360;
  const [width, height] = n % 2 === 0 ? [1600, 1200] : [1200, 1600];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="hsl(${hue},45%,80%)"/>
    <circle cx="${width / 2}" cy="${height / 2}" r="${Math.min(width, height) / 3}" fill="hsl(${(hue + 180) % 360},50%,55%)"/>
    <rect x="${width / 8}" y="${height / 8}" width="${width / 4}" height="${height / 6}" fill="hsl(${hue},60%,35%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * Gives the latest update of each of the feed's first ten journeys one 'everyone' photo (the
 * card shows its latest update). A journey without updates gets one. Photos from accounts younger
 * than 24 hours wait for a moderator; the seeded demo accounts are older, but if one is not, a
 * moderator approves its photo, as on the site.
 */
export async function prepareTenPhotoCards(site: Site): Promise<number[]> {
  const reviews = await firstPage(site);
  if (reviews.length < REVIEWS_PAGE_SIZE)
    throw new Error(`the feed's first page has ${reviews.length} cards`);
  const photoIds: number[] = [];
  for (const [n, review] of reviews.entries()) {
    if (!review.patient) throw new Error(`surgery ${review.id} has no author to add a photo as`);
    const login = await api<{ isValid: boolean; token: string | null }>(
      site,
      '/email/validate',
      json('POST', { email: demoEmail(review.patient.username), password: DEMO_PASSWORD }),
    );
    if (!login.isValid || !login.token) throw new Error(`cannot log in as ${review.patient.username}`);
    const form = new FormData();
    form.set(
      'file',
      new Blob([new Uint8Array(await drawing(n))], { type: 'image/jpeg' }),
      `drawing-${n}.jpg`,
    );
    const { id } = await api<{ id: number }>(site, '/photos', { method: 'POST', body: form }, login.token);
    photoIds.push(id);
    const photos = [
      { id, description: `A generated drawing, card ${n + 1}`, visibility: 'everyone', sensitive: false },
    ];
    const latest = review.updates.at(-1);
    if (latest) {
      const { rating, symptom, description } = latest;
      await api(
        site,
        `/update/${latest.id}`,
        json('PUT', { rating, symptom, description, photos }),
        login.token,
      );
    } else {
      const update = {
        id: review.id,
        rating: 3,
        symptom: 5,
        description: 'Week two, with a drawing.',
        photos,
      };
      await api(site, '/review/update', json('POST', update), login.token);
    }
  }
  const showing = async () =>
    (await firstPage(site)).filter((r) => (r.updates.at(-1)?.photos.length ?? 0) > 0).length;
  if ((await showing()) < REVIEWS_PAGE_SIZE) await approveWaitingPhotos(site, photoIds);
  const shown = await showing();
  if (shown !== REVIEWS_PAGE_SIZE) throw new Error(`only ${shown} of the first page's cards show a photo`);
  return photoIds;
}

async function approveWaitingPhotos(site: Site, photoIds: number[]): Promise<void> {
  const moderator = await signUpMember(site);
  await grantModerator(site, moderator.email);
  const queue = await api<{ items: { itemType: string; itemId: number }[] }>(
    site,
    '/moderation/queue',
    {},
    moderator.token,
  );
  for (const item of queue.items.filter((i) => i.itemType === 'photo' && photoIds.includes(i.itemId))) {
    await api(
      site,
      `/moderation/items/photo/${item.itemId}/actions`,
      json('POST', { action: 'approve', reason: 'A generated drawing' }),
      moderator.token,
    );
  }
}

export interface PhotoCardsFigures {
  /** Every JavaScript file fetched until idle, then while scrolling through the ten cards. */
  bodies: Map<string, Buffer>;
  /** Layout shifts without recent input, summed, from the page's start to the tenth card. */
  cls: number;
  /** Thumbnails that finished loading (all ten should, once scrolled to). */
  thumbnailsLoaded: number;
}

/**
 * Loads the page on a phone-sized screen, the thumbnail strip's code late, waits until idle, then
 * scrolls card by card to the tenth so every lazy thumbnail loads, and sums the layout shifts
 * no input caused.
 */
export async function measurePhotoCards(browser: Browser, site: Site): Promise<PhotoCardsFigures> {
  const { page, context, errors } = await openPage(browser);
  try {
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) w.__cls += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The thumbnail strip's code (a chunk of the feed, told by its words) arrives well after the
    // cards, as on a slow network: the cards must not move when it does (the same delay as the
    // comments' in tests/layout-stability.test.ts). The media remote is not fetched at all.
    const feedScript = (url: URL) =>
      url.origin === originOf(REMOTE_MAP.feed.port) && url.pathname.endsWith('.js');
    await page.route(feedScript, async (route) => {
      const response = await route.fetch();
      const body = await response.body();
      if (body.includes('Log in to see')) await new Promise((r) => setTimeout(r, 600));
      await route.fulfill({ response, body });
    });
    const mediaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(originOf(REMOTE_MAP.media.port))) mediaRequests.push(request.url());
    });
    const bodies = collectScriptBodies(page);
    await page.goto(`${site.url}${PHOTO_CARDS_PATH}`, { waitUntil: 'networkidle' });
    const cards = page.locator('#main article[id^="surgery-"]');
    await cards.nth(REVIEWS_PAGE_SIZE - 1).waitFor();
    for (let i = 0; i < REVIEWS_PAGE_SIZE; i += 1) {
      const thumb = cards.nth(i).getByRole('button', { name: /^Open photo 1: / });
      await thumb.waitFor({ timeout: 15_000 });
      // Scrolled by script, as a reader's scrolling is not input that excuses a shift either.
      await thumb.evaluate((node) => node.scrollIntoView({ block: 'center' }));
      await page.waitForTimeout(150);
    }
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const thumbnailsLoaded = await page.evaluate(
      () =>
        Array.from(
          document.querySelectorAll<HTMLImageElement>('#main section[aria-label="Photos"] img'),
        ).filter((img) => img.complete && img.naturalWidth > 0).length,
    );
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    if (errors.length > 0) throw new Error(`the page reported errors: ${errors.join(' | ')}`);
    if (mediaRequests.length > 0)
      throw new Error(`the media remote was fetched without a reader's prompt: ${mediaRequests.join(', ')}`);
    const all = new Map(await Promise.all([...bodies].map(async ([url, b]) => [url, await b] as const)));
    return { bodies: all, cls: Math.round(cls * 10_000) / 10_000, thumbnailsLoaded };
  } finally {
    await context.close();
  }
}
