import { answerFromFixtures as answer } from '../src/standalone/fixture-api';
import {
  HIP,
  QUIET_SURGEON_NPI,
  SURGEON_NPI,
  hipInsights,
  procedureList,
  quietSurgeonInsights,
  surgeonInsights,
} from '../src/fixtures/insights-fixtures';

describe("the insights standalone page's fixture API", () => {
  it('answers the list, each procedure and each surgeon as the API would', () => {
    expect(answer('get', '/insights/procedures')).toEqual({ status: 200, body: procedureList });
    expect(answer('get', `/insights/procedures/${HIP.id}`)).toEqual({ status: 200, body: hipInsights });
    expect(answer('get', `/insights/surgeons/${SURGEON_NPI}`)).toEqual({
      status: 200,
      body: surgeonInsights,
    });
    expect(answer('get', `/insights/surgeons/${QUIET_SURGEON_NPI}`)).toEqual({
      status: 200,
      body: quietSurgeonInsights,
    });
  });

  it('is a 404 with the API’s words for a procedure or surgeon it does not have', () => {
    expect(answer('get', '/insights/procedures/999')).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND', message: 'Surgery type not found' },
    });
    expect(answer('get', '/insights/surgeons/1999999999')).toMatchObject({
      status: 404,
      body: { message: 'Surgeon not found' },
    });
  });

  it('is a 404 for any other path or method', () => {
    for (const [method, path] of [
      ['get', '/insights/surgeons/12345'],
      ['get', '/reviews'],
      ['post', '/insights/procedures'],
    ] as const)
      expect(answer(method, path)).toMatchObject({ status: 404, body: { code: 'NOT_FOUND' } });
  });
});
