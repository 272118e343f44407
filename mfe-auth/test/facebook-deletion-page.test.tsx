import { screen } from '@testing-library/react';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import FacebookDeletionPage from '../src/exposes/facebook-deletion-page';

const api = fakeApiPerTest();

const renderPage = (route: string) =>
  renderWithRouter(<FacebookDeletionPage />, { route, path: '/facebook-deletion' });

const status = (value: 'deleted' | 'not_found') => ({
  status: 200,
  body: { confirmationCode: 'abc123', status: value, requestedAt: '2026-11-23T10:00:00.000Z' },
});

describe('FacebookDeletionPage', () => {
  it('shows that the data was deleted, with the confirmation code', async () => {
    api.on('GET /facebook/data-deletion/:code', status('deleted'));
    renderPage('/facebook-deletion?code=abc123');
    expect(
      await screen.findByText('Your Surgery Journeys account and data have been deleted.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText('abc123')).toBeInTheDocument();
    expect(api.requests[0]?.url).toBe('/facebook/data-deletion/abc123');
  });

  it('says nothing was found when no account was linked', async () => {
    api.on('GET /facebook/data-deletion/:code', status('not_found'));
    renderPage('/facebook-deletion?code=abc123');
    expect(await screen.findByText(/no Surgery Journeys account linked/)).toHaveAttribute('role', 'status');
    expect(screen.getByText('abc123')).toBeInTheDocument();
  });

  it('says the code is unknown when the API has no such request', async () => {
    api.on('GET /facebook/data-deletion/:code', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Not found' },
    });
    renderPage('/facebook-deletion?code=nope');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No data deletion request has this confirmation code.',
    );
  });

  it('says the code is unknown without one, asking the API nothing', () => {
    renderPage('/facebook-deletion');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'No data deletion request has this confirmation code.',
    );
    expect(api.requests).toHaveLength(0);
  });
});
