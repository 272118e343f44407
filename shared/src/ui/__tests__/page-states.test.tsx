import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { UseQueryResult } from '@journeys/shared/query';
import { ApiError, isNotFoundAnswer } from '@journeys/shared/api';
import { useLanguageInTest } from '@journeys/shared/testing';
import { LoadState } from '../load-state';
import { NotFoundMessage } from '../not-found-message';
import { usePageMeta } from '../use-page-meta';

function query(state: Partial<UseQueryResult>): UseQueryResult {
  return { isPending: false, error: null, refetch: jest.fn(), ...state } as unknown as UseQueryResult;
}

afterEach(async () => {
  await useLanguageInTest('en');
  document.title = '';
});

describe('LoadState', () => {
  it('says the page is loading in a status line', () => {
    render(<LoadState query={query({ isPending: true })} loading="Loading…" failed="Failed" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('shows the failure and loads again from Retry', async () => {
    const failed = query({ error: new Error('socket hang up') });
    render(<LoadState query={failed} loading="Loading…" failed="Could not load." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it('says Retry in Spanish on a Spanish page', async () => {
    await useLanguageInTest('es');
    render(<LoadState query={query({ error: new Error('x') })} loading="Cargando…" failed="No se pudo." />);
    // The error is there at once; its button once the Spanish words have come.
    expect(screen.getByRole('alert')).toHaveTextContent('No se pudo.');
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });
});

describe('NotFoundMessage', () => {
  it('gives a heading, the text and the way back to the surgeries, and leaves the tab alone', () => {
    document.title = 'Surgery Journeys';
    render(
      <MemoryRouter>
        <NotFoundMessage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is nothing at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Surgeries' })).toHaveAttribute('href', '/surgeries');
    expect(document.title).toBe('Surgery Journeys');
  });

  it('names the tab on a remote page, in its language, and gives the old title back when it goes', async () => {
    await useLanguageInTest('es');
    document.title = 'Surgery Journeys';
    const { unmount } = render(
      <MemoryRouter>
        <NotFoundMessage titled />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
    expect(document.title).toBe('No encontrado — Surgery Journeys');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'No hay nada en esta dirección.',
    );
    unmount();
    expect(document.title).toBe('Surgery Journeys');
  });
});

describe('usePageMeta', () => {
  function Page({ page }: { page?: string }) {
    usePageMeta(page);
    return null;
  }

  it('leaves the title alone while the page has no name yet (still loading)', () => {
    document.title = 'Before';
    const { rerender } = render(<Page />);
    expect(document.title).toBe('Before');
    rerender(<Page page="Knee replacement" />);
    expect(document.title).toBe('Knee replacement — Surgery Journeys');
  });
});

describe('isNotFoundAnswer', () => {
  it('reads 404 and 400 as an address that names nothing, anything else as a failure', () => {
    expect(isNotFoundAnswer(new ApiError('Not found', 404))).toBe(true);
    expect(isNotFoundAnswer(new ApiError('Bad id', 400))).toBe(true);
    expect(isNotFoundAnswer(new ApiError('Server', 500))).toBe(false);
    expect(isNotFoundAnswer(new Error('socket hang up'))).toBe(false);
  });
});
