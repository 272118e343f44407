import { fireEvent, screen } from '@testing-library/react';
import { installFakeApi, renderWithRouter, type FakeApi } from '@journeys/shared/testing';
import UpdateWizard from '../src/exposes/update-wizard';
import { installSurgery, next, setupUser, stepText, submit } from './helpers';

/** Zero-width space, word joiner and BOM with a line break: text that shows nothing. */
const INVISIBLE = '\u200B\u2060\n\uFEFF';

let api: FakeApi;
beforeEach(() => {
  jest.useFakeTimers();
  api = installSurgery(installFakeApi());
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

it('treats update details of invisible characters as empty, without posting', async () => {
  const user = setupUser();
  renderWithRouter(<UpdateWizard reviewId={42} />, { route: '/42/update' });
  await user.click(await screen.findByRole('button', { name: /About the same/ }));
  await next(user);
  await next(user);
  await next(user);
  expect(stepText()).toBe('Step 4 of 4');
  fireEvent.change(screen.getByLabelText('Details'), { target: { value: INVISIBLE } });
  await submit();
  expect(screen.getByRole('alert')).toHaveTextContent('Details are required');
  expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
});
