/**
 * The standalone page's fixture data: answers GET /insights/* from ../fixtures as the API would,
 * through the one HTTP client's adapter hook, so QA sees every display case without a database.
 * Any other request gets a 404, as for an unknown route.
 */
import { setHttpAdapter } from '@journeys/shared/api';
import { notFoundBody, procedureInsights, procedureList, surgeons } from '../fixtures/insights-fixtures';

type Adapter = NonNullable<Parameters<typeof setHttpAdapter>[0]>;

function answer(path: string): { status: number; body: unknown } {
  if (path === '/insights/procedures') return { status: 200, body: procedureList };
  const procedure = /^\/insights\/procedures\/(\d+)$/.exec(path);
  if (procedure) {
    const found = procedureInsights[Number(procedure[1])];
    return found
      ? { status: 200, body: found }
      : { status: 404, body: notFoundBody('Surgery type not found') };
  }
  const surgeon = /^\/insights\/surgeons\/(\d{10})$/.exec(path);
  if (surgeon) {
    const found = surgeons[surgeon[1] ?? ''];
    return found ? { status: 200, body: found } : { status: 404, body: notFoundBody('Surgeon not found') };
  }
  return { status: 404, body: notFoundBody(`No fixture for ${path}`) };
}

const fixtureAdapter: Adapter = async (config) => {
  const { status, body } = answer(new URL(config.url ?? '', 'http://fixtures.invalid').pathname);
  // A short wait, so the loading state shows as it would over a network.
  await new Promise((resolve) => setTimeout(resolve, 150));
  return { data: body, status, statusText: String(status), headers: {}, config };
};

export function serveFixtures(): void {
  setHttpAdapter(fixtureAdapter);
}
