// The landing page with the recent members its HTML server inlined (web-server/src/recent-members.mjs):
// drawn at once, with no request, so the page needs no HTTP client until the visitor acts.
import { screen, within } from '@testing-library/react';
import { fakeApiPerTest, makeProfile } from '@journeys/shared/testing';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

const api = fakeApiPerTest();

function inlineBlock(text: string): void {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'journeys-recent-members';
  element.textContent = text;
  document.head.append(element);
}

afterEach(() => document.getElementById('journeys-recent-members')?.remove());

it('draws the inlined members on the first render and asks the API for nothing', async () => {
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
  const members = Array.from({ length: 6 }, (_, i) => makeProfile({ id: i + 1, username: `member${i}` }));
  inlineBlock(JSON.stringify(members));
  renderApp('/');
  // The page's own chunk arrives first; the members are there with its first render.
  await screen.findByRole('link', { name: 'Join the Community' });
  expect(within(screen.getByRole('list')).getAllByRole('img')).toHaveLength(5);
  expect(screen.getByText('Join member0, member1 and others')).toBeInTheDocument();
  expect(api.requests).toEqual([]);
});

describe('a block the page cannot use', () => {
  beforeEach(() => jest.resetModules());

  it.each([
    ['not JSON', '[{"id":1'],
    ['not a list', JSON.stringify({ members: [] })],
    ['a member without a name', JSON.stringify([{ id: 1, image: null, background: '#fff' }])],
  ])('%s is ignored: the members come from the API', async (_, text) => {
    inlineBlock(text);
    const { takeInlineRecentMembers } = await import('../src/pages/landing/inline-recent-members');
    expect(takeInlineRecentMembers()).toBeUndefined();
  });

  it('is read once: a later read (after a profile change) asks the API', async () => {
    inlineBlock(JSON.stringify([makeProfile()]));
    const { takeInlineRecentMembers } = await import('../src/pages/landing/inline-recent-members');
    expect(takeInlineRecentMembers()).toHaveLength(1);
    expect(takeInlineRecentMembers()).toBeUndefined();
  });
});
