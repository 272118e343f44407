import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, renderWithRouter, useLanguageInTest } from '@journeys/shared/testing';
import CommunityRulesPage from '../src/exposes/community-rules-page';
import ModerationPage from '../src/exposes/moderation-page';
import {
  HIDDEN_SURGERY,
  PENDING_UPDATE,
  QUEUE,
  REPORTED_COMMENT,
  REPORTED_MEMBER,
} from '../src/fixtures/moderation-fixtures';

const api = fakeApiPerTest();
beforeEach(async () => {
  api.on('GET /moderation/queue', { status: 200, body: QUEUE });
  for (const item of [REPORTED_COMMENT, HIDDEN_SURGERY, PENDING_UPDATE, REPORTED_MEMBER])
    api.on(`GET /moderation/items/${item.itemType}/${item.itemId}`, { status: 200, body: item });
  await useLanguageInTest('es');
});
afterEach(async () => {
  await useLanguageInTest('en');
});

const renderPage = (route = '/es/moderation') =>
  renderWithRouter(<ModerationPage />, { route, path: '/es/moderation' });

describe('the moderation queue in Spanish', () => {
  it('lists each item with its type, author, report count, reasons, status and date', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Cola de moderación' })).toBeInTheDocument();
    expect(screen.getByText('Cargando la cola…')).toHaveAttribute('role', 'status');
    const entries = within(await screen.findByRole('list', { name: 'Elementos denunciados' })).getAllByRole(
      'listitem',
    );
    expect(document.title).toBe('Cola de moderación — Surgery Journeys');
    expect(entries[0]).toHaveTextContent('Comentario');
    expect(entries[0]).toHaveTextContent('3 denuncias');
    expect(entries[0]).toHaveTextContent('Información médica falsa, Acoso');
    expect(entries[0]).toHaveTextContent('desde el 20 de noviembre de 2026');
    expect(entries[1]).toHaveTextContent('1 denuncia');
    const pending = entries.find((e) => e.textContent?.includes(PENDING_UPDATE.content.text));
    expect(pending).toHaveTextContent('Primera publicación con un enlace');
    expect(pending).toHaveTextContent('En espera de aprobación');
    expect(
      within(entries[0]!).getByRole('link', { name: /^Abrir el comentario: Stop your/ }),
    ).toHaveTextContent('Abrir');
  });

  it('shows one item, its reports, its author and its audit log with Spanish dates', async () => {
    renderPage('/es/moderation?item=surgery-7');
    expect(await screen.findByText(HIDDEN_SURGERY.content.text)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '← Volver a la cola' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Cirugía · Oculto');
    expect(screen.getByText('En la cirugía: Total Knee Replacement')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Denuncias (1)' })).toBeInTheDocument();
    expect(screen.getByText(/denunciado por calm_heron7 el/)).toHaveTextContent(
      'Spam, denunciado por calm_heron7 el 22 de noviembre de 2026',
    );
    expect(screen.getByText('Miembro desde').nextElementSibling).toHaveTextContent('10 de enero de 2026');
    expect(screen.getByRole('list', { name: 'Registro de auditoría' })).toHaveTextContent(
      'Ocultado por kind_moderator, 22 de noviembre de 2026 — Advertising',
    );
    expect(screen.getByRole('button', { name: 'Restaurar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suspender al autor' })).toBeInTheDocument();
  });

  it("words a caregiver's action in the audit log in Spanish", async () => {
    api.on('GET /moderation/items/update/91', {
      status: 200,
      body: {
        ...PENDING_UPDATE,
        itemId: 91,
        audit: [
          {
            id: 3,
            action: 'caregiver_post_update',
            reason: 'Posted an update for the owner',
            moderator: 'maria',
            createdAt: '2026-11-22T10:00:00.000Z',
          },
        ],
      },
    });
    renderPage('/es/moderation?item=update-91');
    expect(await screen.findByRole('list', { name: 'Registro de auditoría' })).toHaveTextContent(
      'Un cuidador publicó una actualización por maria, 22 de noviembre de 2026',
    );
  });

  it('asks for a reason in Spanish, and keeps the typed reason through a switch of language', async () => {
    api.on('POST /moderation/items/comment/41/actions', {
      status: 200,
      body: { ...REPORTED_COMMENT, status: 'hidden' as const },
    });
    renderPage('/es/moderation?item=comment-41');
    await userEvent.click(await screen.findByRole('button', { name: 'Ocultar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Indique un motivo para esta acción.');
    await userEvent.type(screen.getByLabelText('Motivo'), 'Consejo peligroso');
    await useLanguageInTest('en');
    expect(await screen.findByLabelText('Reason')).toHaveValue('Consejo peligroso');
    await useLanguageInTest('es');
    await userEvent.click(screen.getByRole('button', { name: 'Ocultar' }));
    expect(
      await screen.findByText('Ocultado. Ahora solo su autor y los moderadores pueden verlo.'),
    ).toBeInTheDocument();
  });
});

describe('the community rules in Spanish', () => {
  it('explains the rules, naming the menu and the notice as the site does', () => {
    renderWithRouter(<CommunityRulesPage />, { route: '/es/community-rules' });
    expect(screen.getByRole('heading', { level: 1, name: 'Normas de la comunidad' })).toBeInTheDocument();
    expect(screen.getByText('Nada de esto es un consejo médico:').tagName).toBe('STRONG');
    for (const name of ['No se permite', 'Cómo funcionan las denuncias', 'Qué hacen los moderadores'])
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(screen.getByText(/^Si algo infringe estas normas/)).toHaveTextContent(
      /abra su menú Más acciones \(⋯\) y elija Denunciar;/,
    );
    expect(document.title).toBe('Normas de la comunidad — Surgery Journeys');
  });
});
