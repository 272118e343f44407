import { screen } from '@testing-library/react';
import { fakeApiPerTest, renderWithRouter } from '@journeys/shared/testing';
import UnsubscribePage from '../src/exposes/unsubscribe-page';
import { apiError } from './account-helpers';

const api = fakeApiPerTest();

const renderPage = (route: string) => renderWithRouter(<UnsubscribePage />, { route, path: '/unsubscribe' });

describe('UnsubscribePage', () => {
  it('turns the kind off on opening and confirms in words, with a link to the preferences', async () => {
    api.on('POST /email/unsubscribe', {
      status: 200,
      body: {
        kind: 'reminders',
        message: 'You are unsubscribed from follow-up reminders. You will not get these emails any more.',
      },
    });
    renderPage('/unsubscribe?token=12.reminders.abc');
    expect(
      await screen.findByText(
        'You are unsubscribed from follow-up reminders. You will not get these emails any more.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]?.method).toBe('POST');
    expect(screen.getByRole('link', { name: 'Choose which emails you get' })).toHaveAttribute(
      'href',
      '/account',
    );
  });

  it('confirms the help calendar kind in the words the API gives, Spanish included', async () => {
    const message =
      'Se canceló su suscripción a los correos electrónicos del calendario de ayuda. Ya no recibirá estos correos electrónicos.';
    api.on('POST /email/unsubscribe', { status: 200, body: { kind: 'help', message } });
    renderPage('/unsubscribe?token=12.help.abc');
    expect(await screen.findByText(message)).toHaveAttribute('role', 'status');
  });

  it('works for the replies kind, split from comments', async () => {
    api.on('POST /email/unsubscribe', {
      status: 200,
      body: {
        kind: 'replies',
        message:
          'You are unsubscribed from emails about replies to your comments. You will not get these emails any more.',
      },
    });
    renderPage('/unsubscribe?token=12.replies.abc');
    expect(
      await screen.findByText(
        'You are unsubscribed from emails about replies to your comments. You will not get these emails any more.',
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('says a forged or broken link is invalid', async () => {
    api.on(
      'POST /email/unsubscribe',
      apiError(400, 'UNSUBSCRIBE_TOKEN_INVALID', 'This unsubscribe link is invalid.'),
    );
    renderPage('/unsubscribe?token=forged');
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
  });

  it('says a link without a token is invalid, asking the API nothing', () => {
    renderPage('/unsubscribe');
    expect(screen.getByRole('alert')).toHaveTextContent('This unsubscribe link is invalid.');
    expect(api.requests).toHaveLength(0);
  });
});
