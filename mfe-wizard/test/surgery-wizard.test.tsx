import { fireEvent, screen, within } from '@testing-library/react';
import {
  makeCurrentUser,
  makeReview,
  makeUpdate,
  renderWithRouter,
  signInAs,
  signOut,
  type FakeApi,
} from '@journeys/shared/testing';
import SurgeryWizard from '../src/exposes/surgery-wizard';
import {
  cachedFeed,
  addProcedure,
  captureEvents,
  chooseState,
  chooseSurgeon,
  installWizardApi,
  next,
  setupUser,
  sideOf,
  stepText,
  submit,
  type User,
} from './helpers';

let api: FakeApi;
let events: ReturnType<typeof captureEvents>;

beforeEach(() => {
  jest.useFakeTimers();
  api = installWizardApi();
  events = captureEvents();
});

afterEach(() => {
  events.stop();
  api.restore();
  signOut();
  jest.useRealTimers();
});

function renderCreate() {
  return renderWithRouter(<SurgeryWizard />, { route: '/create-review' });
}

/** Walks the create wizard up to the date step with one procedure added. */
async function walkToDate(user: User) {
  await chooseState(user);
  await chooseSurgeon(user);
  await addProcedure(user, 'Knee replacement', 'Left');
  await next(user);
}

/** Walks the create wizard to step 7 with every answer given. */
async function walkToDetails(user: User) {
  await chooseState(user);
  await chooseSurgeon(user);
  await addProcedure(user, 'Knee replacement', 'Left');
  await addProcedure(user, 'Knee replacement', 'Right');
  await user.click(screen.getByRole('button', { name: 'Add a procedure type' }));
  await user.type(screen.getByLabelText('Name'), '  Meniscus repair  ');
  await user.type(screen.getByLabelText('Description'), '  Trims the meniscus.  ');
  await user.click(screen.getByRole('button', { name: 'Save procedure type' }));
  await user.click(within(screen.getByRole('group', { name: 'Side' })).getByRole('radio', { name: 'Left' }));
  await user.click(screen.getByRole('button', { name: 'Add procedure' }));
  await next(user);
  fireEvent.change(screen.getByLabelText('Surgery date'), { target: { value: '2024-03-05' } });
  await next(user);
  await user.click(screen.getByRole('button', { name: /Moderately better than before surgery/ }));
  await next(user);
  await user.click(screen.getByRole('radio', { name: '4 stars: Satisfied' }));
  await next(user);
  await user.type(screen.getByLabelText('Additional details'), '  Went well.  ');
}

describe('create', () => {
  it('walks all 7 steps and posts the exact payload, then toasts and goes to /surgeries', async () => {
    signInAs(makeCurrentUser({ id: 5, surgeryCount: 0 }));
    api.on('POST /review', { status: 201, body: makeReview({ id: 99 }) });
    const user = setupUser();
    const feed = cachedFeed(renderCreate().client);

    expect(stepText()).toBe('Step 1 of 7');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await walkToDetails(user);
    expect(stepText()).toBe('Step 7 of 7');
    await submit();

    expect(await screen.findByText('/surgeries')).toHaveAttribute('data-testid', 'location');
    const posts = api.requests.filter((r) => r.method === 'POST' && r.url === '/review');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.body).toEqual({
      surgeryYear: 2024,
      surgeryMonth: 3,
      surgeryDay: 5,
      npi: '1234567893',
      state: 'New Hampshire',
      procedures: [
        { id: 3, name: 'Knee replacement', description: 'Replaces the knee joint.', side: 'bilateral' },
        { id: null, name: 'Meniscus repair', description: 'Trims the meniscus.', side: 'left' },
      ],
      rating: 4,
      symptom: 6,
      description: 'Went well.',
    });
    expect(events.toasts).toEqual(['Surgery Submitted Successfully']);
    expect(feed.reloads()).toBe(true);
    // The session user is re-read: surgeryCount just changed.
    expect(api.requests.some((r) => r.method === 'GET' && r.url === '/patient/me')).toBe(true);
  });

  it('shows the server message on the last step and keeps every answer', async () => {
    api.on('POST /review', {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'Unknown state' },
    });
    const user = setupUser();
    renderCreate();
    await walkToDetails(user);
    await submit();

    expect(await screen.findByRole('alert')).toHaveTextContent('Unknown state');
    expect(stepText()).toBe('Step 7 of 7');
    expect(screen.getByTestId('location')).toHaveTextContent('/create-review');
    expect(screen.getByLabelText('Additional details')).toHaveValue('  Went well.  ');
    expect(events.toasts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: '4 stars: Satisfied' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Moderately better/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('advances when a state is chosen and focuses each step heading', async () => {
    const user = setupUser();
    renderCreate();
    expect(screen.getByRole('heading', { name: 'Select your state' })).toHaveFocus();
    await chooseState(user, 'Connecticut');
    expect(stepText()).toBe('Step 2 of 7');
    expect(screen.getByRole('heading', { name: 'Find your surgeon' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Connecticut' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('blocks step 1 without a state and says when states fail to load', async () => {
    api.on('GET /states', { status: 500, body: { statusCode: 500, error: 'x', message: 'boom' } });
    const user = setupUser();
    renderCreate();
    expect(await screen.findByText('Failed to load states')).toHaveAttribute('role', 'alert');
    await next(user);
    expect(stepText()).toBe('Step 1 of 7');
    expect(screen.getByText('Choose a state')).toHaveAttribute('role', 'alert');
  });

  it('Cancel and Close go to /surgeries', async () => {
    const user = setupUser();
    const { unmount } = renderCreate();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surgeries$/);
    unmount();
    renderCreate();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surgeries$/);
  });
});

describe('procedures', () => {
  it('needs at least one procedure', async () => {
    const user = setupUser();
    renderCreate();
    await chooseState(user);
    await chooseSurgeon(user);
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Add at least one procedure');
    expect(stepText()).toBe('Step 3 of 7');
  });

  it('merges left and right of the same procedure into bilateral', async () => {
    const user = setupUser();
    renderCreate();
    await chooseState(user);
    await chooseSurgeon(user);
    await addProcedure(user, 'Hip replacement', 'Right');
    expect(sideOf('Hip replacement')).toBe('right');
    await addProcedure(user, 'Hip replacement', 'Left');
    expect(screen.getAllByRole('group', { name: 'Side for Hip replacement' })).toHaveLength(1);
    expect(sideOf('Hip replacement')).toBe('bilateral');
  });

  it('a new procedure type needs a trimmed name and description', async () => {
    const user = setupUser();
    renderCreate();
    await chooseState(user);
    await chooseSurgeon(user);
    await user.click(await screen.findByRole('button', { name: 'Add a procedure type' }));
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save procedure type' }));
    expect(screen.getByText('Name is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Description is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Name')).toHaveFocus();

    await user.type(screen.getByLabelText('Name'), 'Rotator cuff repair');
    await user.type(screen.getByLabelText('Description'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save procedure type' }));
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Description is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Description'), 'Reattaches the tendon.');
    await user.click(screen.getByRole('button', { name: 'Save procedure type' }));
    const select = screen.getByLabelText('Procedure type') as HTMLSelectElement;
    expect(select.selectedOptions[0]).toHaveTextContent('Rotator cuff repair');

    // Opened again, it is a new, empty form with nothing to complain about yet.
    await user.click(screen.getByRole('button', { name: 'Add a procedure type' }));
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when surgery types fail to load', async () => {
    api.on('GET /surgery-types', { status: 500 });
    const user = setupUser();
    renderCreate();
    await chooseState(user);
    await chooseSurgeon(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load surgery types. Please try again later.',
    );
  });
});

describe('surgery date', () => {
  it.each([
    ['', 'Surgery date is required'],
    ['1969-12-31', 'Surgery date cannot be before 1970'],
    ['2999-01-01', 'Surgery date cannot be in the future'],
  ])('%j is refused with %s', async (value, message) => {
    const user = setupUser();
    renderCreate();
    await walkToDate(user);
    const input = screen.getByLabelText('Surgery date');
    expect(input).toHaveAttribute('type', 'date');
    expect(input).toHaveAttribute('max', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    if (value) fireEvent.change(input, { target: { value } });
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(input).toHaveAccessibleDescription(message);
    expect(stepText()).toBe('Step 4 of 7');

    fireEvent.change(input, { target: { value: '2020-06-15' } });
    await next(user);
    expect(stepText()).toBe('Step 5 of 7');
  });
});

describe('symptom and satisfaction', () => {
  async function walkToSymptom(user: User) {
    await walkToDate(user);
    fireEvent.change(screen.getByLabelText('Surgery date'), { target: { value: '2020-06-15' } });
    await next(user);
  }

  it('symptom is required and clicking the chosen level again clears it', async () => {
    const user = setupUser();
    renderCreate();
    await walkToSymptom(user);
    const better = screen.getByRole('button', { name: /Significantly better than before surgery/ });
    await user.click(better);
    expect(better).toHaveAttribute('aria-pressed', 'true');
    await user.click(better);
    expect(better).toHaveAttribute('aria-pressed', 'false');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Select your symptom progress');
    expect(stepText()).toBe('Step 5 of 7');
  });

  it('a star clicked again clears the rating, arrows choose, Skip moves on with none', async () => {
    signInAs(makeCurrentUser());
    api.on('POST /review', { status: 201, body: makeReview() });
    const user = setupUser();
    renderCreate();
    await walkToSymptom(user);
    await user.click(screen.getByRole('button', { name: /About the same/ }));
    await next(user);

    const three = screen.getByRole('radio', { name: '3 stars: Neutral' });
    await user.click(three);
    expect(three).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByText('Neutral')).toBeInTheDocument();
    await user.click(three);
    expect(three).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByText('No rating selected')).toBeInTheDocument();

    await user.click(three);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '4 stars: Satisfied' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '4 stars: Satisfied' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(stepText()).toBe('Step 7 of 7');
    await submit();
    await screen.findByText('/surgeries');
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/review');
    expect(post?.body).toMatchObject({ rating: null, symptom: 4, description: '' });
  });
});

describe('edit', () => {
  const review = makeReview({
    id: 42,
    state: { id: 30, name: 'New Hampshire', code: 'NH' },
    surgeon: { npi: '1234567893', name: 'Jane Q. Doe, MD', address: '1 Main St', stateName: 'New Hampshire' },
    procedures: [
      {
        id: 3,
        name: 'Knee replacement',
        description: 'Replaces the knee joint.',
        side: 'left',
        right: false,
      },
    ],
    surgeryDate: '2025-01-10',
    symptom: 6,
    rating: 4,
    description: 'Recovery was slow but steady.',
  });

  function renderEdit(r = review) {
    api.on('GET /reviews', { status: 200, body: { reviews: [r], nextCursor: null, total: 1 } });
    return renderWithRouter(<SurgeryWizard reviewId={r.id} />, { route: `/review/${r.id}/edit` });
  }

  it('prefills every step and PUTs with the id', async () => {
    api.on('PUT /review', { status: 200, body: review });
    const user = setupUser();
    renderEdit();
    expect(await screen.findByRole('heading', { name: 'Edit Surgery' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/reviews')?.params).toMatchObject({ surgery: 42 });
    expect(await screen.findByRole('button', { name: 'New Hampshire' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await next(user);
    expect(screen.getByText(/Selected surgeon:/)).toHaveTextContent('Jane Q. Doe, MD');
    await next(user);
    expect(sideOf('Knee replacement')).toBe('left');
    await next(user);
    expect(screen.getByLabelText('Surgery date')).toHaveValue('2025-01-10');
    fireEvent.change(screen.getByLabelText('Surgery date'), { target: { value: '2025-01-11' } });
    await next(user);
    expect(screen.getByRole('button', { name: /Moderately better/ })).toHaveAttribute('aria-pressed', 'true');
    await next(user);
    expect(screen.getByRole('radio', { name: '4 stars: Satisfied' })).toHaveAttribute('aria-checked', 'true');
    await next(user);
    expect(screen.getByLabelText('Additional details')).toHaveValue('Recovery was slow but steady.');
    await submit();

    await screen.findByText('/surgeries');
    const put = api.requests.find((r) => r.method === 'PUT' && r.url === '/review');
    expect(put?.body).toEqual({
      id: 42,
      surgeryYear: 2025,
      surgeryMonth: 1,
      surgeryDay: 11,
      npi: '1234567893',
      state: 'New Hampshire',
      procedures: [
        { id: 3, name: 'Knee replacement', description: 'Replaces the knee joint.', side: 'left' },
      ],
      rating: 4,
      symptom: 6,
      description: 'Recovery was slow but steady.',
    });
    expect(api.requests.some((r) => r.method === 'POST' && r.url === '/review')).toBe(false);
    expect(events.toasts).toEqual(['Surgery Edited Successfully']);
  });

  it('has 4 steps when the surgery has more than one update, keeping symptom, rating and text', async () => {
    api.on('PUT /review', { status: 200, body: review });
    const user = setupUser();
    renderEdit({ ...review, updates: [makeUpdate({ reviewId: 42 }), makeUpdate({ reviewId: 42 })] });
    await screen.findByRole('button', { name: 'New Hampshire' });
    expect(stepText()).toBe('Step 1 of 4');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '4');
    await next(user);
    await next(user);
    await next(user);
    expect(stepText()).toBe('Step 4 of 4');
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    await submit();
    await screen.findByText('/surgeries');
    const put = api.requests.find((r) => r.method === 'PUT' && r.url === '/review');
    expect(put?.body).toMatchObject({
      id: 42,
      symptom: 6,
      rating: 4,
      description: 'Recovery was slow but steady.',
    });
  });

  it('shows Not Found with a way back when the surgery cannot be loaded', async () => {
    api.on('GET /reviews', { status: 200, body: { reviews: [], nextCursor: null, total: 0 } });
    renderWithRouter(<SurgeryWizard reviewId={404} />, { route: '/review/404/edit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
    expect(screen.getByRole('link', { name: 'Back to surgeries' })).toHaveAttribute('href', '/surgeries');
  });
});
