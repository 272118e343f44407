import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus } from '@journeys/shared/events';
import { fakeApiPerTest, makeCurrentUser, makeProfile, makeReview, signInAs } from '@journeys/shared/testing';
import { page, renderFeed } from './helpers';

const api = fakeApiPerTest();
const me = makeCurrentUser({ id: 1 });
const other = makeProfile({ id: 2, username: 'brave_heron3' });

function twoCards() {
  api.on(
    'GET /reviews',
    page([makeReview({ id: 10, patient: other }), makeReview({ id: 11, patient: makeProfile({ id: 1 }) })]),
  );
}

const card = async (id: number) => {
  const cards = await screen.findAllByRole('article');
  return cards.find((c) => c.id === `surgery-${id}`)!;
};

describe('the Follow button', () => {
  it('is not shown to visitors', async () => {
    twoCards();
    renderFeed();
    await screen.findAllByRole('article');
    expect(screen.queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(api.requests.some((r) => r.url === '/follows')).toBe(false);
  });

  it('is on other members’ cards only, marked from one GET /follows', async () => {
    signInAs(me);
    twoCards();
    api.on('GET /follows', { status: 200, body: { reviewIds: [10] } });
    renderFeed();
    const button = await within(await card(10)).findByRole('button', { name: 'Following' });
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(within(await card(11)).queryByRole('button', { name: /^Follow/ })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url === '/follows')).toHaveLength(1);
  });

  it('toggles Follow → Following → Follow with the keyboard, calling PUT then DELETE', async () => {
    signInAs(me);
    twoCards();
    api.on('GET /follows', { status: 200, body: { reviewIds: [] } });
    api.on('PUT /follows/:id', { status: 204 });
    api.on('DELETE /follows/:id', { status: 204 });
    renderFeed();
    const button = await within(await card(10)).findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-pressed', 'false');
    const user = userEvent.setup();
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveTextContent('Following'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    await waitFor(() => expect(button).toHaveTextContent(/^Follow$/));
    const calls = api.requests.filter((r) => r.url === '/follows/10').map((r) => r.method);
    expect(calls).toEqual(['PUT', 'DELETE']);
  });

  it('puts the button back and says why when the server refuses', async () => {
    signInAs(me);
    twoCards();
    api.on('GET /follows', { status: 200, body: { reviewIds: [] } });
    api.on('PUT /follows/:id', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'Surgery not found' },
    });
    const toasts: string[] = [];
    const stop = eventBus.on('toast', ({ message }) => toasts.push(message));
    renderFeed();
    const button = await within(await card(10)).findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.setup().click(button);
    await waitFor(() => expect(toasts).toEqual(['Surgery not found']));
    stop();
    await waitFor(() => expect(api.requests.some((r) => r.method === 'PUT')).toBe(true));
    await waitFor(() => expect(button).toHaveTextContent(/^Follow$/));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });
});
