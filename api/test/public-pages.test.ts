/**
 * GET /public-page: what the shell's HTML server writes into a public page (docs/architecture.md
 * §3): its tags, JSON-LD and words, from what a visitor sees, and nothing that is not public.
 */
import type { PublicPage } from '@journeys/shared/domain';
import { BACKENDS, json } from './helpers/test-app';
import { memberPerSuite, testAppPerSuite } from './helpers/per-suite';
import { createReview, postComment, postUpdate } from './helpers/writes';

describe.each(BACKENDS)('public pages (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const reader = memberPerSuite(t);

  const pageOf = (path: string) =>
    t.app.inject({ method: 'GET', url: `/public-page?path=${encodeURIComponent(path)}` });

  async function agedOwner() {
    // First posts with links wait for a moderator only from accounts younger than a day.
    await t.database.db
      .updateTable('users')
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) })
      .where('id', 'in', [owner.id, reader.id])
      .execute();
  }

  it('describes a journey: title, story, updates, comments and its JSON-LD', async () => {
    await agedOwner();
    const review = await createReview(t, owner, {
      description: 'Day one <script>alert(1)</script> was hard & the nights longer. '.repeat(5),
    });
    await postUpdate(t.app, owner, review.id, { symptom: 6, description: 'Walking without a cane now' });
    await postComment(t.app, reader, review.id, 'So glad to read this');
    const res = await pageOf(`/surgeries?surgery=${review.id}`);
    expect(res.statusCode).toBe(200);
    const page = json<PublicPage>(res);
    expect(page.title).toMatch(
      /^Total Knee Replacement \(left\) — (week|month|year) \d+ of a recovery journey \| Surgery Journeys$/,
    );
    expect(page.description.startsWith('Day one <script>')).toBe(true);
    expect(page.description.length).toBeLessThanOrEqual(155);
    expect(page.url).toBe(`${t.app.ctx.config.publicSiteUrl}/surgeries?surgery=${review.id}`);
    expect(page.image).toMatchObject({ width: 1200, height: 630 });
    expect(page.image.url).toBe(`${t.app.ctx.config.publicApiUrl}/og/surgeries/${review.id}.png`);
    const ld = page.structuredData as {
      '@type': string;
      author: object;
      comment: { text: string }[];
      interactionStatistic: { userInteractionCount: number };
    };
    expect(ld['@type']).toBe('DiscussionForumPosting');
    expect(ld.author).toMatchObject({ name: owner.username });
    expect(ld.comment.map((c: { text: string }) => c.text)).toEqual([
      'Walking without a cane now',
      'So glad to read this',
    ]);
    expect(ld.interactionStatistic.userInteractionCount).toBe(1);
    const words = JSON.stringify(page.blocks);
    expect(words).toContain('Walking without a cane now');
    expect(words).toContain(`${reader.username}: So glad to read this`);
  });

  it('answers 404 for a journey pending moderation, hidden or deleted, and leaves out held comments', async () => {
    const newcomer = await t.member();
    const pending = await createReview(t, newcomer, { description: 'Cheap pills at https://spam.example/x' });
    expect(pending.moderation).toMatchObject({ status: 'pending' });
    expect((await pageOf(`/surgeries?surgery=${pending.id}`)).statusCode).toBe(404);

    const review = await createReview(t, owner, { description: 'Public story' });
    await postComment(t.app, newcomer, review.id, 'Deals at https://spam.example/y');
    const page = json<PublicPage>(await pageOf(`/surgeries?surgery=${review.id}`));
    expect(JSON.stringify(page)).not.toContain('spam.example');

    const gone = await t.app.inject({ method: 'DELETE', url: `/review/${review.id}`, headers: owner.auth });
    expect(gone.statusCode).toBe(204);
    expect((await pageOf(`/surgeries?surgery=${review.id}`)).statusCode).toBe(404);
    expect((await pageOf('/surgeries?surgery=999999')).statusCode).toBe(404);
  });

  it('describes a procedure (WebPage with about and breadcrumb) and a surgeon (Physician)', async () => {
    const procedure = json<PublicPage>(await pageOf(`/procedures/${t.fixtures.surgeryTypes.knee}`));
    const ld = procedure.structuredData as {
      '@type': string;
      about: object;
      breadcrumb: { '@type': string };
    };
    expect(ld['@type']).toBe('WebPage');
    expect(ld.about).toMatchObject({ '@type': 'MedicalProcedure' });
    expect(ld.breadcrumb['@type']).toBe('BreadcrumbList');
    expect(procedure.blocks.some((b) => b.kind === 'table')).toBe(true);

    const surgeon = json<PublicPage>(await pageOf(`/surgeons/${t.fixtures.npis.doe}`));
    const physician = surgeon.structuredData as { '@type': string; identifier: object };
    expect(physician['@type']).toBe('Physician');
    expect(physician.identifier).toMatchObject({ propertyID: 'NPI', value: t.fixtures.npis.doe });
    expect(surgeon.type).toBe('profile');
  });

  it('describes the lists and refuses what is not a public page', async () => {
    for (const path of [
      '/',
      '/procedures',
      '/community-rules',
      '/surgeries',
      '/surgeries?procedure=1&q=knee',
    ]) {
      const res = await pageOf(path);
      expect(res.statusCode).toBe(200);
      expect(json<PublicPage>(res).title).toMatch(/Surgery Journeys/);
    }
    expect(json<PublicPage>(await pageOf('/surgeries?q=knee&procedure=1')).url).toMatch(
      /\/surgeries\?procedure=1&q=knee$/,
    );
    for (const path of ['/account', '/procedures/abc', '/surgeons/12', '/nowhere']) {
      expect((await pageOf(path)).statusCode).toBe(404);
    }
    for (const path of ['', 'procedures', '//evil.example/x', '/'.repeat(3000)]) {
      expect((await pageOf(path)).statusCode).toBe(400);
    }
  });
});

describe.each(BACKENDS)('preview images (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);

  /** Width and height from a PNG's IHDR chunk. */
  const sizeOf = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

  it('draws a 1200 × 630 PNG for a journey, a procedure, a surgeon and the site, and none for a journey that is not public', async () => {
    const review = await createReview(t, owner);
    const paths = [
      `/og/surgeries/${review.id}.png`,
      `/og/procedures/${t.fixtures.surgeryTypes.knee}.png`,
      `/og/surgeons/${t.fixtures.npis.doe}.png`,
      '/og/site.png',
    ];
    for (const url of paths) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
      expect(sizeOf(res.rawPayload)).toEqual({ width: 1200, height: 630 });
    }
    const newcomer = await t.member();
    const pending = await createReview(t, newcomer, { description: 'Cheap pills at https://spam.example/x' });
    expect((await t.app.inject({ method: 'GET', url: `/og/surgeries/${pending.id}.png` })).statusCode).toBe(
      404,
    );
    await t.app.inject({ method: 'DELETE', url: `/review/${review.id}`, headers: owner.auth });
    expect((await t.app.inject({ method: 'GET', url: paths[0]! })).statusCode).toBe(404);
    for (const url of ['/og/surgeries/x.png', '/og/surgeons/123.png', '/og/procedures/1.svg']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(400);
    }
  });
});

describe.each(BACKENDS)('sitemap (%s)', (backend) => {
  const t = testAppPerSuite(backend);
  const owner = memberPerSuite(t);
  const get = (url: string) => t.app.inject({ method: 'GET', url });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);

  it('lists public journeys, procedures and surgeons with lastmod, never one pending or deleted', async () => {
    const site = t.app.ctx.config.publicSiteUrl;
    const review = await createReview(t, owner);
    const newcomer = await t.member();
    const pending = await createReview(t, newcomer, { description: 'Cheap pills at https://spam.example/x' });

    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toMatch(/^application\/xml/);
    expect(index.body).toContain('<sitemapindex');
    expect(locs(index.body)).toEqual([
      `${site}/sitemaps/pages.xml`,
      `${site}/sitemaps/surgeries-1.xml`,
      `${site}/sitemaps/surgeons-1.xml`,
    ]);
    expect(index.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);

    const journeys = await get('/sitemaps/surgeries-1.xml');
    expect(journeys.statusCode).toBe(200);
    expect(locs(journeys.body)).toContain(`${site}/surgeries?surgery=${review.id}`);
    expect(locs(journeys.body)).not.toContain(`${site}/surgeries?surgery=${pending.id}`);
    const pages = locs((await get('/sitemaps/pages.xml')).body);
    expect(pages).toEqual(
      expect.arrayContaining([
        `${site}/`,
        `${site}/procedures`,
        `${site}/procedures/${t.fixtures.surgeryTypes.knee}`,
      ]),
    );
    expect(locs((await get('/sitemaps/surgeons-1.xml')).body)).toContain(
      `${site}/surgeons/${t.fixtures.npis.doe}`,
    );
    // A help calendar is never public: no sitemap lists one, or the calendars' page.
    const helpCalendar = await t.app.inject({
      method: 'POST',
      url: `/help/calendars/${review.id}/invite`,
      headers: owner.auth,
    });
    expect(helpCalendar.statusCode).toBe(201);
    for (const sitemap of ['/sitemaps/pages.xml', '/sitemaps/surgeries-1.xml'])
      expect(locs((await get(sitemap)).body).filter((loc) => loc?.includes('/help'))).toEqual([]);

    await t.app.inject({ method: 'DELETE', url: `/review/${review.id}`, headers: owner.auth });
    expect(locs((await get('/sitemaps/surgeries-1.xml')).body)).not.toContain(
      `${site}/surgeries?surgery=${review.id}`,
    );
    expect((await get('/sitemaps/surgeries-9.xml')).statusCode).toBe(404);
    expect((await get('/sitemaps/other.xml')).statusCode).toBe(400);
  });
});

describe.each(BACKENDS)('preview image rate limit (%s)', (backend) => {
  const t = testAppPerSuite(backend, { rateLimits: { previewImage: 2 } });

  it('answers 429 past RATE_LIMIT_PREVIEW_IMAGE_MAX images per address and window', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await t.app.inject({ method: 'GET', url: '/og/site.png' })).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
