import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeProfile, makeReview } from '@journeys/shared/testing';
import { focusLastFilter, page, renderFeed } from './helpers';

const api = fakeApiPerTest();
const member = makeProfile({
  id: 88,
  username: 'brave_badger42',
  background: '#c8e6c9',
  createdAt: '2024-06-15T12:00:00.000Z',
  surgeryCount: 3,
});

beforeEach(() => {
  api.on('GET /reviews', page([makeReview({ patient: member })]));
});

const profile = () => screen.queryByRole('group', { name: "brave_badger42's profile" });
// The card's content loads on its first opening: wait for it the first time.
const shown = () => screen.findByRole('group', { name: "brave_badger42's profile" });

it('shows the member card on hover with username, member since, surgery count and colour', async () => {
  renderFeed();
  const trigger = await screen.findByRole('button', { name: 'brave_badger42' });
  expect(profile()).not.toBeInTheDocument();

  await userEvent.hover(trigger);
  const card = await shown();
  expect(card).toBeVisible();
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(within(card).getByText('brave_badger42')).toBeInTheDocument();
  expect(card).toHaveTextContent('Member since June 15, 2024');
  expect(within(card).getByText('3 surgeries')).toBeInTheDocument();
  expect(card).toHaveStyle({ background: '#c8e6c9' });

  await userEvent.unhover(trigger);
  await waitFor(() => expect(profile()).not.toBeInTheDocument());
});

it('opens on keyboard focus, stays open while tabbing to its link, which filters the feed by member', async () => {
  renderFeed();
  await screen.findByRole('button', { name: 'brave_badger42' });
  await focusLastFilter();

  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'brave_badger42' })).toHaveFocus();
  expect(await shown()).toBeVisible();

  await userEvent.tab();
  const link = screen.getByRole('link', { name: "View brave_badger42's surgeries" });
  expect(link).toHaveFocus();
  expect(profile()).toBeVisible();
  expect(link).toHaveAttribute('href', '/surgeries?user=88');

  await userEvent.keyboard('{Enter}');
  expect(screen.getByTestId('location')).toHaveTextContent('/surgeries?user=88');
});

it('Escape closes it and returns focus to the name; Enter toggles it', async () => {
  renderFeed();
  const trigger = await screen.findByRole('button', { name: 'brave_badger42' });
  await focusLastFilter();
  await userEvent.tab();
  expect(await shown()).toBeVisible();

  await userEvent.keyboard('{Escape}');
  expect(profile()).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();

  await userEvent.keyboard('{Enter}');
  expect(profile()).toBeVisible();
  await userEvent.keyboard('{Enter}');
  expect(profile()).not.toBeInTheDocument();
});

it('a tap (no hover first) opens it', async () => {
  renderFeed();
  const trigger = await screen.findByRole('button', { name: 'brave_badger42' });
  // A touch screen sends pointerdown before the emulated mouse and focus events, then click.
  const user = userEvent.setup({ skipHover: true });
  await user.pointer({ keys: '[TouchA]', target: trigger });
  expect(await shown()).toBeVisible();
});

it('shows Deleted member, with no card and no link, on a surgery whose member erased the account', async () => {
  api.on('GET /reviews', page([makeReview({ patient: null, description: 'Kept story' })]));
  renderFeed();
  await screen.findByText('Kept story');
  const article = screen.getByRole('article');
  expect(within(article).getByText('Deleted member')).toBeInTheDocument();
  expect(within(article).queryByRole('button', { name: 'Deleted member' })).not.toBeInTheDocument();
  expect(within(article).queryByRole('link', { name: /Deleted member/ })).not.toBeInTheDocument();
});
