// exercises: mfe-auth
import { createHmac } from 'node:crypto';
import { describe, it } from 'node:test';
import { openPage } from '../src/browser';
import { FAKE_FACEBOOK_APP_SECRET } from '../src/fake-graph';
import { API_URL, escapeRegExp } from '../src/site';
import { useSite } from '../src/use-site';

const env = useSite();

/** A data-deletion callback as Facebook signs it: `<HMAC of the payload>.<payload>`, both base64url. */
function signedRequest(userId: string): string {
  const payload = Buffer.from(
    JSON.stringify({ algorithm: 'HMAC-SHA256', issued_at: Math.floor(Date.now() / 1000), user_id: userId }),
  ).toString('base64url');
  const signature = createHmac('sha256', FAKE_FACEBOOK_APP_SECRET).update(payload).digest('base64url');
  return `${signature}.${payload}`;
}

describe('pages opened from links outside the site', () => {
  it("/facebook-deletion shows the status of Facebook's request with its confirmation code", async () => {
    const response = await fetch(`${env.site.apiUrl}/facebook/data-deletion`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ signed_request: signedRequest(`nobody-${Date.now()}`) }).toString(),
    });
    const answer = (await response.json()) as { url: string; confirmation_code: string };
    const { page, context } = await openPage(env.browser);
    await page.goto(answer.url);
    await page.getByRole('heading', { name: 'Facebook data deletion' }).waitFor();
    await page.getByText(/found no Surgery Journeys account linked to this Facebook login/).waitFor();
    await page.getByText(answer.confirmation_code, { exact: true }).waitFor();
    await context.close();
  });

  it('/facebook-deletion with an unknown code says so', async () => {
    const { page, context } = await openPage(env.browser, {
      expectErrors: [
        new RegExp(
          `status of 404 \\(Not Found\\) \\(${escapeRegExp(API_URL)}/facebook/data-deletion/[^)]+\\)$`,
        ),
      ],
    });
    await page.goto(`${env.site.url}/facebook-deletion?code=no-such-code`);
    await page.getByText('No data deletion request has this confirmation code.').waitFor();
    await context.close();
  });

  it('/confirm-email with a dead link says it is invalid or expired', async () => {
    const { page, context } = await openPage(env.browser, {
      expectErrors: [
        new RegExp(`status of 400 \\(Bad Request\\) \\(${escapeRegExp(API_URL)}/account/email/confirm\\)$`),
      ],
    });
    await page.goto(`${env.site.url}/confirm-email?token=not-a-real-token`);
    await page.getByText('This confirmation link is invalid or has expired.').waitFor();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(/\/surgeries$/);
    await context.close();
  });
});
