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
  clickAndSettle,
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

/** Walks the create wizard to the last step, 9, with every answer given. */
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
  await user.type(screen.getByLabelText(AMOUNT), ' 1200 ');
  await user.click(screen.getByRole('radio', { name: 'Private insurance' }));
  await user.click(screen.getByRole('checkbox', { name: 'Show what I paid on my journey' }));
  await next(user);
  await user.click(screen.getByRole('button', { name: /Moderately better than before surgery/ }));
  await next(user);
  await user.click(screen.getByRole('radio', { name: '4 stars: Satisfied' }));
  await next(user);
  await user.click(screen.getByRole('button', { name: 'Worth it' }));
  await next(user);
  await user.type(screen.getByLabelText('Additional details'), '  Went well.  ');
}

const AMOUNT = 'Amount paid out of pocket, in whole US dollars';

/** Walks the create wizard to the cost step, step 5. */
async function walkToCost(user: User) {
  await walkToDate(user);
  fireEvent.change(screen.getByLabelText('Surgery date'), { target: { value: '2020-06-15' } });
  await next(user);
}

describe('create', () => {
  it('walks all 9 steps and posts the exact payload, then toasts and goes to /surgeries', async () => {
    signInAs(makeCurrentUser({ id: 5, surgeryCount: 0 }));
    api.on('POST /review', { status: 201, body: makeReview({ id: 99 }) });
    const user = setupUser();
    const feed = cachedFeed(renderCreate().client);

    expect(stepText()).toBe('Step 1 of 9');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    await walkToDetails(user);
    expect(stepText()).toBe('Step 9 of 9');
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
      worthIt: 'worth_it',
      cost: { amount: 1200, payment: 'private', shown: true },
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
    expect(stepText()).toBe('Step 9 of 9');
    expect(screen.getByTestId('location')).toHaveTextContent('/create-review');
    expect(screen.getByLabelText('Additional details')).toHaveValue('  Went well.  ');
    expect(events.toasts).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: 'Worth it' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: '4 stars: Satisfied' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('button', { name: /Moderately better/ })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(AMOUNT)).toHaveValue(' 1200 ');
    expect(screen.getByRole('radio', { name: 'Private insurance' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show what I paid on my journey' })).toBeChecked();
  });

  it('advances when a state is chosen and focuses each step heading', async () => {
    const user = setupUser();
    renderCreate();
    expect(screen.getByRole('heading', { name: 'Select your state' })).toHaveFocus();
    await chooseState(user, 'Connecticut');
    expect(stepText()).toBe('Step 2 of 9');
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
    expect(stepText()).toBe('Step 1 of 9');
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
    expect(stepText()).toBe('Step 3 of 9');
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
    expect(stepText()).toBe('Step 4 of 9');

    fireEvent.change(input, { target: { value: '2020-06-15' } });
    await next(user);
    expect(stepText()).toBe('Step 5 of 9');
  });
});

describe('symptom and satisfaction', () => {
  async function walkToSymptom(user: User) {
    await walkToCost(user);
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
    expect(stepText()).toBe('Step 6 of 9');
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
    expect(stepText()).toBe('Step 8 of 9');
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(stepText()).toBe('Step 9 of 9');
    await submit();
    await screen.findByText('/surgeries');
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/review');
    expect(post?.body).toMatchObject({
      rating: null,
      symptom: 4,
      description: '',
      worthIt: null,
      cost: null,
    });
  });
});

describe('what it cost', () => {
  it('asks the amount, how it was paid and whether to show it; Next with nothing given sends no cost', async () => {
    signInAs(makeCurrentUser());
    api.on('POST /review', { status: 201, body: makeReview() });
    const user = setupUser();
    renderCreate();
    await walkToCost(user);
    expect(stepText()).toBe('Step 5 of 9');
    expect(screen.getByRole('heading', { name: 'What did it cost you?' })).toHaveFocus();
    expect(screen.getByLabelText(AMOUNT)).toHaveAttribute('inputmode', 'numeric');
    expect(
      within(screen.getByRole('group', { name: 'How was it paid?' }))
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Private insurance', 'Medicare', 'Medicaid', 'No insurance (self-pay)', 'Other']);
    const show = screen.getByRole('checkbox', { name: 'Show what I paid on my journey' });
    expect(show).not.toBeChecked();
    expect(show).toHaveAccessibleDescription('Otherwise it is used only in totals.');
    expect(screen.getByRole('button', { name: 'Prefer not to say' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Skip' })).not.toBeInTheDocument();

    await next(user);
    expect(stepText()).toBe('Step 6 of 9');
    await user.click(screen.getByRole('button', { name: /About the same/ }));
    await next(user);
    await next(user);
    await next(user);
    await submit();
    await screen.findByText('/surgeries');
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/review');
    expect(post?.body).toMatchObject({ cost: null, worthIt: null });
  });

  it.each(['-1', '500001', '12.5', 'twelve', '1,200'])(
    '%j is refused beside the field with the one message',
    async (typed) => {
      const user = setupUser();
      renderCreate();
      await walkToCost(user);
      await user.click(screen.getByRole('radio', { name: 'Medicare' }));
      const amount = screen.getByLabelText(AMOUNT);
      await user.type(amount, typed);
      await next(user);
      const message = 'Enter an amount in whole dollars, 0 to 500,000.';
      expect(screen.getAllByRole('alert')).toHaveLength(1);
      expect(screen.getByRole('alert')).toHaveTextContent(message);
      expect(amount).toHaveAttribute('aria-invalid', 'true');
      expect(amount).toHaveAccessibleDescription(message);
      expect(amount).toHaveFocus();
      expect(stepText()).toBe('Step 5 of 9');

      await user.clear(amount);
      await user.type(amount, typed === '500001' ? '500000' : '0');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      await next(user);
      expect(stepText()).toBe('Step 6 of 9');
    },
  );

  it('needs how it was paid once an amount is given', async () => {
    const user = setupUser();
    renderCreate();
    await walkToCost(user);
    await user.type(screen.getByLabelText(AMOUNT), '800');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Choose how it was paid.');
    expect(screen.getByRole('group', { name: 'How was it paid?' })).toHaveAccessibleDescription(
      'Choose how it was paid.',
    );
    expect(screen.getByRole('radio', { name: 'Private insurance' })).toHaveFocus();
    expect(stepText()).toBe('Step 5 of 9');
    await user.click(screen.getByRole('radio', { name: 'No insurance (self-pay)' }));
    await next(user);
    expect(stepText()).toBe('Step 6 of 9');
  });

  it("'Prefer not to say' skips the step and sends no cost, whatever was typed", async () => {
    signInAs(makeCurrentUser());
    api.on('POST /review', { status: 201, body: makeReview() });
    const user = setupUser();
    renderCreate();
    await walkToCost(user);
    await user.type(screen.getByLabelText(AMOUNT), '12.5');
    await user.click(screen.getByRole('radio', { name: 'Other' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show what I paid on my journey' }));
    await user.click(screen.getByRole('button', { name: 'Prefer not to say' }));
    expect(stepText()).toBe('Step 6 of 9');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(AMOUNT)).toHaveValue('');
    expect(screen.getByRole('radio', { name: 'Other' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show what I paid on my journey' })).not.toBeChecked();
    await next(user);
    await user.click(screen.getByRole('button', { name: /About the same/ }));
    await next(user);
    await next(user);
    await next(user);
    await submit();
    await screen.findByText('/surgeries');
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/review');
    expect(post?.body).toMatchObject({ cost: null });
  });

  it('sends the amount unshown unless the box is ticked', async () => {
    signInAs(makeCurrentUser());
    api.on('POST /review', { status: 201, body: makeReview() });
    const user = setupUser();
    renderCreate();
    await walkToCost(user);
    await user.type(screen.getByLabelText(AMOUNT), '0');
    await user.click(screen.getByRole('radio', { name: 'Medicaid' }));
    await next(user);
    await user.click(screen.getByRole('button', { name: /About the same/ }));
    await next(user);
    await next(user);
    await next(user);
    await submit();
    await screen.findByText('/surgeries');
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/review');
    expect(post?.body).toMatchObject({ cost: { amount: 0, payment: 'medicaid', shown: false } });
  });
});

describe('was it worth it', () => {
  it('offers the three answers; the chosen one pressed again is taken back', async () => {
    const user = setupUser();
    renderCreate();
    await walkToCost(user);
    await next(user);
    await user.click(screen.getByRole('button', { name: /About the same/ }));
    await next(user);
    await next(user);
    expect(stepText()).toBe('Step 8 of 9');
    const heading = screen.getByRole('heading', { name: 'Was it worth it?' });
    expect(heading).toHaveFocus();
    const group = screen.getByRole('group', { name: 'Was it worth it?' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Worth it', 'Not sure yet', 'Not worth it']);
    const notSure = screen.getByRole('button', { name: 'Not sure yet' });
    await user.click(notSure);
    expect(notSure).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Not worth it' }));
    expect(notSure).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Not worth it' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Not worth it' }));
    expect(screen.getByRole('button', { name: 'Not worth it' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Skip' })).toBeInTheDocument();
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
    worthIt: 'not_sure',
    cost: { amount: 2500, payment: 'medicare', shown: false },
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
    expect(screen.getByLabelText(AMOUNT)).toHaveValue('2500');
    expect(screen.getByRole('radio', { name: 'Medicare' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Show what I paid on my journey' })).not.toBeChecked();
    await next(user);
    expect(screen.getByRole('button', { name: /Moderately better/ })).toHaveAttribute('aria-pressed', 'true');
    await next(user);
    expect(screen.getByRole('radio', { name: '4 stars: Satisfied' })).toHaveAttribute('aria-checked', 'true');
    await next(user);
    expect(screen.getByRole('button', { name: 'Not sure yet' })).toHaveAttribute('aria-pressed', 'true');
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
      worthIt: 'not_sure',
      cost: { amount: 2500, payment: 'medicare', shown: false },
    });
    expect(api.requests.some((r) => r.method === 'POST' && r.url === '/review')).toBe(false);
    expect(events.toasts).toEqual(['Surgery Edited Successfully']);
  });

  it('has 5 steps when the surgery has more than one update: its facts and the cost, keeping the rest', async () => {
    api.on('PUT /review', { status: 200, body: review });
    const user = setupUser();
    renderEdit({ ...review, updates: [makeUpdate({ reviewId: 42 }), makeUpdate({ reviewId: 42 })] });
    await screen.findByRole('button', { name: 'New Hampshire' });
    expect(stepText()).toBe('Step 1 of 5');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '5');
    await next(user);
    await next(user);
    await next(user);
    expect(stepText()).toBe('Step 4 of 5');
    await next(user);
    expect(stepText()).toBe('Step 5 of 5');
    expect(screen.getByRole('heading', { name: 'What did it cost you?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    const amount = screen.getByLabelText(AMOUNT);
    await user.clear(amount);
    await user.type(amount, '3000');
    await user.click(screen.getByRole('checkbox', { name: 'Show what I paid on my journey' }));
    await submit();
    await screen.findByText('/surgeries');
    const put = api.requests.find((r) => r.method === 'PUT' && r.url === '/review');
    expect(put?.body).toMatchObject({
      id: 42,
      symptom: 6,
      rating: 4,
      description: 'Recovery was slow but steady.',
      worthIt: 'not_sure',
      cost: { amount: 3000, payment: 'medicare', shown: true },
    });
  });

  it("'Prefer not to say' on the last step saves with the cost erased", async () => {
    api.on('PUT /review', { status: 200, body: review });
    const user = setupUser();
    renderEdit({ ...review, updates: [makeUpdate({ reviewId: 42 }), makeUpdate({ reviewId: 42 })] });
    await screen.findByRole('button', { name: 'New Hampshire' });
    for (let step = 1; step < 5; step += 1) await next(user);
    await clickAndSettle(screen.getByRole('button', { name: 'Prefer not to say' }));
    await screen.findByText('/surgeries');
    const put = api.requests.find((r) => r.method === 'PUT' && r.url === '/review');
    expect(put?.body).toMatchObject({ id: 42, worthIt: 'not_sure', cost: null });
  });

  it('shows Not Found with a way back when the surgery cannot be loaded', async () => {
    api.on('GET /reviews', { status: 200, body: { reviews: [], nextCursor: null, total: 0 } });
    renderWithRouter(<SurgeryWizard reviewId={404} />, { route: '/review/404/edit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
    expect(screen.getByRole('link', { name: 'Back to surgeries' })).toHaveAttribute('href', '/surgeries');
  });
});
