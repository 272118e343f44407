import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import type { ModerationItem } from '@journeys/shared/rules';
import ModerationPage from '../src/exposes/moderation-page';
import {
  HIDDEN_SURGERY,
  PENDING_UPDATE,
  REPORTED_COMMENT,
  REPORTED_MEMBER,
} from '../src/fixtures/moderation-fixtures';

const api = fakeApiPerTest();
beforeEach(() => {
  for (const item of [REPORTED_COMMENT, HIDDEN_SURGERY, PENDING_UPDATE, REPORTED_MEMBER])
    api.on(`GET /moderation/items/${item.itemType}/${item.itemId}`, { status: 200, body: item });
});

const ACTIONS: [string, ModerationItem, string][] = [
  ['dismiss', REPORTED_COMMENT, 'Dismiss'],
  ['hide', REPORTED_COMMENT, 'Hide'],
  ['restore', HIDDEN_SURGERY, 'Restore'],
  ['approve', PENDING_UPDATE, 'Approve'],
  ['suspend', REPORTED_MEMBER, 'Suspend author'],
];

async function tryAction(item: ModerationItem, button: string) {
  const user = userEvent.setup();
  renderWithRouter(<ModerationPage />, {
    route: `/moderation?item=${item.itemType}-${item.itemId}`,
    path: '/moderation',
  });
  await user.type(await screen.findByLabelText('Reason'), 'Checked it');
  await user.click(screen.getByRole('button', { name: button }));
  return { user, actions: within(screen.getByRole('region', { name: 'Actions' })) };
}

describe('ModerationPage: when an action fails', () => {
  it.each(ACTIONS)(
    "%s: shows the API's refusal, keeps the reason and lets the moderator retry",
    async (action, item, button) => {
      const url = `/moderation/items/${item.itemType}/${item.itemId}/actions`;
      api.on(`POST ${url}`, {
        status: 409,
        body: { statusCode: 409, error: 'Conflict', message: 'Another moderator acted first' },
      });
      const { actions } = await tryAction(item, button);
      expect(await actions.findByRole('alert')).toHaveTextContent('Another moderator acted first');
      expect(actions.getByLabelText('Reason')).toHaveValue('Checked it');
      expect(actions.getByLabelText('Reason')).toHaveAccessibleDescription('Another moderator acted first');
      expect(actions.queryByRole('status')).not.toBeInTheDocument();
      expect(actions.getByRole('button', { name: button })).toBeEnabled();
      expect(api.requests.filter((r) => r.method === 'POST').map((r) => [r.url, r.body])).toEqual([
        [url, { action, reason: 'Checked it', ...(action === 'suspend' ? { days: 7 } : {}) }],
      ]);
    },
  );

  it('says so when the server cannot be reached, and the item stays as it was', async () => {
    api.on('POST /moderation/items/comment/41/actions', () => Promise.reject(new Error('offline')));
    const { actions } = await tryAction(REPORTED_COMMENT, 'Hide');
    expect(await actions.findByRole('alert')).toHaveTextContent(
      'Network error: the server could not be reached',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Comment · Visible');
  });

  it('disables every action while one runs', async () => {
    api.on('POST /moderation/items/comment/41/actions', { status: 200, body: REPORTED_COMMENT, delayMs: 50 });
    const { actions } = await tryAction(REPORTED_COMMENT, 'Hide');
    for (const name of ['Dismiss', 'Hide', 'Suspend author'])
      expect(actions.getByRole('button', { name })).toBeDisabled();
    expect(await actions.findByRole('status')).toHaveTextContent(/^Hidden\./);
    expect(actions.getByRole('button', { name: 'Hide' })).toBeEnabled();
  });

  it('cannot show an item that failed to load, and says why', async () => {
    api.on('GET /moderation/items/comment/41', { status: 503 });
    renderWithRouter(<ModerationPage />, { route: '/moderation?item=comment-41', path: '/moderation' });
    expect(await screen.findByRole('alert', {}, { timeout: 3000 })).toHaveTextContent(
      'The service is temporarily unavailable. Please try again shortly',
    );
    expect(screen.queryByRole('region', { name: 'Actions' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Back to the queue' })).toBeInTheDocument();
  });
});
