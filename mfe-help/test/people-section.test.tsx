import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@journeys/shared/contracts';
import { fakeApiPerTest, renderWithRouter, signInAs } from '@journeys/shared/testing';
import HelpPage from '../src/exposes/help-page';
import { CAREGIVING, HELPER_TOKEN, MARIA, OWN, READER, SAM } from '../src/fixtures/help-fixtures';
import { screenIsWide, serveFixtureApi } from './fixture-server';

const api = fakeApiPerTest();
beforeEach(() => {
  signInAs(READER);
  serveFixtureApi(api);
  screenIsWide(false);
});

async function renderPeople(surgery: number) {
  const user = userEvent.setup();
  renderWithRouter(<HelpPage surgery={String(surgery)} />, {
    route: `/help/${surgery}`,
    path: '/help/:surgery',
  });
  await screen.findByRole('heading', { level: 1, name: 'Help calendar' });
  return { user, people: screen.getByRole('region', { name: 'People' }) };
}
const calls = () => api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);

describe('People: the invite link', () => {
  it("'Copy invite link' makes a link when none works, copies it and shows it to copy by hand", async () => {
    const { user, people } = await renderPeople(OWN);
    expect(within(people).queryByLabelText('The invite link')).not.toBeInTheDocument();
    await user.click(within(people).getByRole('button', { name: 'Copy invite link' }));
    expect(await within(people).findByText('The invite link is copied.')).toHaveAttribute('role', 'status');
    const field = within(people).getByLabelText('The invite link');
    const link = await navigator.clipboard.readText();
    expect(link).toMatch(new RegExp(`^${window.location.origin}/help-invite#fixture-new-link-`));
    expect(field).toHaveValue(link);
    expect(field).toHaveAttribute('readonly');
    expect(within(people).getByText(/^This link works until /)).toBeInTheDocument();
    expect(calls()).toEqual([`POST /help/calendars/${OWN}/invite`]);
  });

  it('copies the working link without making a new one', async () => {
    const { user, people } = await renderPeople(CAREGIVING);
    await user.click(within(people).getByRole('button', { name: 'Copy invite link' }));
    await within(people).findByText('The invite link is copied.');
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}${paths.helpInvite(HELPER_TOKEN)}`,
    );
    expect(calls()).toEqual([]);
  });

  it("'Stop this link' makes it stop working and takes it off the page", async () => {
    const { user, people } = await renderPeople(CAREGIVING);
    expect(within(people).getByLabelText('The invite link')).toBeInTheDocument();
    await user.click(within(people).getByRole('button', { name: 'Stop this link' }));
    expect(await within(people).findByText(/The link is stopped/)).toBeInTheDocument();
    await waitFor(() => expect(within(people).queryByLabelText('The invite link')).not.toBeInTheDocument());
    expect(within(people).queryByRole('button', { name: 'Stop this link' })).not.toBeInTheDocument();
    expect(calls()).toEqual([`DELETE /help/calendars/${CAREGIVING}/invite`]);
  });
});

describe('People: helpers and caregivers', () => {
  it('removes a helper after asking', async () => {
    const { user, people } = await renderPeople(OWN);
    const helpers = within(people).getByRole('region', { name: 'Helpers' });
    const sam = within(helpers).getByText(SAM.username).closest('li') as HTMLElement;
    await user.click(within(sam).getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('dialog', { name: `Remove ${SAM.username}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(within(helpers).queryByText(SAM.username)).not.toBeInTheDocument());
    expect(calls()).toEqual([`DELETE /help/calendars/${OWN}/helpers/${SAM.userId}`]);
  });

  it('lets the owner invite a caregiver, up to 3 with invitations, and withdraw one', async () => {
    const { user, people } = await renderPeople(OWN);
    const caregivers = within(people).getByRole('region', { name: 'Caregivers' });
    expect(caregivers).toHaveTextContent(/A caregiver can add updates/);
    expect(within(caregivers).getByText(MARIA.username)).toBeInTheDocument();
    expect(within(caregivers).getByText(/^jo@example\.org \(invited, until /)).toBeInTheDocument();

    await user.click(within(caregivers).getByRole('button', { name: 'Invite caregiver' }));
    expect(within(caregivers).getByLabelText("Caregiver's email")).toHaveAccessibleDescription(
      'Enter an email address.',
    );
    await user.type(within(caregivers).getByLabelText("Caregiver's email"), 'ana@example.org');
    await user.click(within(caregivers).getByRole('button', { name: 'Invite caregiver' }));
    expect(
      await within(caregivers).findByText('An invitation is on its way to ana@example.org.'),
    ).toBeInTheDocument();
    // Maria, Jo and Ana: three, so no fourth.
    expect(await within(caregivers).findByText('You can name at most 3 caregivers.')).toBeInTheDocument();
    expect(within(caregivers).queryByLabelText("Caregiver's email")).not.toBeInTheDocument();

    const jo = within(caregivers)
      .getByText(/^jo@example\.org/)
      .closest('li') as HTMLElement;
    await user.click(within(jo).getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(within(caregivers).queryByText(/^jo@example\.org/)).not.toBeInTheDocument());
    expect(within(caregivers).getByLabelText("Caregiver's email")).toBeInTheDocument();
    expect(calls()).toEqual([
      `POST /help/calendars/${OWN}/caregivers`,
      'DELETE /help/caregiver-invitations/71',
    ]);
  });

  it('says so when the API already counts 3 caregivers', async () => {
    api.on('POST /help/calendars/:surgery/caregivers', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', code: 'HELP_CAREGIVERS_FULL', message: 'full' },
    });
    const { user, people } = await renderPeople(OWN);
    const caregivers = within(people).getByRole('region', { name: 'Caregivers' });
    await user.type(within(caregivers).getByLabelText("Caregiver's email"), 'ana@example.org');
    await user.click(within(caregivers).getByRole('button', { name: 'Invite caregiver' }));
    expect(await within(caregivers).findByRole('alert')).toHaveTextContent(
      'You can name at most 3 caregivers.',
    );
  });
});
