import { screen } from '@testing-library/react';
import type { DoctorSearchPage } from '@journeys/shared/domain';
import { renderWithRouter, type FakeApi, type FakeRequest } from '@journeys/shared/testing';
import SurgeryWizard from '../src/exposes/surgery-wizard';
import {
  chooseState,
  clickAndSettle,
  doctors,
  installWizardApi,
  passDebounce,
  searchRequests,
  setupUser,
  stepText,
  type User,
} from './helpers';

let api: FakeApi;

beforeEach(() => {
  jest.useFakeTimers();
  api = installWizardApi();
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

async function openSearch(): Promise<User> {
  const user = setupUser();
  renderWithRouter(<SurgeryWizard />, { route: '/create-review' });
  await chooseState(user, 'New Hampshire');
  return user;
}

function reply(handler: (request: FakeRequest) => DoctorSearchPage) {
  api.on('GET /doctors/search', (request) => ({ status: 200, body: handler(request) }));
}

it('searches the chosen state, debounced: typing fast sends one request', async () => {
  const user = await openSearch();
  const input = screen.getByLabelText('Search for your surgeon');
  expect(screen.getByLabelText('State')).toHaveDisplayValue('New Hampshire');

  await user.type(input, 'smith');
  expect(searchRequests(api)).toHaveLength(0);
  expect(screen.getByText('Searching...')).toBeInTheDocument();
  await passDebounce(299);
  expect(searchRequests(api)).toHaveLength(0);
  await passDebounce(1);

  expect(searchRequests(api)).toHaveLength(1);
  expect(searchRequests(api)[0]?.params).toMatchObject({
    state: 'new_hampshire',
    q: 'smith',
    page: 1,
    pageSize: 10,
  });
  expect(await screen.findByRole('button', { name: /Jane Q\. Doe, MD.*1 Main St/ })).toBeInTheDocument();
});

it("sends '*' for All States, says 'No results in All States' and clears the phrase", async () => {
  reply(() => ({ doctors: [], hasMore: false }));
  const user = await openSearch();
  await user.type(screen.getByLabelText('Search for your surgeon'), 'zzz');
  await passDebounce();
  expect(await screen.findByText('No results in New Hampshire')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Search All States' }));
  await passDebounce();
  expect(searchRequests(api).at(-1)?.params).toMatchObject({ state: '*', q: 'zzz' });
  expect(await screen.findByText('No results in All States')).toBeInTheDocument();
  expect(screen.getByLabelText('State')).toHaveDisplayValue('All States');
  expect(screen.queryByRole('button', { name: 'Search All States' })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Clear search' }));
  expect(screen.getByLabelText('Search for your surgeon')).toHaveValue('');
  await passDebounce();
  expect(searchRequests(api).at(-1)?.params).toMatchObject({ state: '*', q: '' });
});

it('choosing another state in the selector searches there', async () => {
  const user = await openSearch();
  await user.selectOptions(screen.getByLabelText('State'), 'Connecticut');
  await passDebounce();
  expect(searchRequests(api).at(-1)?.params).toMatchObject({ state: 'connecticut' });
});

it('loads pages of 10 while hasMore, then says there are no more', async () => {
  reply(({ params }) =>
    params.page === 1 ? { doctors: doctors(10), hasMore: true } : { doctors: doctors(3, 10), hasMore: false },
  );
  await openSearch();
  await passDebounce();
  expect(await screen.findByRole('button', { name: /Doctor 10/ })).toBeInTheDocument();
  expect(screen.queryByText(/No more results/)).not.toBeInTheDocument();

  await clickAndSettle(screen.getByRole('button', { name: 'Load more results' }));
  expect(await screen.findByRole('button', { name: /Doctor 13/ })).toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Search results' }).children).toHaveLength(13);
  expect(searchRequests(api).at(-1)?.params).toMatchObject({ page: 2, state: 'new_hampshire' });
  expect(screen.getByText('No more results in New Hampshire')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more results' })).not.toBeInTheDocument();
});

it('drops a stale answer that arrives after a newer search', async () => {
  const old = { npi: '1111111111', name: 'Old Result', address: 'x' };
  const fresh = { npi: '2222222222', name: 'New Result', address: 'y' };
  api.on('GET /doctors/search', ({ params }) =>
    params.q === 'sm'
      ? { status: 200, delayMs: 1000, body: { doctors: [old], hasMore: false } }
      : { status: 200, body: { doctors: [fresh], hasMore: false } },
  );
  const user = await openSearch();
  const input = screen.getByLabelText('Search for your surgeon');
  await user.type(input, 'sm');
  await passDebounce();
  await user.type(input, 'ith');
  await passDebounce();
  expect(await screen.findByRole('button', { name: /New Result/ })).toBeInTheDocument();
  await passDebounce(1000);
  expect(screen.queryByRole('button', { name: /Old Result/ })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: /New Result/ })).toBeInTheDocument();
});

it('logs a failed search without breaking the step', async () => {
  const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  api.on('GET /doctors/search', { status: 500, body: { statusCode: 500, error: 'x', message: 'db down' } });
  await openSearch();
  await passDebounce();
  await passDebounce(10);
  expect(logged).toHaveBeenCalledWith(
    'Doctor search failed',
    expect.objectContaining({ message: 'db down' }),
  );
  expect(screen.queryByText(/No results in/)).not.toBeInTheDocument();
  expect(screen.getByLabelText('Search for your surgeon')).toBeEnabled();
  expect(stepText()).toBe('Step 2 of 9');
  logged.mockRestore();
});

it('selecting a result advances to the procedures step', async () => {
  const user = await openSearch();
  await passDebounce();
  await user.click(await screen.findByRole('button', { name: /Jane Q\. Doe/ }));
  expect(stepText()).toBe('Step 3 of 9');
  await screen.findByRole('option', { name: 'Knee replacement' });
  expect(screen.getByRole('heading', { name: 'Procedures' })).toHaveFocus();
});
