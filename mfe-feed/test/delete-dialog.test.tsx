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
import { listen, page, renderFeed, reviewRequests } from './helpers';

const api = fakeApiPerTest();
const me = makeCurrentUser({ id: 700 });

beforeEach(() => {
  signInAs(me);
  api.on('GET /patient/me', { status: 200, body: me });
});

const deletes = () => api.requests.filter((r) => r.method === 'DELETE');

describe('delete a surgery', () => {
  it('stays disabled until "delete" is typed exactly, then deletes, toasts, closes and reloads', async () => {
    const toasts = listen('toast');
    let reviews = [makeReview({ id: 21, patient: makeProfile({ id: 700 }), description: 'Going away.' })];
    api.on('GET /reviews', () => page(reviews));
    api.on('DELETE /review/:id', () => {
      reviews = [];
      return { status: 204, delayMs: 20 };
    });
    renderFeed();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Surgery' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    const input = within(dialog).getByLabelText('Type delete to confirm');
    expect(dialog).toHaveTextContent(/type delete below/i);
    expect(confirm).toBeDisabled();

    await user.type(input, 'Delete');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'delete ');
    expect(confirm).toBeDisabled();
    await user.clear(input);
    await user.type(input, 'delete');
    expect(confirm).toBeEnabled();

    await user.click(confirm);
    // Disabled while the request runs, so a double click deletes once.
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes().map((r) => r.url)).toEqual(['/review/21']);
    expect(toasts.events).toEqual([{ message: 'Successfully Deleted', kind: 'success' }]);
    expect(await screen.findByText('No results found for your current filters.')).toBeInTheDocument();
    expect(reviewRequests(api)).toHaveLength(2);
    // The card and its Delete button are gone: focus continues from the page heading.
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Surgeries', level: 1 })).toHaveFocus());
    toasts.off();
  });

  it('shows the server message inside the dialog when deleting fails, and keeps it open', async () => {
    const toasts = listen('toast');
    api.on('GET /reviews', page([makeReview({ id: 22, patient: makeProfile({ id: 700 }) })]));
    api.on('DELETE /review/:id', {
      status: 403,
      body: { statusCode: 403, error: 'Forbidden', message: 'You can only delete your own surgery' },
    });
    renderFeed();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Surgery' });
    await user.type(within(dialog).getByLabelText('Type delete to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can only delete your own surgery',
    );
    expect(screen.getByRole('dialog', { name: 'Delete Surgery' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(toasts.events).toEqual([]);
    expect(reviewRequests(api)).toHaveLength(1);
    toasts.off();
  });

  it('Cancel closes without deleting; reopening starts empty', async () => {
    api.on('GET /reviews', page([makeReview({ patient: makeProfile({ id: 700 }) })]));
    renderFeed();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.type(screen.getByLabelText('Type delete to confirm'), 'delete');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByLabelText('Type delete to confirm')).toHaveValue('');
    expect(deletes()).toEqual([]);
  });
});

describe('delete an update from the timeline', () => {
  it('calls DELETE /update/{id} and reloads', async () => {
    const toasts = listen('toast');
    const updates = [
      makeUpdate({ id: 31, description: 'First.' }),
      makeUpdate({ id: 32, description: 'Second.' }),
      makeUpdate({ id: 33, description: 'Third.' }),
    ];
    let review = makeReview({ id: 30, patient: makeProfile({ id: 700 }), updates });
    api.on('GET /reviews', () => page([review]));
    api.on('DELETE /update/:id', (req) => {
      review = { ...review, updates: review.updates.filter((u) => `/update/${u.id}` !== req.url) };
      return { status: 204 };
    });
    renderFeed();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Show Full Timeline' }));
    const timeline = await screen.findByRole('region', { name: 'Timeline' });
    await user.click(within(timeline).getByRole('button', { name: 'Update 2 of 3' }));
    expect(within(timeline).getByRole('link', { name: 'Edit update 2' })).toHaveAttribute(
      'href',
      '/update/32/edit',
    );
    await user.click(within(timeline).getByRole('button', { name: 'Delete update 2' }));

    const dialog = screen.getByRole('dialog', { name: 'Delete Update' });
    await user.type(within(dialog).getByLabelText('Type delete to confirm'), 'delete');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes().map((r) => r.url)).toEqual(['/update/32']);
    expect(toasts.events.map((t) => t.message)).toEqual(['Successfully Deleted']);
    expect(await within(timeline).findByText('Update 2 of 2')).toBeInTheDocument();
    expect(within(timeline).getByText('Third.')).toBeInTheDocument();
    toasts.off();
  });
});
