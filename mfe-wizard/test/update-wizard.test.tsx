import { screen } from '@testing-library/react';
import {
  installFakeApi,
  makeCurrentUser,
  makeProfile,
  makeReview,
  makeUpdate,
  renderWithRouter,
  signInAs,
  signOut,
  type FakeApi,
} from '@journeys/shared/testing';
import UpdateWizard from '../src/exposes/update-wizard';
import { cachedFeed, captureEvents, installSurgery, next, setupUser, stepText, submit } from './helpers';

let api: FakeApi;
let events: ReturnType<typeof captureEvents>;

beforeEach(() => {
  jest.useFakeTimers();
  api = installFakeApi();
  events = captureEvents();
});

afterEach(() => {
  signOut();
  events.stop();
  api.restore();
  jest.useRealTimers();
});

describe('new update', () => {
  function renderNew() {
    return renderWithRouter(<UpdateWizard reviewId={42} />, { route: '/42/update' });
  }

  beforeEach(() => {
    installSurgery(api);
  });

  it('walks 4 steps, requires details, posts and toasts', async () => {
    api.on('POST /review/update', { status: 201, body: makeUpdate({ reviewId: 42 }) });
    const user = setupUser();
    const feed = cachedFeed(renderNew().client);
    expect(screen.getByText('Loading surgery...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Add an Update' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/reviews')?.params).toMatchObject({ surgery: 42 });
    expect(stepText()).toBe('Step 1 of 4');
    expect(screen.getByRole('heading', { name: 'Symptom progress' })).toHaveFocus();

    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Select your symptom progress');
    await user.click(screen.getByRole('button', { name: /Mildly better than before surgery/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await next(user);

    expect(stepText()).toBe('Step 2 of 4');
    expect(screen.getByRole('heading', { name: 'Overall satisfaction' })).toHaveFocus();
    await user.click(screen.getByRole('radio', { name: '5 stars: Very satisfied' }));
    await user.click(screen.getByRole('button', { name: 'Skip' }));

    expect(stepText()).toBe('Step 3 of 4');
    expect(screen.getByRole('heading', { name: 'Was it worth it?' })).toHaveFocus();
    for (const name of ['Worth it', 'Not sure yet', 'Not worth it']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await next(user);

    expect(stepText()).toBe('Step 4 of 4');
    await user.type(screen.getByLabelText('Details'), '   ');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Details are required');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    expect(screen.getByLabelText('Details')).toHaveFocus();

    await user.type(screen.getByLabelText('Details'), 'Back to running.');
    await submit();
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/review/update');
    expect(post?.body).toEqual({
      id: 42,
      symptom: 5,
      rating: null,
      worthIt: null,
      description: 'Back to running.',
    });
    expect(events.toasts).toEqual(['Surgeries Updated!']);
    expect(feed.reloads()).toBe(true);
    // The surgery was read once, for its last answer: the save does not read it again.
    expect(api.requests.filter((r) => r.url === '/reviews')).toHaveLength(1);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surgeries$/);
  });

  it("shows the server's message and keeps the answers", async () => {
    api.on('POST /review/update', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'Only the owner can add updates' },
    });
    const user = setupUser();
    renderNew();
    await user.click(await screen.findByRole('button', { name: /About the same/ }));
    await next(user);
    await user.click(screen.getByRole('radio', { name: '2 stars: Dissatisfied' }));
    await next(user);
    await next(user);
    await user.type(screen.getByLabelText('Details'), 'Still sore.');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Only the owner can add updates');
    expect(screen.getByLabelText('Details')).toHaveValue('Still sore.');
    expect(screen.getByTestId('location')).toHaveTextContent('/42/update');
    expect(events.toasts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('radio', { name: '2 stars: Dissatisfied' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });

  // docs/product.md §10: whether the member may post (owner or caregiver) is the API's to say, so the
  // form never compares the surgery's owner with whoever is signed in.
  it("lets a caregiver who is not the surgery's owner post, landing where the owner would", async () => {
    signInAs(makeCurrentUser({ id: 8, username: 'Maria' }));
    installSurgery(api, makeReview({ id: 42, patient: makeProfile({ id: 7, username: 'Kate' }) }));
    api.on('POST /review/update', {
      status: 201,
      body: makeUpdate({ reviewId: 42, postedBy: { id: 8, username: 'Maria' } }),
    });
    const user = setupUser();
    renderNew();
    await user.click(await screen.findByRole('button', { name: /About the same/ }));
    await next(user);
    await next(user);
    await next(user);
    await user.type(screen.getByLabelText('Details'), 'Kate walked to the mailbox.');
    await submit();
    expect(api.requests.find((r) => r.method === 'POST' && r.url === '/review/update')?.body).toMatchObject({
      id: 42,
      description: 'Kate walked to the mailbox.',
    });
    expect(events.toasts).toEqual(['Surgeries Updated!']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surgeries$/);
  });

  it('reports an unreachable server instead of swallowing the failure', async () => {
    api.on('POST /review/update', () => {
      throw new Error('socket hang up');
    });
    const user = setupUser();
    renderNew();
    await user.click(await screen.findByRole('button', { name: /About the same/ }));
    await next(user);
    await next(user);
    await next(user);
    await user.type(screen.getByLabelText('Details'), 'Hello');
    await submit();
    expect(screen.getByRole('alert')).toHaveTextContent('Network error: the server could not be reached');
    expect(stepText()).toBe('Step 4 of 4');
  });

  it('Cancel returns to the feed without saving', async () => {
    const user = setupUser();
    renderNew();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surgeries$/);
    expect(api.requests.filter((r) => r.method !== 'GET')).toHaveLength(0);
  });

  it('asks again with the last answer chosen, and sends the one given now', async () => {
    installSurgery(
      api,
      makeReview({
        id: 42,
        latestWorthIt: { answer: 'not_sure', answeredAt: '2025-03-01T10:00:00.000Z', monthsAfterSurgery: 2 },
      }),
    );
    api.on('POST /review/update', { status: 201, body: makeUpdate({ reviewId: 42 }) });
    const user = setupUser();
    renderNew();
    await user.click(await screen.findByRole('button', { name: /About the same/ }));
    await next(user);
    await next(user);
    expect(screen.getByRole('button', { name: 'Not sure yet' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Worth it' }));
    expect(screen.getByRole('button', { name: 'Not sure yet' })).toHaveAttribute('aria-pressed', 'false');
    await next(user);
    await user.type(screen.getByLabelText('Details'), 'Walking two miles.');
    await submit();
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/review/update');
    expect(post?.body).toMatchObject({ id: 42, worthIt: 'worth_it' });
  });

  it('keeps the last answer when the member leaves it chosen', async () => {
    installSurgery(
      api,
      makeReview({
        id: 42,
        latestWorthIt: {
          answer: 'not_worth_it',
          answeredAt: '2025-03-01T10:00:00.000Z',
          monthsAfterSurgery: 2,
        },
      }),
    );
    api.on('POST /review/update', { status: 201, body: makeUpdate({ reviewId: 42 }) });
    const user = setupUser();
    renderNew();
    await user.click(await screen.findByRole('button', { name: /About the same/ }));
    await next(user);
    await next(user);
    await next(user);
    await user.type(screen.getByLabelText('Details'), 'Same as before.');
    await submit();
    const post = api.requests.find((r) => r.method === 'POST' && r.url === '/review/update');
    expect(post?.body).toMatchObject({ worthIt: 'not_worth_it' });
  });

  it('says Not Found when the surgery is not there', async () => {
    api.on('GET /reviews', { status: 200, body: { reviews: [], nextCursor: null, total: 0 } });
    renderNew();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
    expect(screen.getByRole('link', { name: 'Back to surgeries' })).toHaveAttribute('href', '/surgeries');
  });
});

describe('edit update', () => {
  it('prefills from GET /updates/{id}, PUTs the fields and toasts', async () => {
    api
      .on('GET /updates/77', {
        status: 200,
        body: makeUpdate({
          id: 77,
          reviewId: 42,
          symptom: 3,
          rating: 2,
          worthIt: 'not_worth_it',
          description: 'Sore.',
        }),
      })
      .on('PUT /update/77', { status: 200, body: makeUpdate({ id: 77 }) });
    const user = setupUser();
    renderWithRouter(<UpdateWizard updateId={77} />, { route: '/update/77/edit' });

    expect(await screen.findByRole('heading', { name: 'Edit Update' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Mildly worse than before surgery/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await next(user);
    expect(screen.getByRole('radio', { name: '2 stars: Dissatisfied' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: '2 stars: Dissatisfied' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('radio', { name: '1 star: Very dissatisfied' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await next(user);
    expect(screen.getByRole('button', { name: 'Not worth it' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Not sure yet' }));
    await next(user);
    expect(screen.getByLabelText('Details')).toHaveValue('Sore.');
    await user.type(screen.getByLabelText('Details'), ' Better now.');
    await submit();

    const put = api.requests.find((r) => r.method === 'PUT');
    expect(put?.url).toBe('/update/77');
    expect(put?.body).toEqual({
      symptom: 3,
      rating: 1,
      worthIt: 'not_sure',
      description: 'Sore. Better now.',
    });
    // An edit has its own answer: the surgery is not asked for.
    expect(api.requests.some((r) => r.url === '/reviews')).toBe(false);
    expect(events.toasts).toEqual(['Successfully updated']);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/surgeries$/);
  });

  it('says Not Found with a link back when the update cannot be loaded', async () => {
    api.on('GET /updates/5', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'Not Found' },
    });
    renderWithRouter(<UpdateWizard updateId={5} />, { route: '/update/5/edit' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Not Found');
    expect(screen.getByRole('link', { name: 'Back to surgeries' })).toHaveAttribute('href', '/surgeries');
  });
});
