import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, renderWithRouter, signInAs, useLanguageInTest } from '@journeys/shared/testing';
import AccountPage from '../src/exposes/account-page';
import { makeAccount, member, otherBrowser, scriptPreferences, thisBrowser } from './account-helpers';
import { promptLogin, promptSignup, renderModals } from './helpers';

const api = fakeApiPerTest();

afterEach(async () => {
  await useLanguageInTest('en');
});

describe('in Spanish', () => {
  it('the Log In modal: its words, a rule’s message and the shared login failure', async () => {
    await useLanguageInTest('es');
    renderModals();
    promptLogin({ loginRequired: true });
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    const modal = within(dialog);
    expect(modal.getByText('Debe iniciar sesión')).toBeInTheDocument();
    expect(modal.getByRole('button', { name: '¿Olvidó su contraseña?' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('¿No tiene una cuenta? Crear una cuenta');
    const user = userEvent.setup();
    await user.click(modal.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await modal.findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    expect(modal.getByText('La contraseña es obligatoria')).toBeInTheDocument();

    api.on('POST /email/validate', { status: 200, body: { isValid: false, token: null } });
    await user.type(modal.getByLabelText('Correo electrónico'), 'otter@example.org');
    await user.type(modal.getByLabelText('Contraseña'), 'wrong-password');
    await user.click(modal.getByRole('button', { name: 'Iniciar sesión' }));
    expect(await modal.findByRole('alert')).toHaveTextContent('Correo electrónico o contraseña no válidos');
  });

  it('a message already showing follows a switch back to English', async () => {
    await useLanguageInTest('es');
    renderModals();
    promptLogin();
    const dialog = await screen.findByRole('dialog', { name: 'Iniciar sesión' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Iniciar sesión' }));
    expect(await within(dialog).findByText('El correo electrónico es obligatorio')).toBeInTheDocument();
    await useLanguageInTest('en');
    expect(await screen.findByRole('dialog', { name: 'Log In' })).toHaveTextContent('Email is required');
  });

  it('the Create an Account modal sends the address and says so in Spanish', async () => {
    api.on('POST /email/verify', { status: 202, body: { message: 'sent' } });
    await useLanguageInTest('es');
    renderModals();
    promptSignup();
    const dialog = await screen.findByRole('dialog', { name: 'Crear una cuenta' });
    const modal = within(dialog);
    expect(modal.getByText('o cree una cuenta con su correo electrónico')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('¿Ya tiene una cuenta? Iniciar sesión');
    const user = userEvent.setup();
    await user.type(modal.getByLabelText('Correo electrónico'), 'nope');
    await user.click(modal.getByRole('button', { name: 'Verificar correo electrónico' }));
    expect(await modal.findByText('Ingrese una dirección de correo electrónico válida')).toBeInTheDocument();
    await user.clear(modal.getByLabelText('Correo electrónico'));
    await user.type(modal.getByLabelText('Correo electrónico'), 'nuevo@example.org');
    await user.click(modal.getByRole('button', { name: 'Verificar correo electrónico' }));
    expect(
      await modal.findByText(
        'Enviamos un correo electrónico de verificación a nuevo@example.org. Revise su bandeja de entrada y haga clic en el enlace de verificación para continuar.',
      ),
    ).toBeInTheDocument();
    expect(api.requests.find((r) => r.url === '/email/verify')?.body).toEqual({ email: 'nuevo@example.org' });
  });

  it('the account page: sections, a date in Spanish, the language setting', async () => {
    signInAs(member);
    api.on('GET /account', { status: 200, body: makeAccount() });
    api.on('GET /account/sessions', { status: 200, body: { sessions: [thisBrowser, otherBrowser] } });
    scriptPreferences(api);
    await useLanguageInTest('es');
    renderWithRouter(<AccountPage />, { route: '/account', path: '/account' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Su cuenta' })).toBeInTheDocument();
    const email = within(await screen.findByRole('region', { name: 'Correo electrónico' }));
    expect(email.getByText(/Su correo electrónico es/)).toHaveTextContent(
      'Su correo electrónico es otter@example.org.',
    );
    for (const name of [
      'Perfil',
      'Contraseña',
      'Idioma',
      'Sesiones',
      'Descargar mis datos',
      'Eliminar cuenta',
    ])
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    const profile = within(screen.getByRole('region', { name: 'Perfil' }));
    expect(profile.getByLabelText('Nombre de usuario')).toHaveValue('brave_otter3');
    expect(profile.getByRole('radio', { name: 'Azul claro' })).toBeChecked();
    const notifications = within(screen.getByRole('region', { name: 'Notificaciones' }));
    expect(
      await notifications.findByRole('checkbox', { name: 'Resumen semanal, por correo electrónico' }),
    ).not.toBeChecked();
    expect(
      notifications.getByRole('checkbox', { name: 'Respuestas a mis comentarios, por notificación push' }),
    ).toBeChecked();
    expect(notifications.getByRole('columnheader', { name: 'Correo electrónico' })).toBeInTheDocument();
    expect(
      notifications.getByRole('checkbox', { name: 'Calendario de ayuda, por notificación push' }),
    ).toHaveAccessibleDescription('Recordatorios de sus turnos, la ayuda del día, cancelaciones.');
    // jsdom has no web push: the device part says so, in Spanish.
    expect(
      notifications.getByText(/^Este navegador no puede mostrar notificaciones de este sitio/),
    ).toBeInTheDocument();

    const sessions = within(screen.getByRole('region', { name: 'Sesiones' }));
    const mine = await sessions.findByRole('listitem', { name: 'Chrome en Mac' });
    expect(mine).toHaveTextContent('Este navegador');
    const other = sessions.getByRole('listitem', { name: 'Safari en iPhone' });
    expect(other).toHaveTextContent(/Última actividad: 20 nov 2026/);
    expect(within(other).getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();

    const language = within(screen.getByRole('region', { name: 'Idioma' }));
    const select = language.getByLabelText('Idioma');
    expect(select).toHaveValue('es');
    expect(language.getByRole('option', { name: 'English' })).toBeInTheDocument();
    expect(language.getByRole('option', { name: 'Español' })).toBeInTheDocument();
  });

  it('saving English stores it on the account and switches the page without a reload', async () => {
    signInAs(member);
    api.on('GET /account', { status: 200, body: { ...makeAccount(), language: 'es' } });
    api.on('GET /account/sessions', { status: 200, body: { sessions: [thisBrowser] } });
    scriptPreferences(api);
    api.on('PUT /account/language', { status: 204 });
    await useLanguageInTest('es');
    renderWithRouter(<AccountPage />, { route: '/account', path: '/account' });
    const region = within(await screen.findByRole('region', { name: 'Idioma' }));
    const user = userEvent.setup();
    await user.selectOptions(region.getByLabelText('Idioma'), 'English');
    await user.click(region.getByRole('button', { name: 'Guardar idioma' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
    expect(api.requests.find((r) => r.method === 'PUT' && r.url === '/account/language')?.body).toEqual({
      language: 'en',
    });
    expect(screen.getByRole('region', { name: 'Language' })).toBeInTheDocument();
  });
});

describe('the Language setting in English', () => {
  it('starts from the saved language and saves Spanish, which switches the page', async () => {
    signInAs(member);
    api.on('GET /account', { status: 200, body: { ...makeAccount(), language: 'en' } });
    api.on('GET /account/sessions', { status: 200, body: { sessions: [thisBrowser] } });
    scriptPreferences(api);
    api.on('PUT /account/language', { status: 204 });
    renderWithRouter(<AccountPage />, { route: '/account', path: '/account' });
    const region = within(await screen.findByRole('region', { name: 'Language' }));
    const select = region.getByLabelText('Language');
    expect(select).toHaveValue('en');
    const user = userEvent.setup();
    await user.selectOptions(select, 'Español');
    await user.click(region.getByRole('button', { name: 'Save language' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Su cuenta' })).toBeInTheDocument();
    await waitFor(() =>
      expect(api.requests.find((r) => r.method === 'PUT' && r.url === '/account/language')?.body).toEqual({
        language: 'es',
      }),
    );
  });

  it('a failed save says so and keeps the language', async () => {
    signInAs(member);
    api.on('GET /account', { status: 200, body: makeAccount() });
    api.on('GET /account/sessions', { status: 200, body: { sessions: [thisBrowser] } });
    scriptPreferences(api);
    api.on('PUT /account/language', {
      status: 500,
      body: {
        statusCode: 500,
        error: 'Internal Server Error',
        code: 'INTERNAL_ERROR',
        message: 'Internal error',
      },
    });
    renderWithRouter(<AccountPage />, { route: '/account', path: '/account' });
    const region = within(await screen.findByRole('region', { name: 'Language' }));
    const user = userEvent.setup();
    await user.selectOptions(region.getByLabelText('Language'), 'Español');
    await user.click(region.getByRole('button', { name: 'Save language' }));
    expect(await region.findByRole('alert')).toHaveTextContent('Internal error');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeInTheDocument();
  });
});
