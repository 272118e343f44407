// The shell's HTML server writes what a public page is about into the page (web-server/src/public-page.mjs),
// against a real local API stand-in: every value escaped, a 404 for a page that is not public.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicPages } from '../src/public-page.mjs';
import { isSitemapPath, robotsTxt } from '../src/robots-and-sitemap.mjs';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta name="description" content="Site."><title>Surgery Journeys — track, share, inspire</title></head>' +
  '<body><noscript>Surgery Journeys needs JavaScript to run.</noscript><div id="root"></div></body></html>';

const HOSTILE = 'Knee "quoted" </title><script>alert(1)</script> & more';

const PAGE = {
  title: `${HOSTILE} | Surgery Journeys`,
  description: HOSTILE,
  url: 'https://site.test/surgeries?surgery=1',
  type: 'article',
  image: { url: 'https://api.test/og/surgeries/1.png', width: 1200, height: 630, alt: HOSTILE },
  structuredData: { '@context': 'https://schema.org', '@type': 'DiscussionForumPosting', text: HOSTILE },
  blocks: [
    { kind: 'heading', level: 1, text: HOSTILE },
    {
      kind: 'list',
      items: [
        { text: 'A link', href: '/procedures/1' },
        { text: 'Not a link', href: 'javascript:alert(1)' },
      ],
    },
    { kind: 'table', caption: 'Figures', head: ['a'], rows: [['<b>1</b>']] },
  ],
};

function startApi(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').searchParams.get('path');
    res.setHeader('content-type', 'application/json');
    if (path === '/surgeries?surgery=1') res.end(JSON.stringify(PAGE));
    else {
      res.statusCode = 404;
      res.end('{}');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('public page tags', () => {
  let api: Server;
  let apiUrl: string;
  beforeAll(async () => {
    api = await startApi();
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => api.close(resolve)));

  const render = async (path: string) =>
    (await createPublicPages()(new URL(path, 'http://site.test'), apiUrl))(TEMPLATE);

  it('writes the tags, JSON-LD and words of a described page, escaped', async () => {
    const { status, html } = await render('/surgeries?surgery=1');
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('javascript:');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<title>Knee &quot;quoted&quot; &lt;/title&gt;&lt;script&gt;');
    expect(html).toContain('<link rel="canonical" href="https://site.test/surgeries?surgery=1">');
    expect(html).toContain('<meta property="og:image:width" content="1200">');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(ld ?? 'null')).toEqual(PAGE.structuredData);
    expect(html).toContain('<noscript><h1>Knee &quot;quoted&quot;');
    expect(html).toContain('<a href="/procedures/1">A link</a>');
    expect(html).toContain('<td>&lt;b&gt;1&lt;/b&gt;</td>');
  });

  it('answers 404 with the generic tags for a page the API does not describe', async () => {
    const { status, html } = await render('/surgeries?surgery=2');
    expect(status).toBe(404);
    expect(html).toContain('<title>Surgery Journeys — track, share, inspire</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('gives members’ pages the generic tags and noindex without asking the API', async () => {
    for (const path of ['/account', '/notifications', '/moderation', '/create-review']) {
      const { status, html } = await render(path);
      expect(status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex">');
    }
  });

  // docs/product.md §10: a help calendar and its invite page are never indexed or previewed, and a preview
  // never names the journey (nor the token, which stays in the fragment and never reaches a server).
  it('gives the help calendar pages the generic tags and noindex, never the journey’s words', async () => {
    for (const path of ['/help', '/help/1', '/help-invite', '/es/help/1', '/es/help-invite']) {
      const { status, html } = await render(path);
      expect(status).toBe(200);
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).toMatch(/<meta property="og:title" content="Surgery Journeys — [^"]*">/);
      expect(html).not.toContain('Knee');
      expect(html).not.toContain('/og/surgeries/');
      expect(html).not.toContain('application/ld+json');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it('serves the page as it was when the API does not answer', async () => {
    const down = await createPublicPages({ timeoutMs: 200 })(
      new URL('http://site.test/procedures'),
      'http://127.0.0.1:9',
    );
    const { status, html } = down(TEMPLATE);
    expect(status).toBe(200);
    // The template's own title, description and words, with only its language's tags added.
    expect(html).toContain('<title>Surgery Journeys — track, share, inspire</title>');
    expect(html).toContain('<noscript>Surgery Journeys needs JavaScript to run.</noscript>');
    expect(html).toContain('<html lang="en-US">');
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('og:title');
  });
});

describe('robots.txt and the sitemap', () => {
  it('names the sitemap and keeps crawlers out of members’ pages and the API, never out of public pages', () => {
    const robots = robotsTxt('https://www.example.org');
    expect(robots).toMatch(/^User-agent: \*\n/);
    expect(robots).toContain('Sitemap: https://www.example.org/sitemap.xml');
    for (const path of [
      '/account',
      '/notifications',
      '/moderation',
      '/create-review',
      '/*/update',
      '/help',
      '/help/*',
      '/help-invite',
      '/es/help',
      '/es/help/*',
      '/es/help-invite',
      '/api/',
    ]) {
      expect(robots).toContain(`Disallow: ${path}\n`);
    }
    for (const path of ['/surgeries', '/procedures', '/surgeons/*', '/community-rules']) {
      expect(robots).not.toContain(`Disallow: ${path}`);
    }
  });

  it('knows the sitemap’s paths and nothing else', () => {
    expect(['/sitemap.xml', '/sitemaps/pages.xml', '/sitemaps/surgeries-2.xml'].every(isSitemapPath)).toBe(
      true,
    );
    expect(['/sitemap.txt', '/sitemaps/../x.xml', '/sitemaps/a/b.xml'].some(isSitemapPath)).toBe(false);
  });
});
