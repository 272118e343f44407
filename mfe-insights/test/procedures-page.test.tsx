import { screen } from '@testing-library/react';
import { paths } from '@journeys/shared/contracts';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import ProceduresPage from '../src/exposes/procedures-page';
import { KNEE, SHOULDER, procedureList } from '../src/fixtures/insights-fixtures';

const api = fakeApiPerTest();

describe('ProceduresPage', () => {
  it('lists every procedure with its journeys, most first, each linking to its page', async () => {
    api.on('GET /insights/procedures', { status: 200, body: procedureList });
    renderWithRouter(<ProceduresPage />, { route: '/procedures' });
    expect(screen.getByRole('heading', { level: 1, name: 'Recovery by procedure' })).toBeInTheDocument();
    expect(screen.getByText('Loading procedures...')).toHaveAttribute('role', 'status');
    const links = await screen.findAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      'Lumbar Spinal Fusion 126 journeys',
      'Knee Arthroscopy 42 journeys',
      'Total Hip Replacement 11 journeys',
      'Rotator Cuff Repair 10 journeys',
    ]);
    expect(links[1]).toHaveAttribute('href', paths.procedure(KNEE.id));
    expect(links[3]).toHaveAttribute('href', paths.procedure(SHOULDER.id));
    expect(document.title).toBe('Recovery by procedure — Surgery Journeys');
  });

  it('says when nothing has been shared yet', async () => {
    api.on('GET /insights/procedures', { status: 200, body: [] });
    renderWithRouter(<ProceduresPage />, { route: '/procedures' });
    expect(await screen.findByText('No journeys have been shared yet.')).toBeInTheDocument();
  });

  it('offers Retry when the list cannot load', async () => {
    api.on('GET /insights/procedures', {
      status: 503,
      body: {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'SERVICE_UNAVAILABLE',
        message: 'Service temporarily unavailable',
      },
    });
    renderWithRouter(<ProceduresPage />, { route: '/procedures' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service temporarily unavailable');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
