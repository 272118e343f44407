import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, renderWithRouter, signInAs, useLanguageInTest } from '@journeys/shared/testing';
import HelpPage from '../src/exposes/help-page';
import english from '../src/messages/en.json';
import { HELP_MESSAGES } from '@journeys/shared/rules';
import { HELPER_TOKEN, OWN, READER, UNKNOWN, dayFromToday } from '../src/fixtures/help-fixtures';
import { screenIsWide, serveFixtureApi } from './fixture-server';

const api = fakeApiPerTest();
beforeEach(async () => {
  signInAs(READER);
  serveFixtureApi(api);
  screenIsWide(false);
  await useLanguageInTest('es');
});
afterEach(async () => {
  await useLanguageInTest('en');
});

const renderCalendar = (surgery: number) =>
  renderWithRouter(<HelpPage surgery={String(surgery)} />, {
    route: `/es/help/${surgery}`,
    path: '/es/help/:surgery',
  });

describe('the help calendar in Spanish', () => {
  it('speaks the English catalog of the shared messages word for word', () => {
    for (const [key, text] of Object.entries(HELP_MESSAGES))
      expect([key, english[key as keyof typeof english]]).toEqual([key, text]);
  });

  it('shows the calendar, its kinds and its actions', async () => {
    const user = userEvent.setup();
    renderCalendar(OWN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Calendario de ayuda' })).toBeInTheDocument();
    expect(screen.getByText('de kate_recovers')).toBeInTheDocument();
    const days = screen.getByRole('region', { name: 'Ayuda por día' });
    expect(within(days).getAllByText('Comida').length).toBeGreaterThan(0);
    expect(within(days).getByText('Transporte')).toBeInTheDocument();
    expect(within(days).getByText('Cuidado de mascotas')).toBeInTheDocument();
    expect(within(days).getAllByRole('button', { name: 'Puedo ayudar' }).length).toBeGreaterThan(0);
    expect(within(days).getByRole('button', { name: 'Ya no puedo ir' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar enlace de invitación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Invitar a un cuidador' })).toBeInTheDocument();

    const ride = within(days)
      .getAllByRole('group')
      .find((g) => g.textContent?.includes('Transporte')) as HTMLElement;
    await user.click(within(ride).getByRole('button', { name: 'Puedo ayudar' }));
    expect(
      await within(ride).findByText('Alguien acaba de tomar este turno: elija otro.'),
    ).toBeInTheDocument();
  });

  it('says the four field rules in Spanish', async () => {
    const user = userEvent.setup();
    renderCalendar(OWN);
    await user.click(await screen.findByRole('button', { name: 'Agregar una necesidad' }));
    const dialog = screen.getByRole('dialog', { name: 'Agregar una necesidad' });
    const field = (name: string) => within(dialog).getByLabelText(name);
    await user.type(field('Fecha'), dayFromToday(-2));
    await user.type(field('Desde'), '10:00');
    await user.type(field('Hasta'), '09:00');
    await user.selectOptions(field('Repetir'), 'Todos los días');
    await user.clear(field('Durante cuántos días'));
    await user.type(field('Durante cuántos días'), '61');
    await user.click(field('Notas'));
    await user.paste('x'.repeat(501));
    await user.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(
      within(dialog).getByText('Elija un día y una hora que todavía no hayan pasado.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('La hora de fin debe ser posterior a la hora de inicio.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Una necesidad puede repetirse como máximo en 60 días.'),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('Las notas pueden tener como máximo 500 caracteres.'),
    ).toBeInTheDocument();
  });

  it('shows Not Found in Spanish', async () => {
    renderCalendar(UNKNOWN);
    expect(await screen.findByRole('heading', { level: 1, name: 'No encontrado' })).toBeInTheDocument();
  });

  it('shows an invitation and a dead link in Spanish', async () => {
    renderWithRouter(<HelpPage />, { route: `/help-invite#${HELPER_TOKEN}`, path: '/help-invite' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'noor_hip pide ayuda después de su cirugía' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unirme' })).toBeInTheDocument();
  });

  it('says a dead invite link in Spanish', async () => {
    renderWithRouter(<HelpPage />, { route: '/help-invite#made-up', path: '/help-invite' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este enlace de invitación ya no funciona. Pida uno nuevo.',
    );
  });
});
