import { screen, waitFor, within } from '@testing-library/react';
import { setHttpAdapter } from '@journeys/shared/api';
import { serveFixtures, type DataSource } from '@journeys/shared/ui/standalone-frame';
import { fakeApiPerTest, renderStandalone, signInAs, standaloneBar } from '@journeys/shared/testing';
import { paths } from '@journeys/shared/contracts';
import { READER } from '../src/fixtures/help-fixtures';
import { createFixtureApi } from '../src/standalone/fixture-api';
import { CASES, StandaloneApp } from '../src/standalone/standalone-app';

// Only the live-data test scripts it; the others answer from the fixtures, as QA sees them.
const api = fakeApiPerTest();
afterEach(() => setHttpAdapter(undefined));
beforeEach(() => sessionStorage.clear());

function openStandalone(route: string = paths.help(), source: DataSource = 'fixtures') {
  if (source === 'fixtures') serveFixtures(createFixtureApi());
  return renderStandalone(<StandaloneApp source={source} />, route);
}

const h1 = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

async function logIn(user: ReturnType<typeof openStandalone>) {
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' }));
  const dialog = screen.getByRole('dialog');
  await user.type(within(dialog).getByLabelText('Email'), 'kate@example.org');
  await user.type(within(dialog).getByLabelText('Password'), 'any password');
  await user.click(within(dialog).getByRole('button', { name: 'Log In' }));
  await screen.findByText(/kate_recovers/);
}

/** What each link of the bar shows, read from the fixtures through the page. */
const EXPECTED: Record<string, () => Promise<void>> = {
  'My help calendars': async () => {
    await h1('Help calendars');
    expect(await screen.findByRole('link', { name: "lee_knee's help calendar" })).toBeInTheDocument();
  },
  'Own calendar (owner)': async () => {
    await h1('Help calendar');
    expect(screen.getByRole('region', { name: 'Open this week' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a need' })).toBeInTheDocument();
  },
  "Lee's calendar (caregiver)": async () => {
    await h1('Help calendar');
    expect(screen.getByRole('link', { name: 'Add an update for lee_knee' })).toBeInTheDocument();
  },
  "Noor's calendar (helper)": async () => {
    await h1('Help calendar');
    expect(screen.getByRole('button', { name: 'Leave this calendar' })).toBeInTheDocument();
  },
  'Calendar without needs': async () => {
    await h1('Help calendar');
    expect(screen.getByText(/Nothing is needed yet/)).toBeInTheDocument();
  },
  'Calendar I may not see': async () => {
    await h1('Not Found');
  },
  'Helper invite link': async () => {
    await h1('noor_hip asks for help after surgery');
  },
  'Caregiver invitation': async () => {
    await h1('lee_knee invites you to be a caregiver');
  },
  'Stopped invite link': async () => {
    expect(
      await screen.findByText('This invite link no longer works. Ask for a new one.'),
    ).toBeInTheDocument();
  },
};

describe('help standalone page: every display case of the fixtures', () => {
  it('links each case from the bar, and offers the real API', async () => {
    openStandalone();
    expect(standaloneBar().getByRole('link', { name: 'use the real API' })).toHaveAttribute(
      'href',
      '?data=live',
    );
    expect(CASES.map((c) => c.text).sort()).toEqual(Object.keys(EXPECTED).sort());
    await h1('Help calendars');
  });

  it.each(CASES.map((c) => [c.text]))('shows "%s" from its link, once logged in', async (text) => {
    const user = openStandalone(paths.help());
    await screen.findByText('Log in to see your help calendars.');
    await logIn(user);
    await h1('Help calendars');
    await user.click(standaloneBar().getByRole('link', { name: text }));
    await EXPECTED[text]?.();
  });

  it('shows the calendar from the fixtures and signs up', async () => {
    const user = openStandalone(paths.helpCalendar(41));
    await logIn(user);
    await h1('Help calendar');
    const pets = screen
      .getAllByRole('group')
      .find((g) => g.textContent?.startsWith('Pet care')) as HTMLElement;
    const button = within(pets).getByRole('button', { name: 'I can help' });
    await user.click(button);
    await waitFor(() => expect(button).toHaveTextContent("I can't make it anymore"));
    expect(pets).toHaveTextContent('1 of 1 places taken');
  });

  it('on the real API, asks the API and offers the way back to the fixtures', async () => {
    api.on('GET /help/calendars/41', {
      status: 404,
      body: { statusCode: 404, error: 'Not Found', message: 'x' },
    });
    // A member: to a visitor no calendar exists, so nothing is asked.
    signInAs(READER);
    openStandalone(paths.helpCalendar(41), 'live');
    await h1('Not Found');
    expect(
      standaloneBar()
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['?data=fixtures']);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /help/calendars/41']);
  });
});
