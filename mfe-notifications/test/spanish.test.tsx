import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApiPerTest,
  makeCurrentUser,
  makeProfile,
  renderWithRouter,
  signInAs,
  useLanguageInTest,
} from '@journeys/shared/testing';
import NotificationBell from '../src/exposes/notification-bell';
import NotificationsPage from '../src/exposes/notifications-page';
import { makeNotification, notificationPage } from './fixtures';

const api = fakeApiPerTest();
// No live stream in these tests (jsdom has none): the bell reads its count at once.
const original = window.EventSource;
beforeEach(() => {
  delete (window as { EventSource?: unknown }).EventSource;
  signInAs(makeCurrentUser({ id: 1 }));
});
afterEach(async () => {
  window.EventSource = original;
  await useLanguageInTest('en');
});

describe('notifications in Spanish', () => {
  it('names the bell with the unread count as a Spanish plural', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 3 } });
    await useLanguageInTest('es');
    renderWithRouter(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notificaciones, 3 no leídas' })).toHaveTextContent('3');
  });

  it('says one unread notification in the singular', async () => {
    api.on('GET /notifications/unread-count', { status: 200, body: { count: 1 } });
    await useLanguageInTest('es');
    renderWithRouter(<NotificationBell />);
    expect(await screen.findByRole('link', { name: 'Notificaciones, 1 no leída' })).toBeInTheDocument();
  });

  it('shows the page, each kind’s header, who, when and unread in Spanish', async () => {
    api.on('GET /notifications', {
      status: 200,
      body: notificationPage([
        makeNotification({
          commentId: 40,
          text: 'I had the same knee pain.',
          patient: makeProfile({ username: 'brave_heron3' }),
        }),
        makeNotification({ commentId: null, patient: null, isRead: true }),
        makeNotification({ kind: 'followed_update', isRead: true }),
        makeNotification({ kind: 'caregiver_update', isRead: true }),
        makeNotification({ kind: 'moderation', patient: null, reviewId: null, isRead: true }),
      ]),
      delayMs: 10,
    });
    await useLanguageInTest('es');
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    expect(screen.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeInTheDocument();
    expect(screen.getByText('Cargando notificaciones…')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: '5 notificaciones, 1 no leída' });
    const [reply, comment, update, caregiver, moderation] = within(list).getAllByRole(
      'listitem',
    ) as HTMLElement[];
    expect(within(reply!).getByText('Respondió a su comentario')).toBeInTheDocument();
    expect(within(reply!).getByText('brave_heron3')).toBeInTheDocument();
    expect(within(reply!).getByText('I had the same knee pain.')).toBeInTheDocument();
    expect(within(reply!).getByText('No leída')).toBeInTheDocument();
    const time = within(reply!).getByText('hace 5 minutos');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('title')).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(within(comment!).getByText('Comentó en su cirugía')).toBeInTheDocument();
    expect(within(comment!).getByText('Miembro eliminado')).toBeInTheDocument();
    expect(within(comment!).queryByText('No leída')).not.toBeInTheDocument();
    expect(
      within(update!).getByText('Publicó una actualización en una cirugía que usted sigue'),
    ).toBeInTheDocument();
    expect(
      within(caregiver!).getByText('Publicó una actualización por usted en su cirugía'),
    ).toBeInTheDocument();
    expect(within(moderation!).getByText('Una nota de los moderadores')).toBeInTheDocument();
    expect(within(moderation!).getByText('Moderadores')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marcar todas como leídas' })).toBeInTheDocument();
  });

  it('pages with Cargar más, the list label counting in Spanish plurals', async () => {
    api.on('GET /notifications', (request) =>
      request.params.cursor === 'c2'
        ? { status: 200, body: notificationPage([makeNotification({ text: 'older' })]) }
        : { status: 200, body: { notifications: [makeNotification({ text: 'newest' })], nextCursor: 'c2' } },
    );
    await useLanguageInTest('es');
    const user = userEvent.setup();
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    await screen.findByText('newest');
    await user.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('older')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '2 notificaciones, 2 no leídas' })).toBeInTheDocument();
  });

  it('says there is nothing yet in Spanish', async () => {
    api.on('GET /notifications', { status: 200, body: notificationPage([]) });
    await useLanguageInTest('es');
    renderWithRouter(<NotificationsPage />, { route: '/notifications' });
    expect(await screen.findByText('No tiene notificaciones en este momento.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Marcar todas como leídas' })).not.toBeInTheDocument(),
    );
  });
});
