import { waitFor, within } from '@testing-library/react';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { apiError, region, renderAccountPage } from './account-helpers';

const api = fakeApiPerTest();

const section = async () => within(await waitFor(() => region('Email notifications')));

describe('account page: Email notifications', () => {
  it('shows one labelled checkbox per kind, checked as the member chose', async () => {
    await renderAccountPage(api, { emailPreferences: { followed: false } });
    const s = await section();
    expect(await s.findByRole('checkbox', { name: 'Comments and replies' })).toBeChecked();
    expect(s.getByRole('checkbox', { name: 'Followed journeys' })).not.toBeChecked();
    expect(s.getByRole('checkbox', { name: 'Follow-up reminders' })).toBeChecked();
    expect(s.getByRole('checkbox', { name: 'Weekly digest' })).not.toBeChecked();
    expect(s.getByRole('checkbox', { name: 'Weekly digest' })).toHaveAccessibleDescription(
      'Once a week, the updates of the journeys you follow.',
    );
  });

  it('saves the choice and confirms in words', async () => {
    api.on('PUT /account/email-preferences', {
      status: 200,
      body: { comments: true, followed: true, reminders: false, digest: true },
    });
    const { user } = await renderAccountPage(api);
    const s = await section();
    await user.click(await s.findByRole('checkbox', { name: 'Follow-up reminders' }));
    await user.keyboard('{Tab}');
    await user.click(s.getByRole('checkbox', { name: 'Weekly digest' }));
    await user.click(s.getByRole('button', { name: 'Save' }));
    expect(await s.findByText('Email preferences saved.')).toHaveAttribute('role', 'status');
    expect(
      api.requests.find((r) => r.url === '/account/email-preferences' && r.method === 'PUT')?.body,
    ).toEqual({
      comments: true,
      followed: true,
      reminders: false,
      digest: true,
    });
  });

  it('can be changed from the keyboard', async () => {
    const { user } = await renderAccountPage(api);
    const s = await section();
    const box = await s.findByRole('checkbox', { name: 'Comments and replies' });
    box.focus();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it("shows the server's message when saving fails", async () => {
    api.on(
      'PUT /account/email-preferences',
      apiError(429, 'RATE_LIMITED', 'Too many changes. Try again in a minute.'),
    );
    const { user } = await renderAccountPage(api);
    const s = await section();
    await user.click(await s.findByRole('button', { name: 'Save' }));
    expect(await s.findByRole('alert')).toHaveTextContent('Too many changes. Try again in a minute.');
    expect(s.queryByText('Email preferences saved.')).not.toBeInTheDocument();
  });
});
