import { screen, within } from '@testing-library/react';
import { paths } from '@journeys/shared/contracts';
import { fakeApiPerTest, renderWithRouter, signInAs } from '@journeys/shared/testing';
import HelpPage from '../src/exposes/help-page';
import { CAREGIVING, HELPING, OWN, READER } from '../src/fixtures/help-fixtures';
import { serveFixtureApi } from './fixture-server';

const api = fakeApiPerTest();
beforeEach(() => serveFixtureApi(api));

const renderList = () => renderWithRouter(<HelpPage />, { route: '/help', path: '/help' });

describe('Help calendars (/help)', () => {
  it("lists the member's calendars with their role and the places open this week", async () => {
    signInAs(READER);
    renderList();
    expect(await screen.findByRole('heading', { level: 1, name: 'Help calendars' })).toBeInTheDocument();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      'Your help calendarYou own it6 places open this week',
      "lee_knee's help calendarYou are a caregiver6 places open this week",
      "noor_hip's help calendarYou are a helper6 places open this week",
    ]);
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      paths.helpCalendar(CAREGIVING),
    );
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      paths.helpCalendar(OWN),
    );
    expect(within(items[2] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      paths.helpCalendar(HELPING),
    );
  });

  it('explains where a calendar comes from when the member has none', async () => {
    signInAs(READER);
    api.on('GET /help/calendars', { status: 200, body: { calendars: [] } });
    renderList();
    expect(await screen.findByText(/can open 'Help calendar' from their journey/)).toBeInTheDocument();
  });

  it('asks a visitor to log in, and asks the API nothing', async () => {
    renderList();
    expect(await screen.findByText('Log in to see your help calendars.')).toBeInTheDocument();
    expect(api.requests).toHaveLength(0);
  });
});
