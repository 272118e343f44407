import { screen, waitFor, within } from '@testing-library/react';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { region, renderAccountPage } from './account-helpers';

const api = fakeApiPerTest();

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

  it('saves the answer as surgery-journeys-export.zip, the blob as it came', async () => {
    const zip = new Blob([new Uint8Array([0x50, 0x4b, 0x05, 0x06])], { type: 'application/zip' });
    api.on('GET /account/export', { status: 200, body: zip });
    const { user } = await renderAccountPage(api);
    await user.click(within(region('Download my data')).getByRole('button', { name: 'Download my data' }));
    await waitFor(() =>
      expect(clicked).toEqual([{ href: 'blob:export', download: 'surgery-journeys-export.zip' }]),
    );
    expect(createObjectURL).toHaveBeenCalledWith(zip);
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

  it('reads the API’s error out of a blob answer, as a browser gets it', async () => {
    const error = {
      statusCode: 429,
      error: 'Too Many Requests',
      code: 'RATE_LIMITED',
      message: 'Slow down.',
    };
    api.on('GET /account/export', {
      status: 429,
      body: new Blob([JSON.stringify(error)], { type: 'application/json' }),
    });
    const { user } = await renderAccountPage(api);
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(await within(region('Download my data')).findByRole('alert')).toHaveTextContent('Slow down.');
    expect(clicked).toEqual([]);
  });
});
