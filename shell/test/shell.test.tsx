import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eventBus, showToast } from '@journeys/shared/events';
import { fakeApiPerTest, makeCurrentUser, makeProfile, signInAs } from '@journeys/shared/testing';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

function stubRemote(id: string, text: string) {
  remoteLoaders.set(id, async () => ({ default: () => <p>{text}</p> }));
}

const api = fakeApiPerTest();
beforeEach(() => {
  remoteLoaders.clear();
  stubRemote('feed/Feed', 'feed remote content');
  stubRemote('auth/AuthModals', '');
  stubRemote('notifications/NotificationBell', 'bell');
});

describe('header', () => {
  it('offers Login to a visitor, and + Surgery asks them to log in first', async () => {
    const prompts: unknown[] = [];
    const off = eventBus.on('login:prompt', (p) => prompts.push(p));
    renderApp('/surgeries');
    expect(await screen.findByText('feed remote content')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '+ Surgery' }));
    expect(prompts).toEqual([
      { message: 'In order to create a review you must be logged in.', returnTo: '/create-review' },
    ]);
    off();
  });

  it("gives moderators, and only them, the header's 'Moderation' link", async () => {
    signInAs(makeCurrentUser());
    const { unmount } = renderApp('/surgeries');
    expect(await screen.findByText('bell')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
    unmount();
    signInAs(makeCurrentUser({ role: 'moderator' }));
    renderApp('/surgeries');
    expect(await screen.findByRole('link', { name: 'Moderation' })).toHaveAttribute('href', '/moderation');
  });

  it('shows a member the bell and a menu with their surgeries and Logout', async () => {
    const user = makeCurrentUser({ username: 'brave_otter3', surgeryCount: 2 });
    signInAs(user);
    api.on('POST /logout', { status: 204 });
    renderApp('/surgeries');
    expect(await screen.findByText('bell')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Account menu for brave_otter3' }));
    expect(screen.getByText('Logged in as brave_otter3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Surgeries (2)' })).toHaveAttribute(
      'href',
      `/surgeries/?user=${user.id}`,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(window.localStorage.getItem('authToken')).toBeNull());
    expect(window.localStorage.getItem('user')).toBeNull();
    expect(api.requests.map((r) => `${r.method} ${r.url}`)).toContain('POST /logout');
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('hides Your Surgeries for a member without any', async () => {
    signInAs(makeCurrentUser({ username: 'calm_heron', surgeryCount: 0 }));
    renderApp('/surgeries');
    await userEvent.click(await screen.findByRole('button', { name: 'Account menu for calm_heron' }));
    expect(screen.queryByRole('link', { name: /Your Surgeries/ })).not.toBeInTheDocument();
  });
});

describe('remote failure isolation', () => {
  // Each test uses a remote no earlier test loaded: a loaded remote stays cached for the page.
  it('shows a fallback with Retry in the failed area only, and recovers', async () => {
    signInAs(makeCurrentUser());
    renderApp('/notifications');
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert).toHaveTextContent('Notifications is unavailable right now.');
    expect(screen.getByRole('button', { name: '+ Surgery' })).toBeInTheDocument();
    expect(screen.getByText('bell')).toBeInTheDocument();
    stubRemote('notifications/NotificationsPage', 'notifications are back');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('notifications are back')).toBeInTheDocument();
  }, 30_000);

  it('keeps a remote that throws while rendering inside its own area', async () => {
    signInAs(makeCurrentUser());
    remoteLoaders.set('wizard/UpdateWizard', async () => ({
      default: () => {
        throw new Error('boom');
      },
    }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/5/update');
    expect(await screen.findByText('The update form is unavailable right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '+ Surgery' })).toBeInTheDocument();
  });

  it('recovers every area of a remote when one Retry succeeds', async () => {
    signInAs(makeCurrentUser());
    const { RemoteComponent } = await import('../src/remotes/remote-component');
    const { render } = await import('@testing-library/react');
    render(
      <>
        <RemoteComponent
          id="comments/Comments"
          props={{ reviewId: 1, reviewOwnerId: 1, commentCount: 0 }}
          label="Comments"
        />
        <RemoteComponent
          id="comments/Comments"
          props={{ reviewId: 2, reviewOwnerId: 1, commentCount: 0 }}
          label="Comments"
        />
      </>,
    );
    await waitFor(() => expect(screen.getAllByText('Comments is unavailable right now.')).toHaveLength(2), {
      timeout: 20_000,
    });
    stubRemote('comments/Comments', 'thread');
    await userEvent.click(screen.getAllByRole('button', { name: 'Retry' })[0] as HTMLElement);
    await waitFor(() => expect(screen.getAllByText('thread')).toHaveLength(2));
    expect(screen.queryByText('Comments is unavailable right now.')).not.toBeInTheDocument();
  }, 30_000);
});

describe('routes', () => {
  it('sends a visitor from a protected page to /surgeries with the login prompt and the way back', async () => {
    const prompts: unknown[] = [];
    const off = eventBus.on('login:prompt', (p) => prompts.push(p));
    const { currentPath } = renderApp('/review/12/edit');
    await waitFor(() => expect(currentPath()).toBe('/surgeries'));
    expect(prompts).toEqual([{ loginRequired: true, returnTo: '/review/12/edit' }]);
    off();
  });

  it('sends a visitor from /notifications to the landing page', async () => {
    api.on('GET /users', { status: 200, body: [] });
    const { currentPath } = renderApp('/notifications');
    await waitFor(() => expect(currentPath()).toBe('/'));
  });

  it('renders the wizard for a member on /create-review', async () => {
    signInAs(makeCurrentUser());
    stubRemote('wizard/SurgeryWizard', 'wizard remote');
    renderApp('/create-review');
    expect(await screen.findByText('wizard remote')).toBeInTheDocument();
  });

  it('shows the Unexpected Application Error page for a routing failure', async () => {
    renderApp('/no/such/page/here');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
  });

  it('shows the Unexpected Application Error page when a page throws, and recovers on the next address', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { PageErrorBoundary } = await import('../src/app/page-error-boundary');
    const { render } = await import('@testing-library/react');
    function Broken(): never {
      throw new Error('page exploded');
    }
    const { MemoryRouter } = await import('react-router');
    const { rerender } = render(
      <PageErrorBoundary resetKey="/a">
        <Broken />
      </PageErrorBoundary>,
      { wrapper: MemoryRouter },
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getByText('page exploded')).toBeInTheDocument();
    rerender(
      <PageErrorBoundary resetKey="/b">
        <p>next page</p>
      </PageErrorBoundary>,
    );
    expect(screen.getByText('next page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error' })).not.toBeInTheDocument();
  });
});

describe('landmarks', () => {
  it("puts every page of the layout in one main landmark, the skip link's target", async () => {
    renderApp('/surgeries');
    const main = await screen.findByRole('main');
    expect(await within(main).findByText('feed remote content')).toBeInTheDocument();
    expect(main).toHaveAttribute('id', 'main');
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveAttribute('href', '#main');
  });

  it("keeps one main landmark on a moderators' page shown as 404 to a member", async () => {
    signInAs(makeCurrentUser());
    renderApp('/moderation');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('gives the page of an unknown address its own main landmark', async () => {
    renderApp('/no/such/page/here');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error' })).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});

describe('landing page', () => {
  it('shows up to 5 recent members, Join the Community and Surgeries, and no header', async () => {
    const members = Array.from({ length: 7 }, (_, i) => makeProfile({ username: `member${i}` }));
    api.on('GET /users', { status: 200, body: members });
    renderApp('/');
    const list = await screen.findByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('img')).toHaveLength(5));
    expect(screen.getByRole('link', { name: 'Join the Community' })).toHaveAttribute(
      'href',
      '/surgeries?login=true',
    );
    expect(screen.getByRole('link', { name: 'Surgeries' })).toHaveAttribute('href', '/surgeries');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });
});

describe('toasts', () => {
  it('shows a toast raised by any module and closes it after 3 seconds', async () => {
    jest.useFakeTimers();
    renderApp('/surgeries');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    act(() => showToast('Successfully Deleted'));
    expect(screen.getByText('Successfully Deleted')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(2900);
    });
    expect(screen.getByText('Successfully Deleted')).toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(200);
    });
    expect(screen.queryByText('Successfully Deleted')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});
