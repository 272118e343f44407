import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeReview } from '@journeys/shared/testing';
import type { DoctorSearchResult, State, SurgeryType } from '@journeys/shared/rules';
import { page, renderFeed, renderFeedWithHistory, reviewRequests } from './helpers';

// The filter bar is a lazy chunk and these tests walk several addresses: slower than one render.
jest.setTimeout(15_000);

const api = fakeApiPerTest();

const SURGERY_TYPES: SurgeryType[] = [
  { id: 5, name: 'Knee Arthroscopy', description: '' },
  { id: 9, name: 'Hip Replacement', description: '' },
];
const STATES: State[] = [
  { id: 5, name: 'California', code: 'CA' },
  { id: 7, name: 'Connecticut', code: 'CT' },
];
const DOCTORS: DoctorSearchResult[] = [
  { npi: '1111111111', name: 'Daniel N. Fish, MD', address: '1 Elm St, Hartford, CT' },
  { npi: '2222222222', name: 'Dana Fisher', address: '2 Oak St, Sacramento, CA' },
];

beforeEach(() => {
  api.on('GET /surgery-types', { status: 200, body: SURGERY_TYPES });
  api.on('GET /states', { status: 200, body: STATES });
  api.on('GET /reviews', page([makeReview({ description: 'A journey.' })]));
});

const location = () => screen.getByTestId('location');
// The bar is a lazy chunk: its first import in a test run compiles it, well past findBy's second.
const control = (name: string) => screen.findByRole('combobox', { name }, { timeout: 5_000 });
const searchBox = () => screen.findByRole('searchbox', { name: 'Search journeys' });
const lastRequest = () => reviewRequests(api).at(-1)?.params;

describe('filters in the address', () => {
  it('shows the address’s filters in the controls and as chips, and asks the API for them', async () => {
    renderFeed('/surgeries?procedure=5&state=5&q=knee%20pain&sort=updates');

    const procedure = await control('Procedure');
    await waitFor(() => expect(procedure).toHaveDisplayValue('Knee Arthroscopy'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('California'),
    );
    expect(await searchBox()).toHaveValue('knee pain');
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Most updates');

    const chips = screen.getByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Remove filter: Knee Arthroscopy', 'Remove filter: California', 'Remove filter: "knee pain"']);
    expect(screen.getByRole('button', { name: 'Clear Filters (3)' })).toBeInTheDocument();
    expect(reviewRequests(api)[0]?.params).toEqual({
      procedure: 5,
      state: 5,
      q: 'knee pain',
      sort: 'updates',
    });
  });

  it('reads values that name nothing as no filter', async () => {
    renderFeed('/surgeries?procedure=abc&state=0&surgeon=12345&q=%20%20&sort=best');
    await screen.findByRole('article');
    expect(reviewRequests(api)[0]?.params).toEqual({});
    expect(screen.queryByRole('button', { name: /Clear Filters/ })).not.toBeInTheDocument();
    expect(await control('Sort by')).toHaveDisplayValue('Newest');
  });

  it('counts every active filter in Clear Filters (n), which keeps the sort', async () => {
    renderFeed('/surgeries?surgery=7&user=12&procedure=5&state=7&surgeon=1111111111&q=stairs&sort=comments');
    const clear = await screen.findByRole('button', { name: 'Clear Filters (6)' });
    expect(lastRequest()).toEqual({
      surgery: 7,
      user: 12,
      procedure: 5,
      state: 7,
      surgeon: '1111111111',
      q: 'stairs',
      sort: 'comments',
    });
    await userEvent.click(clear);
    expect(location()).toHaveTextContent(/^\/surgeries\?sort=comments$/);
    await waitFor(() => expect(lastRequest()).toEqual({ sort: 'comments' }));
  });

  it('names a chip by number until the name is known', async () => {
    api.on('GET /surgery-types', { status: 200, body: [] });
    api.on('GET /reviews', page([]));
    renderFeed('/surgeries?procedure=42&surgeon=3333333333&user=12&surgery=8');
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Remove filter: Procedure 42',
      'Remove filter: NPI 3333333333',
      'Remove filter: Member 12',
      'Remove filter: Surgery 8',
    ]);
  });

  it("reads a 'Worth it' answer from the address, and ignores a value it does not know", async () => {
    const { unmount } = renderFeed('/surgeries?worthIt=no&state=7');
    const worthIt = await control('Worth it');
    expect(worthIt).toHaveDisplayValue('Not worth it');
    expect(
      within(worthIt)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All answers', 'Worth it', 'Not sure yet', 'Not worth it']);
    const chips = screen.getByRole('list', { name: 'Active filters' });
    await waitFor(() =>
      expect(
        within(chips)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Remove filter: Connecticut', 'Remove filter: Not worth it']),
    );
    expect(reviewRequests(api)[0]?.params).toEqual({ state: 7, worthIt: 'no' });
    unmount();

    renderFeed('/surgeries?worthIt=maybe');
    expect(await control('Worth it')).toHaveDisplayValue('All answers');
    expect(lastRequest()).toEqual({});
    expect(screen.queryByRole('button', { name: /Clear Filters/ })).not.toBeInTheDocument();
  });
});

describe('changing filters', () => {
  it('picks a procedure: a new history entry, chip and count; Back and Forward walk the filters', async () => {
    api.on('GET /reviews', (req) =>
      req.params.procedure === 5
        ? page([makeReview({ description: 'Arthroscopy story.' })], null, 1)
        : page([makeReview()], null, 42),
    );
    renderFeedWithHistory();
    expect(await screen.findByText('42 journeys')).toBeInTheDocument();

    const procedure = await control('Procedure');
    await waitFor(() =>
      expect(within(procedure).getByRole('option', { name: 'Knee Arthroscopy' })).toBeInTheDocument(),
    );
    await userEvent.selectOptions(procedure, 'Knee Arthroscopy');
    expect(location()).toHaveTextContent(/^\/surgeries\?procedure=5$/);
    expect(await screen.findByText('Arthroscopy story.')).toBeInTheDocument();
    expect(screen.getByText('1 journey')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: Knee Arthroscopy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters (1)' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(location()).toHaveTextContent(/^\/surgeries$/);
    expect(await screen.findByText('42 journeys')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Procedure' })).toHaveDisplayValue('All procedures'),
    );
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Browser Forward' }));
    expect(await screen.findByText('1 journey')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Procedure' })).toHaveDisplayValue('Knee Arthroscopy');
  });

  it("picks a 'Worth it' answer: the address, the chip and the request; removing the chip clears it", async () => {
    renderFeedWithHistory();
    const worthIt = await control('Worth it');
    await userEvent.selectOptions(worthIt, 'Not sure yet');
    expect(location()).toHaveTextContent(/^\/surgeries\?worthIt=not_yet$/);
    await waitFor(() => expect(lastRequest()).toEqual({ worthIt: 'not_yet' }));
    expect(screen.getByRole('button', { name: 'Clear Filters (1)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter: Not sure yet' }));
    expect(location()).toHaveTextContent(/^\/surgeries$/);
    expect(screen.getByRole('combobox', { name: 'Worth it' })).toHaveDisplayValue('All answers');
  });

  it('removes a chip: the address loses that filter and focus moves to the next chip', async () => {
    renderFeedWithHistory('/surgeries?procedure=5&state=5&q=knee');
    const remove = await screen.findByRole('button', { name: 'Remove filter: California' });
    await userEvent.click(remove);
    expect(location()).toHaveTextContent(/^\/surgeries\?procedure=5&q=knee$/);
    await waitFor(() => expect(lastRequest()).toEqual({ procedure: 5, q: 'knee' }));
    expect(screen.getByRole('button', { name: 'Remove filter: "knee"' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Clear Filters (2)' })).toBeInTheDocument();

    await userEvent.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/surgeries\?procedure=5$/);
    expect(await searchBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove filter: Knee Arthroscopy' })).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/surgeries$/);
    // The last chip gone, focus returns to the bar rather than being lost.
    expect(await searchBox()).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Browser Back' }));
    expect(location()).toHaveTextContent(/^\/surgeries\?procedure=5$/);
  });

  it('searches on Enter only: typing adds no history entry, blank text removes the search', async () => {
    api.on('GET /reviews', (req) => (req.params.q === 'zzzz' ? page([]) : page([makeReview()])));
    renderFeedWithHistory();
    const box = await searchBox();
    await userEvent.type(box, 'zzzz');
    expect(location()).toHaveTextContent(/^\/surgeries$/);
    expect(reviewRequests(api)).toHaveLength(1);

    await userEvent.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/surgeries\?q=zzzz$/);
    expect(await screen.findByText('No results found for your current filters.')).toBeInTheDocument();
    expect(screen.getByText('0 journeys')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove filter: "zzzz"' })).toBeInTheDocument();
    // Best match is the default order while searching.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Best match');

    await userEvent.clear(box);
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toHaveTextContent(/^\/surgeries$/);
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('sorts: another order is in the address, Newest is the default and leaves it', async () => {
    renderFeed('/surgeries?state=7');
    const sort = await control('Sort by');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Most updates', 'Most discussed']);
    await userEvent.selectOptions(sort, 'Most discussed');
    expect(location()).toHaveTextContent(/^\/surgeries\?state=7&sort=comments$/);
    await waitFor(() => expect(lastRequest()).toEqual({ state: 7, sort: 'comments' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Newest');
    expect(location()).toHaveTextContent(/^\/surgeries\?state=7$/);
  });

  it('shows the number of matching journeys from the API’s total, over every page', async () => {
    api.on('GET /reviews', page([makeReview()], 'next', 42));
    renderFeed();
    expect(await screen.findByText('42 journeys')).toBeInTheDocument();
  });
});

describe('surgeon typeahead', () => {
  beforeEach(() => {
    api.on('GET /doctors/search', (req) => ({
      status: 200,
      body: { doctors: String(req.params.q).startsWith('fish') ? DOCTORS : [], hasMore: false },
    }));
  });

  it('is a combobox: arrows move through the suggestions, Enter picks, the chip names the surgeon', async () => {
    renderFeed();
    const box = await control('Surgeon');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'fish');
    const list = await screen.findByRole('listbox', { name: 'Surgeons' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Daniel N. Fish1 Elm St, Hartford, CT',
      'Dana Fisher2 Oak St, Sacramento, CA',
    ]);
    // Told to screen readers once per answer.
    expect(screen.getByText('2 surgeons found')).toHaveAttribute('role', 'status');

    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]?.id);
    expect(box).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    expect(location()).toHaveTextContent(/^\/surgeries\?surgeon=2222222222$/);
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('button', { name: 'Remove filter: Dana Fisher' })).toBeInTheDocument();
    await waitFor(() => expect(lastRequest()).toEqual({ surgeon: '2222222222' }));
  });

  it('Escape closes the suggestions, a second Escape clears the box', async () => {
    renderFeed();
    const box = await control('Surgeon');
    await userEvent.type(box, 'fish');
    await screen.findByRole('listbox', { name: 'Surgeons' });
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox', { name: 'Surgeons' })).not.toBeInTheDocument();
    expect(box).toHaveValue('fish');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(location()).toHaveTextContent(/^\/surgeries$/);
  });

  it('searches in the state the feed is filtered by, picks with the pointer, and says when none match', async () => {
    renderFeed('/surgeries?state=5');
    const box = await control('Surgeon');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'State' })).toHaveDisplayValue('California'),
    );
    await userEvent.type(box, 'nobody');
    expect(await screen.findByText('No surgeons found', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('No surgeons found', { selector: '[role=status]' })).toBeInTheDocument();
    const searches = api.requests.filter((r) => r.url === '/doctors/search');
    expect(searches.at(-1)?.params).toMatchObject({ state: 'california', q: 'nobody' });
    // The debounce: one request for the whole word, not one per letter.
    expect(searches).toHaveLength(1);

    await userEvent.clear(box);
    await userEvent.type(box, 'fish');
    await userEvent.click(await screen.findByRole('option', { name: /Daniel N\. Fish/ }));
    expect(location()).toHaveTextContent(/^\/surgeries\?state=5&surgeon=1111111111$/);
    expect(await screen.findByRole('button', { name: 'Remove filter: Daniel N. Fish' })).toBeInTheDocument();
  });
});
