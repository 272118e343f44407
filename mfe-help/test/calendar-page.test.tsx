import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@journeys/shared/contracts';
import type { HelpCalendar } from '@journeys/shared/domain';
import { fakeApiPerTest, renderWithRouter, signInAs, signOut } from '@journeys/shared/testing';
import HelpPage from '../src/exposes/help-page';
import {
  ALEX,
  CAREGIVING,
  CONTESTED,
  EMPTY,
  HELPING,
  OWN,
  READER,
  SAM,
  UNKNOWN,
  dayFromToday,
  fixtureCalendars,
  openThisWeek,
} from '../src/fixtures/help-fixtures';
import { screenIsWide, serveFixtureApi } from './fixture-server';

const api = fakeApiPerTest();
beforeEach(() => {
  signInAs(READER);
  serveFixtureApi(api);
  screenIsWide(false);
  document.title = 'Surgery Journeys';
});

const renderCalendar = (surgery: number | string) =>
  renderWithRouter(<HelpPage surgery={String(surgery)} />, {
    route: `/help/${surgery}`,
    path: '/help/:surgery',
  });
const heading = () => screen.findByRole('heading', { level: 1, name: 'Help calendar' });
/** The slot cards of the days view, each named by its kind and time. */
const days = () => screen.getByRole('region', { name: 'Help by day' });
const actionNames = (of: HTMLElement) =>
  within(of)
    .getAllByRole('button')
    .filter((b) => /help|make it/.test(b.textContent ?? ''))
    .map((b) => `${b.textContent} — ${b.getAttribute('aria-describedby') ? 'described' : ''}`);

describe('the help calendar', () => {
  it('names the calendar and whose it is, and titles the page', async () => {
    renderCalendar(OWN);
    await heading();
    expect(screen.getByText('for kate_recovers')).toBeInTheDocument();
    expect(document.title).toBe('Help calendar — Surgery Journeys');
  });

  it('at a phone width lists the days, each a heading with its slots', async () => {
    renderCalendar(OWN);
    await heading();
    const view = days();
    expect(within(view).queryByRole('table')).not.toBeInTheDocument();
    const dayHeadings = within(view).getAllByRole('heading', { level: 3 });
    expect(dayHeadings).toHaveLength(7);
    const tomorrow = within(view).getAllByRole('group')[0];
    expect(tomorrow).toHaveTextContent('Meal');
    expect(tomorrow).toHaveTextContent('6:00 PM–7:00 PM');
    expect(tomorrow).toHaveTextContent('Where: 12 Elm Street, back door');
    expect(tomorrow).toHaveTextContent('Notes: No nuts, please.');
    expect(tomorrow).toHaveTextContent('1 of 1 places taken');
    expect(tomorrow).toHaveTextContent(`Helping: ${ALEX.username}`);
    expect(tomorrow).toHaveTextContent('Full');
  });

  it('wider shows a week grid with the same actions in the same order as the list', async () => {
    const list = renderCalendar(OWN);
    await heading();
    const inList = actionNames(days());
    list.unmount();

    screenIsWide(true);
    renderCalendar(OWN);
    await heading();
    const grid = within(days()).getByRole('table');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
    expect(actionNames(grid)).toEqual(inList);
    expect(inList).toContain("I can't make it anymore — described");
    expect(inList).toContain('I can help — described');
  });

  it("signs up with 'I can help', then offers \"I can't make it anymore\" on the same button", async () => {
    const user = userEvent.setup();
    renderCalendar(OWN);
    await heading();
    const pets = within(days())
      .getAllByRole('group')
      .find((g) => g.textContent?.includes('Pet care'));
    if (!pets) throw new Error('no pet care slot this week');
    const button = within(pets).getByRole('button', { name: 'I can help' });
    await user.click(button);
    await within(pets).findByRole('button', { name: "I can't make it anymore" });
    expect(pets).toHaveTextContent(`Helping: ${READER.username}`);
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toContain(
      `PUT /help/needs/503/days/${dayFromToday(3)}/signup`,
    );
    await user.click(within(pets).getByRole('button', { name: "I can't make it anymore" }));
    await within(pets).findByRole('button', { name: 'I can help' });
  });

  it('says someone just took the slot next to it, and shows the calendar as it now is', async () => {
    const user = userEvent.setup();
    renderCalendar(OWN);
    await heading();
    const ride = within(days())
      .getAllByRole('group')
      .find((g) => g.textContent?.includes('Ride'));
    if (!ride) throw new Error('no ride this week');
    expect(ride).toHaveTextContent('1 of 2 places taken');
    await user.click(within(ride).getByRole('button', { name: 'I can help' }));
    const message = await within(ride).findByText('Someone just took this — choose another slot.');
    expect(message).toHaveAttribute('aria-live', 'polite');
    await waitFor(() => expect(ride).toHaveTextContent('2 of 2 places taken'));
    expect(ride).toHaveTextContent(`Helping: ${SAM.username}, quick_quinn`);
    expect(within(ride).queryByRole('button', { name: 'I can help' })).not.toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.includes(`/help/needs/${CONTESTED.needId}/`))).toHaveLength(1);
  });

  it('shows the owner what is still open in the next 7 days', async () => {
    renderCalendar(OWN);
    await heading();
    const open = screen.getByRole('region', { name: 'Open this week' });
    // Meals on days 3 to 6 (1 and 2 are taken), one place of the ride, the pets' first day.
    expect(openThisWeek(fixtureCalendars()[OWN] as HelpCalendar)).toBe(6);
    expect(open).toHaveTextContent('6 places are still open in the next 7 days:');
    expect(within(open).getAllByRole('listitem')[0]).toHaveTextContent(/^Ride, .*9:00 AM–10:30 AM: 1 open$/);
  });

  it('goes to the next week and back', async () => {
    const user = userEvent.setup();
    renderCalendar(OWN);
    await heading();
    const first = within(days()).getAllByRole('heading', { level: 3 })[0]?.textContent;
    await user.click(screen.getByRole('button', { name: 'Next week' }));
    expect(within(days()).getAllByRole('heading', { level: 3 })[0]?.textContent).not.toBe(first);
    await user.click(screen.getByRole('button', { name: 'Previous week' }));
    expect(within(days()).getAllByRole('heading', { level: 3 })[0]?.textContent).toBe(first);
  });

  it('shows a caregiver the way to post for the owner, and no caregiver list', async () => {
    renderCalendar(CAREGIVING);
    await heading();
    expect(screen.getByRole('link', { name: 'Add an update for lee_knee' })).toHaveAttribute(
      'href',
      paths.addUpdate(CAREGIVING),
    );
    expect(screen.getByRole('button', { name: 'Add a need' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'People' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Caregivers' })).not.toBeInTheDocument();
  });

  it('shows a helper the days and a way out, and nothing to manage', async () => {
    const user = userEvent.setup();
    renderCalendar(HELPING);
    await heading();
    expect(screen.queryByRole('region', { name: 'Open this week' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a need' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'People' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Leave this calendar' }));
    const dialog = screen.getByRole('dialog', { name: 'Leave this calendar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave this calendar' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/help$/));
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toContain(
      `DELETE /help/calendars/${HELPING}/helpers/${READER.id}`,
    );
  });

  it('offers the owner of a calendar without needs to add one', async () => {
    renderCalendar(EMPTY);
    await heading();
    expect(screen.getByText(/Nothing is needed yet/)).toBeInTheDocument();
    expect(screen.getAllByText('No help needed.')).toHaveLength(7);
  });

  it.each([
    ['a calendar the API does not show', String(UNKNOWN)],
    ['a malformed id', 'abc'],
  ])('shows the site Not Found for %s', async (_, id) => {
    renderCalendar(id);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(screen.getByText('There is nothing at this address.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Surgeries' })).toHaveAttribute('href', paths.feed());
  });

  it('shows a visitor the site Not Found without asking the API: no calendar exists for visitors', async () => {
    signOut();
    renderCalendar(OWN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not Found' })).toBeInTheDocument();
    expect(api.requests.filter((r) => r.url.includes('/help/'))).toEqual([]);
  });
});
