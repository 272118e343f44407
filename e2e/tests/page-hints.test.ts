// exercises: mfe-feed mfe-comments mfe-auth
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { landingHtmlWithMembers } from '../src/landing-members';
import { loginThroughModal, signUpMember } from '../src/members';
import { API_URL, escapeRegExp, originOf } from '../src/site';
import { useSite } from '../src/use-site';
import { REMOTE_MAP } from '@journeys/shared/module-map';

const env = useSite();

/** Chromium's console warning for a preload nobody used: a hint that only costs bandwidth. */
const UNUSED_PRELOAD = /preloaded using link preload but not used/i;

describe('resource hints in the shell HTML', () => {
  it('starts the feed page’s remotes, chunks and first API page from the HTML, each fetched once', async () => {
    const html = await (await fetch(`${env.site.url}/surgeries?user=2`)).text();
    const feed = escapeRegExp(originOf(REMOTE_MAP.feed.port));
    const comments = escapeRegExp(originOf(REMOTE_MAP.comments.port));
    const api = escapeRegExp(API_URL);
    assert.match(html, new RegExp(`<link rel="preconnect" href="${feed}">`));
    assert.match(html, new RegExp(`<link rel="preload" as="script" href="${feed}/remoteEntry\\.js"`));
    assert.match(html, new RegExp(`href="${feed}/__federation_expose_Feed\\.[0-9a-f]+\\.js"`));
    // A card's comments come when a reader opens a thread (its slot is `when: 'prompted'`).
    assert.doesNotMatch(html, new RegExp(`href="${comments}/`));
    assert.match(
      html,
      new RegExp(
        `<link rel="preload" as="fetch" href="${api}/reviews\\?user=2" crossorigin="use-credentials">`,
      ),
    );
    assert.match(html, /<script type="application\/json" id="journeys-remotes-config">/);

    const { page, context, errors } = await openPage(env.browser);
    const requests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    // A filtered page: the feed must ask for exactly the address the HTML preloaded.
    const seeded = (await (await fetch(`${env.site.apiUrl}/reviews`)).json()) as {
      reviews: { patient: { id: number } }[];
    };
    const author = seeded.reviews[0]?.patient.id;
    assert.ok(author, 'the seeded feed has an author');
    await page.goto(`${env.site.url}/surgeries?user=${author}`);
    await page.locator('article[id^="surgery-"]').first().waitFor();
    // Chromium reports an unused preload a few seconds after the load event.
    await page.waitForTimeout(3_500);

    const count = (pattern: RegExp) => requests.filter((url) => pattern.test(url)).length;
    assert.deepEqual(
      requests.filter((url) => url.startsWith(`${API_URL}/reviews`)),
      [`${env.site.apiUrl}/reviews?user=${author}`],
      'the first page is requested once: the preload is used',
    );
    assert.equal(count(/\/remotes\.json$/), 0, 'remotes.json comes inside the page');
    for (const url of new Set(requests.filter((u) => /\.js$/.test(u)))) {
      assert.equal(requests.filter((u) => u === url).length, 1, `${url} fetched once`);
    }
    assert.deepEqual(
      warnings.filter((w) => UNUSED_PRELOAD.test(w)),
      [],
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it("gives a logged-in member their own first page, never the visitor's preloaded one", async () => {
    const member = await signUpMember(env.site);
    const { page, context, errors } = await openPage(env.browser);
    await page.goto(`${env.site.url}/surgeries`);
    // Logging in sets the member hint cookie at once (shell/src/auth/member-hint.ts).
    await loginThroughModal(page, member.email, member.password);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    assert.ok(token, 'logged in');
    const feedRequests: { url: string; token: boolean }[] = [];
    page.on('request', (r) => {
      if (r.url().startsWith(`${API_URL}/reviews`))
        feedRequests.push({ url: r.url(), token: r.headers()['authorization'] === `Bearer ${token}` });
    });
    const response = await page.goto(`${env.site.url}/surgeries`);
    assert.doesNotMatch(
      (await response?.text()) ?? '',
      /rel="preload" as="fetch"/,
      'no preload for a member',
    );
    await page.locator('article[id^="surgery-"]').first().waitFor();
    assert.ok(feedRequests.length > 0, 'the feed asked the API');
    assert.deepEqual(
      feedRequests.filter((r) => !r.token),
      [],
      "every feed request carries the member's token",
    );

    // Logged out, the page is a visitor's again, preload included.
    await page.getByRole('button', { name: `Account menu for ${member.username}` }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    const visitor = await page.goto(`${env.site.url}/surgeries`);
    assert.match((await visitor?.text()) ?? '', /rel="preload" as="fetch"/, 'the visitor preload is back');
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('draws the landing page’s recent members from the page itself: no API request, no HTTP client', async () => {
    const html = await landingHtmlWithMembers(env.site.url);
    assert.match(html, /<script type="application\/json" id="journeys-recent-members">\[\{"id":/);
    const { page, context, errors } = await openPage(env.browser);
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await page.goto(`${env.site.url}/`, { waitUntil: 'networkidle' });
    await page.getByRole('region', { name: 'Recent members' }).getByRole('img').first().waitFor();
    assert.deepEqual(
      requests.filter((url) => url.startsWith(env.site.apiUrl)),
      [],
      'the visitor’s browser asked the API nothing',
    );
    const scripts = requests.filter((url) => /\.js$/.test(url)).map((url) => new URL(url).pathname);
    assert.ok(
      scripts.every((path) => /^\/(main|bootstrap|landing)\.[0-9a-f]+\.js$/.test(path)),
      `only the shell's entry, bootstrap and landing chunks: ${scripts.join(', ')}`,
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  it('still serves the page at once, with the shell’s own hints, while a remote is down', async () => {
    await env.site.stopModule('feed');
    try {
      const started = Date.now();
      const response = await fetch(`${env.site.url}/surgeries`);
      assert.equal(response.status, 200);
      // The stopped remote's manifest is cached for 10 s or skipped after 500 ms, never waited on.
      assert.ok(Date.now() - started < 1_500, 'the page is not held up by the stopped remote');
      assert.match(await response.text(), /rel="preload" as="script" href="\/member-area\.[0-9a-f]+\.js"/);
    } finally {
      await env.site.startModule('feed');
    }
  });
});
