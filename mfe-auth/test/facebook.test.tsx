import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeCurrentUser } from '@journeys/shared/testing';
import { resetFacebookSdkForTests, type FacebookSdk } from '../src/features/facebook/api/facebook-sdk';
import { location, promptLogin, promptSignup, renderModals } from './helpers';
import { fieldRefusal } from './field-refusal';

const api = fakeApiPerTest();

function installFakeFacebook(me: { name?: string; picture?: { data?: { url?: string } } } = {}) {
  const sdk: jest.Mocked<FacebookSdk> = {
    init: jest.fn(),
    login: jest.fn((callback: Parameters<FacebookSdk['login']>[0], _options: { scope: string }) =>
      callback({ status: 'connected', authResponse: { userID: '1234567890', accessToken: 'fb-access' } }),
    ),
    api: jest.fn((_path, _params, callback) => callback(me)),
  };
  window.FB = sdk;
  return sdk;
}

function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

beforeEach(() => {
  window.__JOURNEYS_FACEBOOK_APP_ID__ = 'app-123';
});

afterEach(() => {
  delete window.FB;
  delete window.__JOURNEYS_FACEBOOK_APP_ID__;
  delete (window.navigator as unknown as Record<string, unknown>).userAgent;
  resetFacebookSdkForTests();
  document.querySelectorAll('script[src*="connect.facebook.net"]').forEach((s) => s.remove());
});

const loginDialog = () => screen.getByRole('dialog', { name: 'Log In' });

describe('Facebook login', () => {
  it("is disabled and says 'Facebook login is not configured' without an app id", () => {
    delete window.__JOURNEYS_FACEBOOK_APP_ID__;
    renderModals();
    promptLogin();
    const button = within(loginDialog()).getByRole('button', { name: /Facebook login is not configured/ });
    expect(button).toBeDisabled();
    expect(document.querySelector('script[src*="connect.facebook.net"]')).toBeNull();
  });

  it.each([
    ['Facebook', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 [FBAN/FBIOS;FBAV/450.0.0.38.108]'],
    ['Instagram', 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 Instagram 330.0.0.40.92'],
  ])("inside %s's in-app browser: disabled, described by the warning, email still works", (_app, ua) => {
    const sdk = installFakeFacebook();
    setUserAgent(ua);
    renderModals();
    promptLogin();
    const button = within(loginDialog()).getByRole('button', { name: /Log in with Facebook/ });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(
      'Facebook login does not work inside the Facebook or Instagram app. Open this page in your browser (Safari or Chrome) to continue with Facebook.',
    );
    expect(sdk.init).not.toHaveBeenCalled();
    expect(within(loginDialog()).getByLabelText('Email')).toBeEnabled();
    expect(within(loginDialog()).getByRole('button', { name: 'Log In' })).toBeEnabled();
  });

  it('is disabled with the warning on Create an Account too, without loading the SDK', async () => {
    setUserAgent('Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile [FB_IAB/FB4A;FBAV/470.0.0.51.109;]');
    renderModals();
    promptLogin();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: /Sign up with Facebook/ })).toHaveAccessibleDescription(
      /Open this page in your browser/,
    );
    expect(screen.getByRole('button', { name: /Sign up with Facebook/ })).toBeDisabled();
    expect(document.querySelector('script[src*="connect.facebook.net"]')).toBeNull();
  });

  it('loads the SDK from a script tag once when no FB is in the page', async () => {
    renderModals();
    promptLogin();
    expect(within(loginDialog()).getByRole('button', { name: /Log in with Facebook/ })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('button', { name: /Sign up with Facebook/ })).toBeDisabled();
    const scripts = document.querySelectorAll('script[src="https://connect.facebook.net/en_US/sdk.js"]');
    expect(scripts).toHaveLength(1);
  });

  it('logs an existing member in with an injected FB and goes to returnTo', async () => {
    const sdk = installFakeFacebook();
    api.on('POST /facebook/validate', {
      status: 200,
      body: { isValid: true, userExists: true, token: 'fb-session' },
    });
    api.on('GET /patient/me', { status: 200, body: makeCurrentUser({ id: 9, username: 'ann_lee' }) });
    renderModals();
    promptLogin({ returnTo: '/create-review' });

    await userEvent
      .setup()
      .click(within(loginDialog()).getByRole('button', { name: /Log in with Facebook/ }));

    await waitFor(() => expect(location()).toBe('/create-review'));
    expect(sdk.init).toHaveBeenCalledWith({
      appId: 'app-123',
      version: 'v22.0',
      cookie: false,
      xfbml: false,
    });
    expect(sdk.login).toHaveBeenCalledWith(expect.any(Function), { scope: 'public_profile,email' });
    expect(api.requests.find((r) => r.url === '/facebook/validate')?.body).toEqual({
      userID: '1234567890',
      accessToken: 'fb-access',
    });
    expect(window.localStorage.getItem('authToken')).toBe('fb-session');
    expect(JSON.parse(window.localStorage.getItem('user') ?? 'null')).toMatchObject({ username: 'ann_lee' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Facebook login failed. Please try again.' when the server rejects the token", async () => {
    installFakeFacebook();
    api.on('POST /facebook/validate', {
      status: 200,
      body: { isValid: false, userExists: false, token: null },
    });
    renderModals();
    promptLogin();
    await userEvent
      .setup()
      .click(within(loginDialog()).getByRole('button', { name: /Log in with Facebook/ }));
    expect(await within(loginDialog()).findByRole('alert')).toHaveTextContent(
      'Facebook login failed. Please try again.',
    );
    expect(window.localStorage.getItem('authToken')).toBeNull();
  });

  describe('a new Facebook user', () => {
    async function reachCreateProfile() {
      const sdk = installFakeFacebook({
        name: 'Ann Lee',
        picture: { data: { url: 'https://example.org/ann.jpg' } },
      });
      api.on('POST /facebook/validate', {
        status: 200,
        body: { isValid: true, userExists: false, token: null },
      });
      renderModals();
      promptSignup();
      const user = userEvent.setup();
      await user.click(
        within(screen.getByRole('dialog', { name: 'Create an Account' })).getByRole('button', {
          name: /Sign up with Facebook/,
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Create Profile' });
      return { sdk, user, dialog };
    }

    it('sees Create Profile prefilled from /me and creates the profile with the picture', async () => {
      const { sdk, user, dialog } = await reachCreateProfile();
      expect(sdk.api).toHaveBeenCalledWith(
        '/me',
        { fields: 'name,picture.type(large),email' },
        expect.any(Function),
      );
      expect(within(dialog).getByRole('radio', { name: 'Use my Facebook profile' })).toBeChecked();
      expect(within(dialog).getByLabelText('Name')).toHaveValue('Ann Lee');
      expect(dialog.querySelector('img')).toHaveAttribute('src', 'https://example.org/ann.jpg');

      api.on('POST /patient', {
        status: 201,
        body: { ...makeCurrentUser({ id: 77, username: 'Ann Lee' }), token: 'new-session' },
      });
      api.on('GET /patient/me', { status: 200, body: makeCurrentUser({ id: 77, username: 'Ann Lee' }) });
      await user.click(within(dialog).getByRole('button', { name: 'Create Profile' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(api.requests.find((r) => r.url === '/patient')?.body).toEqual({
        facebook_user_id: '1234567890',
        access_token: 'fb-access',
        username: 'Ann Lee',
        image: 'https://example.org/ann.jpg',
        background: '#e0e0e0',
      });
      expect(window.localStorage.getItem('authToken')).toBe('new-session');
    });

    it('requires a name for the Facebook profile', async () => {
      const { user, dialog } = await reachCreateProfile();
      await user.clear(within(dialog).getByLabelText('Name'));
      await user.click(within(dialog).getByRole('button', { name: 'Create Profile' }));
      expect(within(dialog).getByText('Name is required')).toBeInTheDocument();
      expect(api.requests.some((r) => r.url === '/patient')).toBe(false);
    });

    it('can stay anonymous with a generated adjective_noun### name, no picture and a palette colour', async () => {
      const { user, dialog } = await reachCreateProfile();
      await user.click(within(dialog).getByRole('radio', { name: 'Stay anonymous' }));
      const username = within(dialog).getByLabelText('Username');
      expect((username as HTMLInputElement).value).toMatch(/^[a-z]+_[a-z]+\d{1,3}$/);
      expect(dialog.querySelector('img')).toBeNull();

      await user.clear(username);
      await user.type(username, 'ab');
      await user.click(within(dialog).getByRole('button', { name: 'Create Profile' }));
      expect(within(dialog).getByText('Username must be at least 3 characters')).toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: 'Generate another' }));
      const generated = (username as HTMLInputElement).value;
      expect(generated).toMatch(/^[a-z]+_[a-z]+\d{1,3}$/);

      api.on('POST /patient', {
        status: 201,
        body: { ...makeCurrentUser({ username: generated }), token: 'anon-session' },
      });
      api.on('GET /patient/me', { status: 200, body: makeCurrentUser({ username: generated }) });
      await user.click(within(dialog).getByRole('button', { name: 'Create Profile' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      const body = api.requests.find((r) => r.url === '/patient')?.body as Record<string, unknown>;
      expect(body.username).toBe(generated);
      expect(body.image).toBeNull();
      expect([
        '#e0e0e0',
        '#ffcdd2',
        '#c8e6c9',
        '#bbdefb',
        '#fff9c4',
        '#e1bee7',
        '#ffffff',
        '#ffe0b2',
      ]).toContain(body.background);
    });

    it("shows 'No pending Facebook authentication' from the server", async () => {
      const { user, dialog } = await reachCreateProfile();
      api.on('POST /patient', {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          code: 'NO_PENDING_FACEBOOK_AUTH',
          message: 'No pending Facebook authentication',
        },
      });
      await user.click(within(dialog).getByRole('button', { name: 'Create Profile' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'No pending Facebook authentication',
      );
      expect(window.localStorage.getItem('authToken')).toBeNull();
    });

    it("shows 'Username is already taken' under the name field on a 409", async () => {
      const { user, dialog } = await reachCreateProfile();
      api.on('POST /patient', fieldRefusal(409, 'USERNAME_TAKEN', 'username', 'Username is already taken'));
      await user.click(within(dialog).getByRole('button', { name: 'Create Profile' }));
      const message = await within(dialog).findByText('Username is already taken');
      expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Username is already taken');
      expect(message).toBeInTheDocument();
    });
  });
});
