import { screen } from '@testing-library/react';
import { fakeApiPerTest, makeCurrentUser, signInAs, signOut } from '@journeys/shared/testing';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

// No request leaves the test: anything unscripted answers 404.
fakeApiPerTest();
beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
  remoteLoaders.set('notifications/NotificationBell', async () => ({ default: () => null }));
  remoteLoaders.set('wizard/UpdateWizard', async () => ({ default: () => <p>update form</p> }));
  remoteLoaders.set('wizard/SurgeryWizard', async () => ({
    default: ({ reviewId }: { reviewId?: number }) => (
      <p>{reviewId ? `editing surgery ${reviewId}` : 'new surgery'}</p>
    ),
  }));
  signInAs(makeCurrentUser());
});
afterEach(() => {
  signOut();
});

const MALFORMED = ['1e3', '0x10', '%2012', '12abc', '-1', '0', '01', '1.5', '9007199254740993', '2147483648'];

it.each([...MALFORMED.map((id) => `/${id}/update`), ...MALFORMED.map((id) => `/update/${id}/edit`)])(
  'reads %s with the strict id parser: nothing is there',
  async (address) => {
    renderApp(address);
    expect(await screen.findByText('There is nothing at this address.')).toBeInTheDocument();
    expect(screen.queryByText('update form')).not.toBeInTheDocument();
  },
);

it('opens the update form for a canonical id', async () => {
  renderApp('/1000/update');
  expect(await screen.findByText('update form')).toBeInTheDocument();
});

// docs/product.md §2: an edit address whose id is not a positive number gives the create wizard.
it.each(MALFORMED)('opens /review/%s/edit as the create wizard: no surgery is asked for', async (id) => {
  renderApp(`/review/${id}/edit`);
  expect(await screen.findByText('new surgery')).toBeInTheDocument();
});

it('opens the edit wizard for a canonical id', async () => {
  renderApp('/review/1000/edit');
  expect(await screen.findByText('editing surgery 1000')).toBeInTheDocument();
});
