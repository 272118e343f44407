import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { region, renderAccountPage } from './account-helpers';

const api = fakeApiPerTest();

/** jsdom's Blob has no text(); FileReader reads it as a browser would. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
}

describe('account page: Download my data', () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:export');
  const revokeObjectURL = jest.fn();
  let clicked: { href: string; download: string }[] = [];
  beforeEach(() => {
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('saves the export as surgery-journeys-export.json', async () => {
    const exported = {
      exportedAt: '2026-11-23T15:00:00.000Z',
      profile: {
        id: 7,
        username: 'brave_otter3',
        email: 'otter@example.org',
        image: null,
        background: '#bbdefb',
        facebookLinked: false,
        createdAt: '2025-01-15T10:00:00.000Z',
      },
      surgeries: [],
      comments: [],
      notifications: [],
      emailPreferences: { comments: true, followed: true, reminders: true, digest: false },
      following: [],
    };
    api.on('GET /account/export', { status: 200, body: exported });
    const { user } = await renderAccountPage(api);
    await user.click(within(region('Download my data')).getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:export', download: 'surgery-journeys-export.json' }]),
    );
    const blob = createObjectURL.mock.calls[0]?.[0];
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse(await readText(blob as Blob))).toEqual(exported);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export'));
  });

  it('says so when the export fails', async () => {
    api.on('GET /account/export', {
      status: 429,
      body: {
        statusCode: 429,
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: 'Too many requests. Try again in a minute.',
      },
    });
    const { user } = await renderAccountPage(api);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await within(region('Download my data')).findByRole('alert')).toHaveTextContent(
      'Too many requests. Try again in a minute.',
    );
    expect(clicked).toEqual([]);
  });
});
