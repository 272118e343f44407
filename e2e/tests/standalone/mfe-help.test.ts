// The Help team's browser tests (docs/ci.md §2): the mfe-help standalone page on the
// real API. A change only under mfe-help/ runs these and the composed smoke of its page: add a
// test for each screen the page shows.
import { describe, it } from 'node:test';
import { useStandalone } from '../../src/use-standalone';

const env = useStandalone('mfe-help');

describe('Help, standalone', () => {
  it('shows its page', async () => {
    const { page, context } = await env.openPage();
    await page.goto(`${env.url}/help`);
    await page.getByText(`${env.title} — standalone`).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Help' }).waitFor();
    await context.close();
  });
});
