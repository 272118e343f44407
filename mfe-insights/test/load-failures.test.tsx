import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import ProcedurePage from '../src/exposes/procedure-page';
import ProceduresPage from '../src/exposes/procedures-page';
import SurgeonPage from '../src/exposes/surgeon-page';
import {
  KNEE,
  SURGEON_NPI,
  kneeInsights,
  procedureList,
  surgeonInsights,
} from '../src/fixtures/insights-fixtures';

const api = fakeApiPerTest();

const unavailable = {
  status: 503,
  body: { statusCode: 503, error: 'Service Unavailable', message: 'Service temporarily unavailable' },
};

/** Fails once, then answers: Retry asks again and the page fills in. */
function failsOnce(route: string, body: unknown) {
  let calls = 0;
  api.on(route, () => (++calls === 1 ? unavailable : { status: 200, body }));
}

const PAGES = [
  {
    name: 'the procedures list',
    route: 'GET /insights/procedures',
    body: procedureList,
    render: () => renderWithRouter(<ProceduresPage />, { route: '/procedures' }),
    loading: 'Loading procedures...',
    loaded: 'Recovery by procedure',
  },
  {
    name: 'a procedure',
    route: `GET /insights/procedures/${KNEE.id}`,
    body: kneeInsights,
    render: () =>
      renderWithRouter(<ProcedurePage id={String(KNEE.id)} />, {
        route: `/procedures/${KNEE.id}`,
        path: '/procedures/:id',
      }),
    loading: 'Loading recovery figures...',
    loaded: KNEE.name,
  },
  {
    name: 'a surgeon',
    route: `GET /insights/surgeons/${SURGEON_NPI}`,
    body: surgeonInsights,
    render: () =>
      renderWithRouter(<SurgeonPage npi={SURGEON_NPI} />, {
        route: `/surgeons/${SURGEON_NPI}`,
        path: '/surgeons/:npi',
      }),
    loading: 'Loading surgeon...',
    loaded: 'Maria Lopez',
  },
];

describe.each(PAGES)('$name', ({ route, body, render, loading, loaded }) => {
  it('says it is loading, then shows the failure with Retry, which loads it', async () => {
    failsOnce(route, body);
    render();
    expect(screen.getByText(loading)).toHaveAttribute('role', 'status');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: loaded })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.requests).toHaveLength(2);
  });

  it('is not a Not Found page when the server fails', async () => {
    api.on(route, unavailable);
    render();
    await screen.findByRole('alert');
    expect(screen.queryByRole('heading', { name: 'Not Found' })).not.toBeInTheDocument();
  });
});

describe('an address the API refuses to read (400)', () => {
  it('is the Not Found page, as for an unknown id', async () => {
    api.on(`GET /insights/procedures/${KNEE.id}`, {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'id must be a positive integer' },
    });
    PAGES[1]?.render();
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });
});
