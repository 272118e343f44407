import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HELP_MESSAGES } from '@journeys/shared/rules';
import { fakeApiPerTest, renderWithRouter, signInAs } from '@journeys/shared/testing';
import HelpPage from '../src/exposes/help-page';
import { OWN, READER, dayFromToday } from '../src/fixtures/help-fixtures';
import { screenIsWide, serveFixtureApi } from './fixture-server';

const api = fakeApiPerTest();
beforeEach(() => {
  signInAs(READER);
  serveFixtureApi(api);
  screenIsWide(false);
});

async function openForm() {
  const user = userEvent.setup();
  renderWithRouter(<HelpPage surgery={String(OWN)} />, { route: `/help/${OWN}`, path: '/help/:surgery' });
  await user.click(await screen.findByRole('button', { name: 'Add a need' }));
  const dialog = screen.getByRole('dialog', { name: 'Add a need' });
  const field = (name: string) => within(dialog).getByLabelText(name);
  const fill = async (name: string, value: string) => {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  };
  const save = () => user.click(within(dialog).getByRole('button', { name: 'Save' }));
  /** The message tied to a field (aria-describedby), as a screen reader reads it with the field. */
  const messageOf = (name: string) => {
    const ids = field(name).getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
  };
  return { user, dialog, field, fill, save, messageOf };
}

const posts = () => api.requests.filter((r) => r.method === 'POST');

describe("'Add a need'", () => {
  it('adds a repeating need with the browser time zone, and shows it', async () => {
    const { user, field, fill, save } = await openForm();
    await user.selectOptions(field('Kind'), 'Ride');
    await fill('Date', dayFromToday(4));
    await fill('From', '14:00');
    await fill('To', '15:00');
    await fill('Place', 'Clinic on 5th');
    await fill('Notes', 'Wheelchair in the trunk');
    await fill('How many people', '2');
    await user.selectOptions(field('Repeat'), 'Every week');
    await fill('For how many days', '3');
    await save();
    expect(await screen.findByText(/^Ride, from .*, every week for 3 times$/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts()[0]?.body).toEqual({
      kind: 'ride',
      date: dayFromToday(4),
      startTime: '14:00',
      endTime: '15:00',
      place: 'Clinic on 5th',
      notes: 'Wheelchair in the trunk',
      people: 2,
      repeat: 'weekly',
      repeatCount: 3,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('says next to Date that a slot in the past cannot be asked for', async () => {
    const { fill, save, field, messageOf } = await openForm();
    await fill('Date', dayFromToday(-1));
    await fill('From', '10:00');
    await fill('To', '11:00');
    await save();
    expect(messageOf('Date')).toBe(HELP_MESSAGES.pastSlot);
    expect(field('Date')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Date')).toHaveFocus();
    expect(posts()).toHaveLength(0);
  });

  it('says next to To that the end must come after the start', async () => {
    const { fill, save, messageOf } = await openForm();
    await fill('Date', dayFromToday(2));
    await fill('From', '11:00');
    await fill('To', '10:00');
    await save();
    expect(messageOf('To')).toBe(HELP_MESSAGES.endBeforeStart);
    expect(posts()).toHaveLength(0);
  });

  it('says next to the day count that a need repeats on at most 60 days', async () => {
    const { user, field, fill, save, messageOf } = await openForm();
    await fill('Date', dayFromToday(2));
    await fill('From', '10:00');
    await fill('To', '11:00');
    await user.selectOptions(field('Repeat'), 'Every day');
    await fill('For how many days', '61');
    await save();
    expect(messageOf('For how many days')).toBe(HELP_MESSAGES.tooManyRepeats);
    await fill('For how many days', '60');
    expect(messageOf('For how many days')).toBe('');
  });

  it('says next to Notes that they can be at most 500 characters', async () => {
    const { user, field, fill, save, messageOf } = await openForm();
    await fill('Date', dayFromToday(2));
    await fill('From', '10:00');
    await fill('To', '11:00');
    await user.click(field('Notes'));
    await user.paste('x'.repeat(501));
    await save();
    expect(messageOf('Notes')).toBe(HELP_MESSAGES.notesTooLong);
    expect(posts()).toHaveLength(0);
  });

  it("shows the API's field messages next to their fields", async () => {
    api.on('POST /help/calendars/:surgery/needs', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'VALIDATION_FAILED',
        message: 'Check the fields',
        // The calendar's zone is ahead of the browser's: for the API the slot has passed.
        fieldErrors: { date: HELP_MESSAGES.pastSlot, notes: HELP_MESSAGES.notesTooLong },
      },
    });
    const { dialog, fill, save, messageOf } = await openForm();
    await fill('Date', dayFromToday(1));
    await fill('From', '23:30');
    await fill('To', '23:45');
    await save();
    expect(await within(dialog).findByText(HELP_MESSAGES.pastSlot)).toBeInTheDocument();
    expect(messageOf('Date')).toBe(HELP_MESSAGES.pastSlot);
    expect(messageOf('Notes')).toBe(HELP_MESSAGES.notesTooLong);
  });

  it('gives focus back to its button when cancelled', async () => {
    const { user, dialog } = await openForm();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a need' })).toHaveFocus();
  });
});
