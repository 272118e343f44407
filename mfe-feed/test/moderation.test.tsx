import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApiPerTest,
  makeCurrentUser,
  makeProfile,
  makeReview,
  makeUpdate,
  signInAs,
} from '@journeys/shared/testing';
import { page, renderFeed } from './helpers';

const api = fakeApiPerTest();
const me = makeCurrentUser({ id: 700 });
const other = makeProfile({ id: 800, username: 'other_oak' });

beforeEach(() => {
  api.on('GET /patient/me', { status: 200, body: me });
  api.on('GET /follows', { status: 200, body: { reviewIds: [] } });
});

const card = async (id: number) => {
  await screen.findAllByRole('article');
  return document.getElementById(`surgery-${id}`) as HTMLElement;
};

describe('the feed and moderation', () => {
  it("offers a member Report on another member's surgery and its update, and opens the dialog", async () => {
    signInAs(me);
    api.on('GET /reviews', page([makeReview({ id: 1, patient: other, updates: [makeUpdate({ id: 5 })] })]));
    renderFeed();
    const menus = await within(await card(1)).findAllByRole('button', { name: 'More actions' });
    expect(menus).toHaveLength(2);
    await userEvent.click(menus[1] as HTMLElement);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report' }));
    expect(await screen.findByRole('dialog', { name: 'Report this update' })).toBeInTheDocument();
  });

  it('opens the More actions menu from the keyboard: Enter focuses Report, Escape returns to the button', async () => {
    signInAs(me);
    api.on('GET /reviews', page([makeReview({ id: 1, patient: other, updates: [] })]));
    renderFeed();
    const button = await within(await card(1)).findByRole('button', { name: 'More actions' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    button.focus();
    await userEvent.keyboard('{Enter}');
    const item = await screen.findByRole('menuitem', { name: 'Report' });
    await waitFor(() => expect(item).toHaveFocus());
    const opened = within(await card(1)).getByRole('button', { name: 'More actions' });
    expect(opened).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(within(await card(1)).getByRole('button', { name: 'More actions' })).toHaveFocus();
  });

  it('offers no Report to a visitor, nor on the member’s own surgery', async () => {
    api.on('GET /reviews', page([makeReview({ id: 1, patient: other })]));
    const { unmount } = renderFeed();
    await card(1);
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
    unmount();
    signInAs(me);
    api.on('GET /reviews', page([makeReview({ id: 2, patient: makeProfile({ id: me.id }) })]));
    renderFeed();
    await card(2);
    expect(screen.queryByRole('button', { name: 'More actions' })).not.toBeInTheDocument();
  });

  it('tells the owner their surgery is hidden, and why', async () => {
    signInAs(me);
    api.on(
      'GET /reviews',
      page([
        makeReview({
          id: 3,
          patient: makeProfile({ id: me.id }),
          moderation: { status: 'hidden', reason: 'Advertising' },
        }),
      ]),
    );
    renderFeed();
    expect(within(await card(3)).getByRole('note')).toHaveTextContent(
      'Hidden by moderators: Advertising. Only you can see it.',
    );
  });

  it('lets a member report another member from their surgeries', async () => {
    signInAs(me);
    api.on('GET /reviews', page([makeReview({ id: 4, patient: other })]));
    renderFeed(`/surgeries?user=${other.id}`);
    await card(4);
    const heading = screen.getByRole('heading', { level: 1, name: 'Surgeries' });
    const menu = await within(heading.parentElement as HTMLElement).findByRole('button', {
      name: 'More actions',
    });
    await userEvent.click(menu);
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Report member' }));
    expect(await screen.findByRole('dialog', { name: 'Report this member' })).toBeInTheDocument();
  });
});
