import { screen, waitFor } from '@testing-library/react';
import { useSession } from '@journeys/shared/session';
import { fakeApiPerTest, makeCurrentUser, renderWithRouter, signInAs } from '@journeys/shared/testing';
import ConfirmEmailPage from '../src/exposes/confirm-email-page';

const api = fakeApiPerTest();

const renderPage = (route: string) =>
  renderWithRouter(<ConfirmEmailPage />, { route, path: '/confirm-email' });

describe('ConfirmEmailPage', () => {
  it('confirms the change once and says so in words', async () => {
    api.on('POST /account/email/confirm', { status: 200, body: { message: 'Your email was changed.' } });
    renderPage('/confirm-email?token=tok-mail');
    expect(screen.getByText('Confirming your email...')).toBeInTheDocument();
    expect(
      await screen.findByText('Your new email address is confirmed. Use it the next time you log in.'),
    ).toBeInTheDocument();
    expect(api.requests.map((r) => [r.url, r.body])).toEqual([
      ['/account/email/confirm', { token: 'tok-mail' }],
    ]);
  });

  it('refreshes a logged-in member so the header shows the new address', async () => {
    signInAs(makeCurrentUser({ id: 3, email: 'old@example.org' }));
    api.on('POST /account/email/confirm', { status: 200, body: { message: 'Your email was changed.' } });
    api.on('GET /patient/me', { status: 200, body: makeCurrentUser({ id: 3, email: 'new@example.org' }) });
    renderPage('/confirm-email?token=tok-mail');
    await waitFor(() => expect(useSession.getState().user?.email).toBe('new@example.org'));
  });

  it('says the link is invalid or expired when the API refuses the token', async () => {
    api.on('POST /account/email/confirm', {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        code: 'EMAIL_CHANGE_TOKEN_INVALID',
        message: 'This confirmation link is invalid or has expired.',
      },
    });
    renderPage('/confirm-email?token=used');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This confirmation link is invalid or has expired.',
    );
    expect(screen.queryByText(/is confirmed/)).not.toBeInTheDocument();
  });

  it('says the link is invalid without a token, asking the API nothing', () => {
    renderPage('/confirm-email');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(api.requests).toHaveLength(0);
  });

  it("shows the server's reason when the address was taken meanwhile", async () => {
    api.on('POST /account/email/confirm', {
      status: 409,
      body: { statusCode: 409, error: 'Conflict', code: 'EMAIL_IN_USE', message: 'Email is already in use' },
    });
    renderPage('/confirm-email?token=tok');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is already in use');
  });
});
