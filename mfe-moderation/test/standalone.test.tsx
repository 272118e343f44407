import { screen, within } from '@testing-library/react';
import { setHttpAdapter } from '@journeys/shared/api';
import { serveFixtures, type DataSource } from '@journeys/shared/ui/standalone-frame';
import { fakeApiPerTest, renderStandalone, standaloneBar } from '@journeys/shared/testing';
import { QUEUE } from '../src/fixtures/moderation-fixtures';
import { CASES, StandaloneApp } from '../src/standalone/standalone-app';

// Only the live-data test scripts it; the others answer from the fixtures, as QA sees them.
const api = fakeApiPerTest();

/** A fresh copy of the fixture API (its actions change the tab's copy of the items). */
async function serveFreshFixtures() {
  await jest.isolateModulesAsync(async () => {
    const { answerFromFixtures } = await import('../src/standalone/fixture-api');
    serveFixtures(answerFromFixtures);
  });
}

async function openStandalone(route = '/moderation', source: DataSource = 'fixtures') {
  if (source === 'fixtures') await serveFreshFixtures();
  return renderStandalone(<StandaloneApp source={source} />, route);
}
afterEach(() => setHttpAdapter(undefined));

// The frame's toast line is a status too: the action's result is read in its own section.
const actions = () => within(screen.getByRole('region', { name: 'Actions' }));
const heading = () => screen.findByRole('heading', { level: 2 });
const queueEntries = async () =>
  within(await screen.findByRole('list', { name: 'Reported items' })).getAllByRole('listitem');

/** What each link of the bar shows, read from the fixtures through the page. */
const EXPECTED: Record<string, () => Promise<void>> = {
  Queue: async () => {
    expect(await queueEntries()).toHaveLength(QUEUE.items.length);
  },
  'Comment reported 3 times': async () => {
    expect(await heading()).toHaveTextContent('Comment · Visible');
    expect(screen.getByRole('heading', { level: 3, name: 'Reports (3)' })).toBeInTheDocument();
    expect(screen.getByText('Any tips for the first week at home?')).toBeInTheDocument();
    expect(screen.getByText('a deleted member', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('No action yet.')).toBeInTheDocument();
  },
  'Hidden surgery with audit log': async () => {
    expect(await heading()).toHaveTextContent('Surgery · Hidden');
    expect(screen.getByRole('list', { name: 'Audit log' })).toHaveTextContent(
      'Hidden by kind_moderator, November 22, 2026 — Advertising',
    );
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
  },
  'First post with a link': async () => {
    expect(await heading()).toHaveTextContent('Update · Waiting for approval');
    expect(screen.getByText(/^No open reports: a first post with a link/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  },
  'Suspended member': async () => {
    expect(await heading()).toHaveTextContent('Member · Visible');
    expect(screen.getByText('until', { exact: false })).toHaveTextContent('until November 30, 2026');
    expect(screen.getByText(/^Author suspended:/)).toHaveTextContent('— Insults');
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  },
  'Item that is gone': async () => {
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No fixture for /moderation/items/comment/999',
    );
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  },
  'Community rules': async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Community rules' })).toBeInTheDocument();
  },
};

describe('moderation standalone page: every display case of the fixtures', () => {
  it('links each case from the bar, and offers the real API as a moderator', async () => {
    await openStandalone();
    expect(standaloneBar().getByRole('link', { name: 'use the real API as a moderator' })).toHaveAttribute(
      'href',
      '?data=live',
    );
    expect(CASES.map((c) => c.text).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(CASES.map((c) => [c.text]))('shows "%s" from its link', async (text) => {
    // Started elsewhere, so the link itself leads there.
    const user = await openStandalone(text === 'Community rules' ? '/moderation' : '/community-rules');
    await user.click(standaloneBar().getByRole('link', { name: text }));
    await EXPECTED[text]?.();
  });

  it('opens the queue for an address it does not have', async () => {
    await openStandalone('/nowhere');
    expect(await queueEntries()).toHaveLength(QUEUE.items.length);
  });

  it('on the real API, asks the API and offers the way back to the fixtures', async () => {
    api.on('GET /moderation/queue', { status: 200, body: { items: [] } });
    await openStandalone('/moderation', 'live');
    expect(await screen.findByText('Nothing is waiting for a moderator.')).toBeInTheDocument();
    expect(
      standaloneBar()
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['?data=fixtures']);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /moderation/queue']);
  });
});

describe('moderation standalone page: each action on the fixtures', () => {
  async function act(route: string, button: string, reason: string) {
    const user = await openStandalone(route);
    await user.type(await screen.findByLabelText('Reason'), reason);
    await user.click(screen.getByRole('button', { name: button }));
    return user;
  }
  const auditTop = () => within(screen.getByRole('list', { name: 'Audit log' })).getAllByRole('listitem')[0];

  it('hides the reported comment: its status, buttons and audit log follow', async () => {
    await act('/moderation?item=comment-41', 'Hide', 'Dangerous advice');
    expect(await actions().findByRole('status')).toHaveTextContent(
      'Hidden. Only its author and moderators can see it now.',
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Comment · Hidden');
    expect(screen.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(auditTop()).toHaveTextContent(/^Hidden by you \(fixtures\), .* — Dangerous advice$/);
    expect(screen.getByLabelText('Reason')).toHaveValue('');
  });

  it('restores the hidden surgery', async () => {
    await act('/moderation?item=surgery-7', 'Restore', 'Advertising removed');
    expect(await actions().findByRole('status')).toHaveTextContent('Restored: everyone can see it again.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Surgery · Visible');
    expect(screen.getByRole('button', { name: 'Hide' })).toBeInTheDocument();
    expect(auditTop()).toHaveTextContent(/^Restored by you \(fixtures\)/);
  });

  it('approves the first post, which then leaves the queue', async () => {
    const user = await act('/moderation?item=update-90', 'Approve', 'The link is a physio plan');
    expect(await actions().findByRole('status')).toHaveTextContent('Approved: it is published.');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Update · Visible');
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '← Back to the queue' }));
    const entries = await queueEntries();
    expect(entries).toHaveLength(QUEUE.items.length - 1);
    expect(entries.map((e) => e.textContent).join()).not.toContain('physio plan');
  });

  it('dismisses the reports of the comment, which then leaves the queue', async () => {
    const user = await act('/moderation?item=comment-41', 'Dismiss', 'Within the rules');
    expect(await actions().findByRole('status')).toHaveTextContent('The reports were dismissed.');
    expect(screen.getByRole('heading', { level: 3, name: 'Reports (0)' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(auditTop()).toHaveTextContent(/^Reports dismissed by you \(fixtures\)/);
    await user.click(screen.getByRole('button', { name: '← Back to the queue' }));
    expect(await queueEntries()).toHaveLength(QUEUE.items.length - 1);
  });

  it('suspends the member for the chosen days', async () => {
    const user = await openStandalone('/moderation?item=member-11');
    await user.selectOptions(await screen.findByLabelText('Days'), '1');
    await user.type(screen.getByLabelText('Reason'), 'More insults');
    await user.click(screen.getByRole('button', { name: 'Suspend author' }));
    expect(await actions().findByRole('status')).toHaveTextContent('The author is suspended.');
    expect(auditTop()).toHaveTextContent(/^Author suspended by you \(fixtures\), .* — More insults$/);
  });

  it.each([
    ['comment-41', 'Dismiss'],
    ['comment-41', 'Hide'],
    ['surgery-7', 'Restore'],
    ['update-90', 'Approve'],
    ['member-11', 'Suspend author'],
  ])('%s: %s needs a reason first, and focuses it', async (item, button) => {
    const user = await openStandalone(`/moderation?item=${item}`);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(screen.getByRole('alert')).toHaveTextContent('Give a reason for this action.');
    expect(screen.getByLabelText('Reason')).toHaveFocus();
    expect(screen.getByLabelText('Reason')).toHaveAccessibleDescription('Give a reason for this action.');
    expect(actions().queryByRole('status')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Reason'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
