// Every page in English and Spanish (docs/architecture.md §11): '/es/…' is the Spanish twin of '…',
// served by the shell's HTML server with its language's tags and words, linked to its twin, listed
// in the sitemap in both languages; a visitor's first English page follows their language.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createPublicPages } from '../src/public-page.mjs';
import { robotsTxt } from '../src/robots-and-sitemap.mjs';
import { startStaticServer } from '../src/static-server.mjs';
import english from '../src/messages/en.json';
import spanish from '../src/messages/es.json';
import { close, portOf, rawGet } from './helpers/raw-http';
import { servedFolder } from './helpers/served-folder';

/** The built template as shared/build/index.html writes it. */
const TEMPLATE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" />' +
  '<meta\n      name="description"\n      content="Surgery Journeys — patients share surgery recovery journeys: track, share, inspire."\n    />' +
  '<title>Surgery Journeys — track, share, inspire</title></head>' +
  '<body><noscript>Surgery Journeys needs JavaScript to run.</noscript><div id="root"></div></body></html>';

const SITE = 'https://site.test';

/** A procedure's page as the API describes it, in the language it is asked for. */
function procedurePage(language: 'en' | 'es') {
  const es = language === 'es';
  return {
    title: es ? 'Recuperación de rodilla | Surgery Journeys' : 'Knee recovery | Surgery Journeys',
    description: es ? 'Cómo se recuperan los miembros.' : 'How members recover.',
    url: `${SITE}/procedures/1`,
    type: 'article',
    image: {
      url: `http://api.test/og/procedures/1.png${es ? '?lang=es' : ''}`,
      width: 1200,
      height: 630,
      alt: es ? 'Recuperación de rodilla' : 'Knee recovery',
    },
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'WebPage',
      name: es ? 'Recuperación de rodilla' : 'Knee recovery',
      url: `${SITE}/procedures/1`,
    },
    blocks: [
      { kind: 'heading', level: 1, text: es ? 'Recuperación de rodilla' : 'Knee recovery' },
      { kind: 'list', items: [{ text: es ? 'Experiencias' : 'Journeys', href: '/surgeries?procedure=1' }] },
    ],
  };
}

const SITEMAP_INDEX =
  '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  `<sitemap><loc>${SITE}/sitemaps/pages.xml</loc><lastmod>2026-03-03T00:00:00.000Z</lastmod></sitemap>\n` +
  `<sitemap><loc>${SITE}/sitemaps/surgeries-1.xml</loc></sitemap>\n` +
  '</sitemapindex>\n';
const SITEMAP_PAGES = [
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n',
  `<url><loc>${SITE}/</loc></url>\n<url><loc>${SITE}/surg`,
  `eries</loc></url>\n<url><loc>${SITE}/surgeries?surgery=4&amp;comment=2</loc><lastmod>2026-03-03T00:00:00.000Z</lastmod></url>\n`,
  '</urlset>\n',
];

/** The API's stand-in: public pages by Accept-Language, the sitemap in parts, recent members. */
function startApi(seen: IncomingHttpHeaders[]): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/public-page') {
      seen.push(req.headers);
      const path = url.searchParams.get('path');
      res.setHeader('content-type', 'application/json');
      const spanishAsked = /^es\b/.test(req.headers['accept-language'] ?? '');
      const page = procedurePage(spanishAsked ? 'es' : 'en');
      if (path === '/procedures/1') res.end(JSON.stringify(page));
      else if (path?.includes('surgery=99')) {
        res.statusCode = 404;
        res.end('{}');
      } else res.end(JSON.stringify({ ...page, url: `${SITE}${path}`, structuredData: null, blocks: [] }));
      return;
    }
    if (url.pathname === '/sitemap.xml' || url.pathname === '/sitemaps/pages.xml') {
      res.setHeader('content-type', 'application/xml');
      const parts = url.pathname === '/sitemap.xml' ? [SITEMAP_INDEX] : SITEMAP_PAGES;
      // Written in pieces that cut elements apart, as a stream arrives.
      res.flushHeaders();
      let i = 0;
      const next = () => (i < parts.length ? res.write(parts[i++], () => setTimeout(next, 5)) : res.end());
      next();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(url.pathname === '/users' ? '[]' : '{}');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const SPANISH_BROWSER = 'es-US,es;q=0.9,en;q=0.8';
const ENGLISH_BROWSER = 'en-US,en;q=0.9';

describe('pages in every language', () => {
  const seen: IncomingHttpHeaders[] = [];
  let api: Server;
  let apiUrl: string;
  let shell: Server;
  let base: string;

  beforeAll(async () => {
    api = await startApi(seen);
    apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
    shell = await startStaticServer({
      dir: servedFolder('languages-dist-', {
        'index.html': TEMPLATE,
        'main.0123456789.js': 'console.log(1)',
        'remotes.json': JSON.stringify({
          apiUrl,
          remotes: {
            insights: 'http://127.0.0.1:1/remoteEntry.js',
            feed: 'http://127.0.0.1:1/remoteEntry.js',
          },
        }),
      }),
      port: 0,
      spa: true,
      pageHints: true,
    });
    base = `http://localhost:${portOf(shell)}`;
  });
  afterAll(async () => {
    await close(shell);
    await close(api);
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { headers, redirect: 'manual' });

  describe('a Spanish page', () => {
    it('is the same page in Spanish: lang, title, description, Open Graph, JSON-LD, words, twins', async () => {
      seen.length = 0;
      const response = await get('/es/procedures/1', { 'accept-language': SPANISH_BROWSER });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-language')).toBe('es-US');
      const html = await response.text();
      expect(html).toContain('<html lang="es-US">');
      expect(html).toContain('<div id="root">');
      // The API is asked for the page without its prefix, in Spanish.
      expect(seen[0]?.['accept-language']).toBe('es-US');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(html).toContain('<title>Recuperación de rodilla | Surgery Journeys</title>');
      expect(html).toContain('<meta name="description" content="Cómo se recuperan los miembros.">');
      expect(html).toContain(
        '<meta property="og:title" content="Recuperación de rodilla | Surgery Journeys">',
      );
      expect(html).toContain(
        '<meta property="og:image" content="http://api.test/og/procedures/1.png?lang=es">',
      );
      expect(html).toContain('<meta property="og:image:alt" content="Recuperación de rodilla">');
      expect(html).toContain('<meta property="og:locale" content="es_US">');
      expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
      expect(html).toContain(`<link rel="canonical" href="${SITE}/es/procedures/1">`);
      expect(html).toContain(`<meta property="og:url" content="${SITE}/es/procedures/1">`);
      expect(html).toContain(`<link rel="alternate" hreflang="en" href="${SITE}/procedures/1">`);
      expect(html).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es/procedures/1">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/procedures/1">`);
      const ld = JSON.parse(
        /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? 'null',
      );
      expect(ld).toMatchObject({
        name: 'Recuperación de rodilla',
        inLanguage: 'es-US',
        url: `${SITE}/es/procedures/1`,
      });
      // Words for readers without script, their links to Spanish pages, the note in Spanish.
      expect(html).toContain('<noscript><h1>Recuperación de rodilla</h1>');
      expect(html).toContain('<a href="/es/surgeries?procedure=1">Experiencias</a>');
      expect(html).toContain(`<p>${spanish.noScript}</p></noscript>`);
      expect(html).not.toContain(english.noScript);
    });

    it('links the English page to its twin, in English', async () => {
      const html = await (await get('/procedures/1', { 'accept-language': ENGLISH_BROWSER })).text();
      expect(html).toContain('<html lang="en-US">');
      expect(html).toContain('<title>Knee recovery | Surgery Journeys</title>');
      expect(html).toContain(`<link rel="canonical" href="${SITE}/procedures/1">`);
      expect(html).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es/procedures/1">`);
      expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/procedures/1">`);
      expect(html).toContain('<meta property="og:locale" content="en_US">');
      expect(html).toContain('<a href="/surgeries?procedure=1">Journeys</a>');
      expect(html).toContain(`<p>${english.noScript}</p></noscript>`);
    });

    it('gives a member’s page and the landing page the site’s words in Spanish, with their twins', async () => {
      const account = await (await get('/es/account?token=secret')).text();
      expect(account).toContain('<html lang="es-US">');
      expect(account).toContain(`<title>${spanish.siteTitle}</title>`);
      expect(account).toContain(`content="${spanish.siteDescription}"`);
      expect(account).toContain(`<meta property="og:title" content="${spanish.siteTitle}">`);
      expect(account).toContain(`<meta property="og:image" content="${apiUrl}/og/site.png?lang=es">`);
      expect(account).toContain('<meta name="robots" content="noindex">');
      expect(account).toContain(`<noscript>${spanish.noScript}</noscript>`);
      // A member's page links its twins without its query (a token).
      expect(account).toContain('<link rel="alternate" hreflang="en" href="http://localhost:');
      expect(account).toMatch(/hreflang="es" href="http:\/\/localhost:\d+\/es\/account">/);
      expect(account).not.toContain('secret"');
      const landing = await (await get('/es')).text();
      expect(landing).toContain('<html lang="es-US">');
      // Described by the API: its twins on the site's public address.
      expect(landing).toContain(`<link rel="canonical" href="${SITE}/es">`);
      expect(landing).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es">`);
      expect(landing).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/">`);
    });

    it('answers a page that is not public with 404 and Spanish words', async () => {
      const response = await get('/es/surgeries?surgery=99');
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain(`<noscript><h1>${spanish.notFound}</h1><p>${spanish.notFoundText}</p>`);
      expect(html).toContain(`<title>${spanish.siteTitle}</title>`);
      const englishPage = await (await get('/surgeries?surgery=99')).text();
      expect(englishPage).toContain(`<noscript><h1>${english.notFound}</h1>`);
    });

    it('preloads the first API answer only when the browser asks the API in the page’s language', async () => {
      const preload = (html: string) =>
        /<link rel="preload" as="fetch" href="([^"]*)"/.exec(html)?.[1] ?? null;
      const englishPage = preload(
        await (await get('/procedures/1', { 'accept-language': ENGLISH_BROWSER })).text(),
      );
      const spanishPage = preload(
        await (await get('/es/procedures/1', { 'accept-language': SPANISH_BROWSER })).text(),
      );
      // The same request the page makes, whatever its language.
      expect(englishPage).toBe(`${apiUrl}/insights/procedures/1`);
      expect(spanishPage).toBe(englishPage);
      // A browser set to English on a Spanish page (and the other way round) would preload an
      // answer in the other language.
      for (const [path, browser] of [
        ['/es/procedures/1', ENGLISH_BROWSER],
        ['/es/procedures/1', ''],
      ] as const) {
        const response = await get(path, browser ? { 'accept-language': browser } : {});
        expect(preload(await response.text())).toBeNull();
      }
      const mixed = await get('/procedures/1', {
        'accept-language': SPANISH_BROWSER,
        cookie: 'journeys-lang=en',
      });
      expect(preload(await mixed.text())).toBeNull();
    });

    it('sends Vary: Accept-Language, Cookie with every page', async () => {
      for (const path of ['/', '/es', '/surgeries', '/es/surgeries']) {
        const vary = (await get(path)).headers.get('vary') ?? '';
        expect(vary.split(/,\s*/)).toEqual(expect.arrayContaining(['Accept-Language', 'Cookie']));
      }
    });
  });

  describe('the first page', () => {
    it.each([
      ['/', '/es'],
      ['/surgeries', '/es/surgeries'],
      ['/surgeries?procedure=3&sort=updates', '/es/surgeries?procedure=3&sort=updates'],
      ['/procedures/1', '/es/procedures/1'],
      ['/surgeries/?user=7', '/es/surgeries/?user=7'],
      ['/account', '/es/account'],
      ['/surgeries?q=caf%C3%A9', '/es/surgeries?q=caf%C3%A9'],
    ])('of a browser preferring Spanish, %s, is its Spanish twin %s', async (path, twin) => {
      const response = await get(path, { 'accept-language': SPANISH_BROWSER });
      expect(response.status).toBe(302);
      expect(response.headers.get('location')).toBe(twin);
      expect(response.headers.get('vary')?.split(/,\s*/)).toEqual(
        expect.arrayContaining(['Accept-Language', 'Cookie']),
      );
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    });

    it('follows the language cookie before Accept-Language', async () => {
      const spanish = await get('/surgeries', {
        cookie: 'a=1; journeys-lang=es',
        'accept-language': ENGLISH_BROWSER,
      });
      expect(spanish.status).toBe(302);
      expect(spanish.headers.get('location')).toBe('/es/surgeries');
      const chosen = await get('/surgeries', {
        cookie: 'journeys-lang=en',
        'accept-language': SPANISH_BROWSER,
      });
      expect(chosen.status).toBe(200);
      expect(await chosen.text()).toContain('<html lang="en-US">');
    });

    it('stays in English for an English browser, a browser without Accept-Language, and q=0 Spanish', async () => {
      const choices: Record<string, string>[] = [
        { 'accept-language': ENGLISH_BROWSER },
        {},
        { 'accept-language': 'es;q=0, en' },
        { 'accept-language': 'fr-FR,fr;q=0.9' },
      ];
      for (const headers of choices) {
        expect((await get('/surgeries', headers)).status).toBe(200);
      }
    });

    it('never redirects a Spanish page, whatever the cookie and browser say', async () => {
      for (const path of ['/es', '/es/surgeries', '/es/procedures/1']) {
        const response = await get(path, { cookie: 'journeys-lang=en', 'accept-language': ENGLISH_BROWSER });
        expect(response.status).toBe(200);
        expect(await response.text()).toContain('<html lang="es-US">');
      }
    });

    it('leaves crawlers, files, the API’s paths, robots.txt and the sitemap alone', async () => {
      const spanishHeaders = { 'accept-language': SPANISH_BROWSER, cookie: 'journeys-lang=es' };
      for (const agent of [
        'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
        'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
        'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
      ]) {
        expect((await get('/surgeries', { ...spanishHeaders, 'user-agent': agent })).status).toBe(200);
      }
      expect((await get('/main.0123456789.js', spanishHeaders)).status).toBe(200);
      expect((await get('/missing.css', spanishHeaders)).status).toBe(404);
      expect((await get('/remotes.json', spanishHeaders)).status).toBe(200);
      expect((await get('/robots.txt', spanishHeaders)).status).toBe(200);
      expect((await get('/sitemap.xml', spanishHeaders)).status).toBe(200);
      for (const path of ['/api/reviews', '/unknown-page', '/en/surgeries']) {
        expect((await get(path, spanishHeaders)).headers.get('location')).toBeNull();
      }
    });

    it('lets a link on the site choose English (the switch without its script, a new tab)', async () => {
      const response = await get('/surgeries?procedure=3', {
        'accept-language': SPANISH_BROWSER,
        referer: `${base}/es/surgeries?procedure=3`,
      });
      expect(response.status).toBe(200);
      const fromElsewhere = await get('/surgeries', {
        'accept-language': SPANISH_BROWSER,
        referer: 'https://www.google.com/',
      });
      expect(fromElsewhere.status).toBe(302);
    });

    it('reads hostile headers as no choice, never as a 500', async () => {
      const port = portOf(shell);
      const cases: Record<string, string>[] = [
        { 'Accept-Language': `${'x-y;q=0.5,'.repeat(400)}es` },
        { 'Accept-Language': ';;;,,,q=,=;q=es,\t' },
        { Cookie: 'journeys-lang=xx; journeys-lang=; journeys-lang=e' },
        { Cookie: `${'a=b; '.repeat(1500)}journeys-lang=es`, 'Accept-Language': 'en' },
        { 'User-Agent': 'x'.repeat(8000), 'Accept-Language': 'es' },
        { Referer: 'http://[bad', 'Accept-Language': 'es' },
      ];
      for (const headers of cases) {
        const { status, head } = await rawGet(port, '/surgeries', { Host: `localhost:${port}`, ...headers });
        expect([200, 302]).toContain(status);
        if (status === 302) expect(head).toMatch(/\r\nLocation: \/es\/surgeries\r\n/i);
      }
      // Too long to be a browser's: English.
      expect(
        (await rawGet(port, '/surgeries', { Host: 'localhost', 'Accept-Language': `${'x,'.repeat(3000)}es` }))
          .status,
      ).toBe(200);
      // A path that could leave the site stays on it.
      const { head } = await rawGet(port, '//evil.test/', { Host: 'localhost', 'Accept-Language': 'es' });
      expect(head).not.toMatch(/\r\nLocation: \/\//i);
    });
  });

  describe('the sitemap', () => {
    it('names every page of the index in every language', async () => {
      const xml = await (await get('/sitemap.xml')).text();
      expect(xml).toContain(`<loc>${SITE}/sitemaps/pages.xml</loc>`);
      expect(xml).toContain(
        `<sitemap><loc>${SITE}/sitemaps/es/pages.xml</loc><lastmod>2026-03-03T00:00:00.000Z</lastmod></sitemap>`,
      );
      expect(xml).toContain(`<loc>${SITE}/sitemaps/es/surgeries-1.xml</loc>`);
      expect(xml.match(/<sitemap>/g)).toHaveLength(4);
    });

    it('lists the English addresses with their alternates, and the Spanish ones on their own page', async () => {
      const en = await (await get('/sitemaps/pages.xml')).text();
      const es = await (await get('/sitemaps/es/pages.xml')).text();
      for (const xml of [en, es]) {
        expect(xml).toContain(
          '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        );
        expect(xml.match(/<url>/g)).toHaveLength(3);
        expect(xml).toContain(
          `<xhtml:link rel="alternate" hreflang="en" href="${SITE}/surgeries?surgery=4&amp;comment=2"/>` +
            `<xhtml:link rel="alternate" hreflang="es" href="${SITE}/es/surgeries?surgery=4&amp;comment=2"/>` +
            `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/surgeries?surgery=4&amp;comment=2"/>`,
        );
        expect(xml.trim().endsWith('</urlset>')).toBe(true);
      }
      expect(en).toContain(`<url><loc>${SITE}/</loc>`);
      expect(en).toContain(`<url><loc>${SITE}/surgeries</loc>`);
      expect(es).toContain(`<url><loc>${SITE}/es</loc>`);
      expect(es).toContain(`<url><loc>${SITE}/es/surgeries</loc>`);
      expect(es).toContain(
        `<url><loc>${SITE}/es/surgeries?surgery=4&amp;comment=2</loc><lastmod>2026-03-03T00:00:00.000Z</lastmod>`,
      );
      expect((await get('/sitemaps/fr/pages.xml')).status).toBe(404);
    });

    it('keeps crawlers out of the Spanish members’ pages too', () => {
      const robots = robotsTxt(SITE);
      for (const path of ['/es/account', '/es/notifications', '/es/*/update', '/account'])
        expect(robots).toContain(`Disallow: ${path}\n`);
      for (const path of ['/es/surgeries', '/es/procedures'])
        expect(robots).not.toContain(`Disallow: ${path}`);
    });
  });

  it('renders a page in Spanish without a server around it', async () => {
    const render = await createPublicPages({ timeoutMs: 200 })(new URL('http://x/community-rules'), null, {
      language: 'es',
      siteUrl: SITE,
    });
    const { status, html } = render(TEMPLATE);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="es-US">');
    expect(html).toContain(`<link rel="alternate" hreflang="es" href="${SITE}/es/community-rules">`);
    expect(html).toContain(`<title>${spanish.siteTitle}</title>`);
  });

  it('has the same words in both catalogs', () => {
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const [key, text] of Object.entries(spanish))
      expect(text).not.toBe(english[key as keyof typeof english]);
  });
});
