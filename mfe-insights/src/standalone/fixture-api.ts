/**
 * The standalone page's fixture data: answers GET /insights/* from ../fixtures as the API would
 * (served by the shared frame's serveFixtures). Any other request gets a 404, as for an unknown
 * route.
 */
import type { FixtureAnswer } from '@journeys/shared/ui/standalone-frame';
import { notFoundBody, procedureInsights, procedureList, surgeons } from '../fixtures/insights-fixtures';

export function answerFromFixtures(method: string, path: string): FixtureAnswer {
  if (method !== 'get') return { status: 404, body: notFoundBody(`No fixture for ${path}`) };
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
