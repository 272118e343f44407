import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, renderWithRouter, useLanguageInTest } from '@journeys/shared/testing';
import english from '../src/messages/en.json';
import spanish from '../src/messages/es.json';
import FacebookDeletionPage from '../src/exposes/facebook-deletion-page';
import ResetPasswordPage from '../src/exposes/reset-password-page';
import VerifyEmailPage from '../src/exposes/verify-email-page';

const api = fakeApiPerTest();

afterEach(async () => {
  await useLanguageInTest('en');
});

describe('the pages links open, in Spanish', () => {
  it('the Facebook data-deletion status, with its code', async () => {
    api.on('GET /facebook/data-deletion/:code', {
      status: 200,
      body: { confirmationCode: 'abc123', status: 'deleted', requestedAt: '2026-11-23T10:00:00.000Z' },
    });
    await useLanguageInTest('es');
    renderWithRouter(<FacebookDeletionPage />, {
      route: '/facebook-deletion?code=abc123',
      path: '/facebook-deletion',
    });
    expect(
      await screen.findByRole('heading', { name: 'Eliminación de datos de Facebook' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Se eliminaron su cuenta y sus datos de Surgery Journeys.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText(/Código de confirmación/)).toHaveTextContent('Código de confirmación: abc123');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toBeInTheDocument();
  });

  it('the password reset: its form, the new-password rules and the mismatch', async () => {
    api.on('POST /password/reset/valid', { status: 200, body: { isValid: true } });
    await useLanguageInTest('es');
    renderWithRouter(<ResetPasswordPage />, { route: '/reset-password?token=tok', path: '/reset-password' });
    expect(screen.getByRole('heading', { name: 'Restablezca su contraseña' })).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Establecer nueva contraseña' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Nueva contraseña'), 'short');
    await user.type(screen.getByLabelText('Confirmar contraseña'), 'other');
    await user.click(submit);
    expect(await screen.findByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
    expect(screen.getByText('Las contraseñas no coinciden')).toBeInTheDocument();
  });

  it('the verify-email page without a token', async () => {
    await useLanguageInTest('es');
    renderWithRouter(<VerifyEmailPage />, { route: '/verify-email', path: '/verify-email' });
    expect(screen.getByRole('heading', { name: 'Verificar correo electrónico' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('No se proporcionó un código de verificación');
  });
});

describe('the catalogs', () => {
  const placeholders = (message: unknown) => String(message).match(/\{\w+/g)?.sort().join() ?? '';

  it('Spanish has every English key with the same placeholders', () => {
    // Compiled by the jest resolver: each message is a function; its source placeholders are gone,
    // so the check runs on what each renders with marked values.
    const values = Object.fromEntries(
      [
        'email',
        'signUp',
        'logIn',
        'username',
        'code',
        'browser',
        'device',
        'time',
        'passwordMin',
        'passwordMax',
        'usernameMin',
        'usernameMax',
      ].map((name) => [name, `{${name}`]),
    );
    const render = (message: unknown) =>
      typeof message === 'function' ? (message as (v: object) => string)(values) : message;
    expect(Object.keys(spanish).sort()).toEqual(Object.keys(english).sort());
    for (const key of Object.keys(english) as (keyof typeof english)[])
      expect([key, placeholders(render(spanish[key]))]).toEqual([key, placeholders(render(english[key]))]);
  });
});
