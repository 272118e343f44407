import { screen, waitFor } from '@testing-library/react';
import { ApiError, fetchStates } from '@journeys/shared/api';
import { installFakeApi, renderWithQuery, type FakeApi } from '../../testing';
import { createQueryClient, queryKeys, shouldRetry, STALE_TIME_MS, useQuery } from '..';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const stateReads = () => api.requests.filter((r) => r.method === 'GET' && r.url === '/states').length;

function StateCount({ label, retryDelay }: { label: string; retryDelay?: number }) {
  const { data, isError } = useQuery({
    queryKey: queryKeys.reference.states,
    queryFn: fetchStates,
    retryDelay,
  });
  if (isError) return <p>{label}: failed</p>;
  return <p>{data ? `${label}: ${data.length} states` : `${label}: loading`}</p>;
}

describe('the query client', () => {
  it('does not retry a 4xx (the answer will not change), and retries a network error or 5xx twice', () => {
    expect(shouldRetry(0, new ApiError('Not Found', 404))).toBe(false);
    expect(shouldRetry(0, new ApiError('Please log in', 401))).toBe(false);
    expect(shouldRetry(0, new ApiError('Network error', 0))).toBe(true);
    expect(shouldRetry(1, new ApiError('Unavailable', 503))).toBe(true);
    expect(shouldRetry(2, new ApiError('Unavailable', 503))).toBe(false);
  });

  it('keeps answers fresh for a minute and never refetches on window focus', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(STALE_TIME_MS);
    expect(STALE_TIME_MS).toBeGreaterThanOrEqual(60_000);
    expect(defaults?.refetchOnWindowFocus).toBe(false);
  });
});

describe('one page, one request per piece of data', () => {
  it('two components asking for the same key share one request, and a remount asks nothing', async () => {
    api.on('GET /states', { status: 200, body: [{ id: 1, name: 'Maine', code: 'ME' }], delayMs: 10 });
    const { client, unmount } = renderWithQuery(
      <>
        <StateCount label="step" />
        <StateCount label="summary" />
      </>,
    );
    expect(await screen.findByText('step: 1 states')).toBeInTheDocument();
    expect(screen.getByText('summary: 1 states')).toBeInTheDocument();
    unmount();

    renderWithQuery(<StateCount label="again" />, { client });
    expect(screen.getByText('again: 1 states')).toBeInTheDocument();
    expect(stateReads()).toBe(1);
  });

  it('asks once for a 404 with the real retry policy, and three times for a 503', async () => {
    const client = createQueryClient();
    api.on('GET /states', { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'gone' } });
    renderWithQuery(<StateCount label="missing" retryDelay={0} />, { client });
    expect(await screen.findByText('missing: failed')).toBeInTheDocument();
    expect(stateReads()).toBe(1);

    client.clear();
    api.on('GET /states', { status: 503, body: { statusCode: 503, error: 'x', message: 'down' } });
    renderWithQuery(<StateCount label="down" retryDelay={0} />, { client });
    expect(await screen.findByText('down: failed')).toBeInTheDocument();
    await waitFor(() => expect(stateReads()).toBe(1 + 3));
  });
});
