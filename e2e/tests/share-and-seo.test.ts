// exercises: mfe-feed mfe-insights
// Journeys people can find and share: a journey card's 'Copy link' copies the journey's canonical
// address and says 'Link copied'; every public page, fetched as a link-preview bot or crawler
// fetches it (plain HTTP, no script; also as facebookexternalhit and Slackbot), carries its title,
// description, canonical address, Open Graph and Twitter tags, a 1200 × 630 PNG preview, JSON-LD
// of the right type and its words; robots.txt and the sitemap are served; a journey pending
// moderation leaks nothing. One site start for all of it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { paths } from '@journeys/shared/paths';
import { openPage } from '../src/browser';
import { busiestProcedure, busiestSurgeonOf, surgeonInsights } from '../src/insights-data';
import { createSurgeryViaApi, findKateKnee, signUpMember } from '../src/members';
import { useSite } from '../src/use-site';

const USER_AGENTS = [undefined, 'facebookexternalhit/1.1', 'Slackbot-LinkExpanding 1.0'];
const WAIT = { timeout: 20_000 };

interface Expected {
  path: string;
  type: string;
  words: string;
}

let kate: Awaited<ReturnType<typeof findKateKnee>>;
let procedure: { id: number; name: string };
let surgeon: { npi: string; name: string };
const env = useSite(async () => {
  kate = await findKateKnee();
  procedure = (await busiestProcedure()).procedure;
  // The name as the surgeon's page shows it (a trailing MD stripped).
  surgeon = (await surgeonInsights((await busiestSurgeonOf(procedure.id)).npi)).surgeon;
});

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

async function fetchPage(path: string, userAgent?: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${env.site.url}${path}`, {
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });
  return { status: response.status, html: await response.text() };
}

function metaContent(html: string, attribute: 'name' | 'property', name: string): string | undefined {
  const found = new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(
    html,
  );
  return found ? decode(found[1]!) : undefined;
}

async function expectPreviewImage(url: string): Promise<void> {
  const response = await fetch(url);
  assert.equal(response.status, 200, `${url} answers`);
  assert.equal(response.headers.get('content-type'), 'image/png');
  const png = Buffer.from(await response.arrayBuffer());
  assert.equal(png.subarray(1, 4).toString(), 'PNG');
  assert.deepEqual([png.readUInt32BE(16), png.readUInt32BE(20)], [1200, 630], `${url} is 1200 × 630`);
}

describe('share and find', () => {
  it("copies a journey's canonical link from its card and says 'Link copied'", async () => {
    const { page, context } = await openPage(env.browser);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.site.url });
    // Where the browser has a share sheet the button says 'Share'; this test takes the fallback.
    await context.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'share');
    });
    await page.goto(`${env.site.url}${paths.feed({ surgery: kate.id })}`);
    const card = page.locator(`#surgery-${kate.id}`);
    await card.getByRole('button', { name: 'Copy link' }).click(WAIT);
    await card.getByRole('button', { name: 'Link copied' }).waitFor(WAIT);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, `${env.site.url}/surgeries?surgery=${kate.id}`);
    await context.close();
  });

  it('sends every public page with its tags, preview image, JSON-LD and words, to bots too', async () => {
    const pages: Expected[] = [
      { path: paths.feed({ surgery: kate.id }), type: 'DiscussionForumPosting', words: 'Knee Replacement' },
      {
        path: paths.procedure(procedure.id),
        type: 'WebPage',
        words: 'How members feel compared with before surgery',
      },
      { path: paths.surgeon(surgeon.npi), type: 'Physician', words: surgeon.name },
      { path: paths.procedures(), type: 'WebPage', words: procedure.name },
      { path: paths.feed(), type: 'WebPage', words: 'Recovery journeys' },
      { path: paths.communityRules(), type: 'WebPage', words: 'Community rules' },
      { path: paths.landing(), type: 'WebPage', words: 'Read recovery journeys' },
    ];
    const images = new Set<string>();
    for (const expected of pages) {
      for (const userAgent of USER_AGENTS) {
        const what = `${expected.path} as ${userAgent ?? 'a plain client'}`;
        const { status, html } = await fetchPage(expected.path, userAgent);
        assert.equal(status, 200, what);
        const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
        assert.ok(title && decode(title).includes('Surgery Journeys'), `${what}: title ${title}`);
        assert.equal(html.match(/<title>/g)?.length, 1, `${what}: one title`);
        assert.ok(metaContent(html, 'name', 'description'), `${what}: description`);
        const canonical = /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];
        assert.equal(canonical && decode(canonical), `${env.site.url}${expected.path}`, `${what}: canonical`);
        assert.equal(metaContent(html, 'property', 'og:url'), `${env.site.url}${expected.path}`);
        assert.equal(metaContent(html, 'property', 'og:title'), decode(title!));
        assert.ok(metaContent(html, 'property', 'og:description'), `${what}: og:description`);
        assert.equal(metaContent(html, 'property', 'og:site_name'), 'Surgery Journeys');
        assert.equal(metaContent(html, 'property', 'og:image:width'), '1200');
        assert.equal(metaContent(html, 'property', 'og:image:height'), '630');
        assert.equal(metaContent(html, 'name', 'twitter:card'), 'summary_large_image');
        assert.equal(metaContent(html, 'name', 'robots'), undefined, `${what}: indexable`);
        images.add(metaContent(html, 'property', 'og:image') ?? '');
        const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
        assert.ok(ld, `${what}: JSON-LD`);
        const parsed = JSON.parse(ld) as { '@context': string; '@type': string };
        assert.equal(parsed['@context'], 'https://schema.org');
        assert.equal(parsed['@type'], expected.type, `${what}: JSON-LD type`);
        const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? '';
        assert.ok(decode(noscript).includes(expected.words), `${what}: the page's words`);
      }
    }
    for (const image of images) await expectPreviewImage(image);
  });

  it('gives members’ pages noindex, and serves robots.txt and the sitemap', async () => {
    for (const path of [paths.account(), paths.notifications(), paths.createReview()]) {
      const { html } = await fetchPage(path);
      assert.equal(metaContent(html, 'name', 'robots'), 'noindex', path);
    }
    const robots = await (await fetch(`${env.site.url}/robots.txt`)).text();
    assert.match(robots, new RegExp(`Sitemap: ${env.site.url}/sitemap.xml`));
    assert.match(robots, /Disallow: \/account\n/);
    const index = await (await fetch(`${env.site.url}/sitemap.xml`)).text();
    const journeys = [...index.matchAll(/<loc>([^<]*surgeries-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    assert.ok(journeys.length > 0, 'the index names a page of journeys');
    const first = await (await fetch(journeys[0]!.replace(/^https?:\/\/[^/]+/, env.site.url))).text();
    assert.ok(first.includes(`/surgeries?surgery=${kate.id}</loc>`), 'a seeded journey is in the sitemap');
  });

  it('leaks nothing of a journey pending moderation', async () => {
    const newcomer = await signUpMember(env.site);
    const secret = `Pending story ${Date.now()} at https://spam.example/offer`;
    const pending = await createSurgeryViaApi(newcomer, { description: secret });
    for (const userAgent of USER_AGENTS) {
      const { status, html } = await fetchPage(paths.feed({ surgery: pending.id }), userAgent);
      assert.equal(status, 404);
      assert.ok(!html.includes('Pending story') && !html.includes('spam.example'), 'no words of it');
      assert.ok(!html.includes('Meniscus'), 'not even its procedure');
      assert.equal(metaContent(html, 'name', 'robots'), 'noindex');
      assert.ok(!html.includes('application/ld+json'), 'no JSON-LD');
    }
    const image = await fetch(`${env.site.apiUrl}/og/surgeries/${pending.id}.png`);
    assert.equal(image.status, 404);
    const sitemap = await (await fetch(`${env.site.url}/sitemaps/surgeries-1.xml`)).text();
    assert.ok(!sitemap.includes(`/surgeries?surgery=${pending.id}<`), 'not in the sitemap');
  });
});
