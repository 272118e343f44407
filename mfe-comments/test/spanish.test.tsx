import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakeApiPerTest,
  makeComment,
  makeProfile,
  signInAs,
  signOut,
  useLanguageInTest,
} from '@journeys/shared/testing';
import { ann, me, REVIEW_ID, renderComments } from './render-comments';

const api = fakeApiPerTest();
const owner = makeProfile({ id: 1, username: 'owner_olive' });
const threeHoursAgo = () => new Date(Date.now() - 3 * 3600_000).toISOString();

function thread() {
  return [
    makeComment({
      id: 10,
      reviewId: REVIEW_ID,
      patient: ann,
      text: 'How is the knee?',
      createdAt: threeHoursAgo(),
      nestedComments: [
        makeComment({ id: 11, reviewId: REVIEW_ID, parentId: 10, patient: owner, text: 'Much better now!' }),
        makeComment({
          id: 12,
          reviewId: REVIEW_ID,
          parentId: 10,
          patient: ann,
          text: 'Same here.',
          nestedComments: [makeComment({ id: 13, reviewId: REVIEW_ID, parentId: 12, patient: owner })],
        }),
      ],
    }),
  ];
}

afterEach(async () => {
  await useLanguageInTest('en');
});

describe('comments in Spanish', () => {
  it('shows a visitor the thread, its counts (plurals), times and the login box in Spanish', async () => {
    signOut();
    api.on('GET /comments/:id', { status: 200, body: thread(), delayMs: 20 });
    await useLanguageInTest('es');
    const user = userEvent.setup();
    renderComments({ commentCount: 4 });

    await user.click(screen.getByRole('button', { name: 'Comentarios (4)' }));
    expect(screen.getByText('Cargando comentarios…')).toHaveAttribute('role', 'status');

    const top = await screen.findByRole('article', { name: 'Comentario de ann_aster' });
    expect(within(top).getByText('How is the knee?')).toBeInTheDocument();
    expect(within(top).getByText('hace 3 horas').tagName).toBe('TIME');
    expect(within(top).getByText('hace 3 horas').getAttribute('title')).toMatch(
      /^\d{1,2} de [a-z]+ de \d{4}$/,
    );
    expect(within(top).getByRole('button', { name: 'Responder a ann_aster' })).toHaveTextContent('Responder');

    await user.click(within(top).getByRole('button', { name: 'Mostrar 2 respuestas' }));
    const ownerReply = screen.getByRole('article', { name: 'Respuesta de owner_olive' });
    expect(within(ownerReply).getByText('Autor')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar 1 respuesta' })).toBeInTheDocument();
    expect(within(top).getByRole('button', { name: 'Ocultar respuestas' })).toBeInTheDocument();

    expect(screen.getByText('Inicie sesión para publicar un comentario')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Escriba un comentario' })).toBeDisabled();
  });

  it('says there are none yet, and that loading failed, in Spanish', async () => {
    api.on('GET /comments/:id', { status: 200, body: [] });
    await useLanguageInTest('es');
    const user = userEvent.setup();
    renderComments({ commentCount: 1 });
    await user.click(screen.getByRole('button', { name: 'Comentarios (1)' }));
    expect(
      await screen.findByText('Aún no hay comentarios. Sea el primero en comentar.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Comentarios (0)' })).toBeInTheDocument();
  });

  it("reports a failed load with 'Reintentar'", async () => {
    api.on('GET /comments/:id', { status: 500, body: { statusCode: 500, error: 'x', message: 'boom' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await useLanguageInTest('es');
    const user = userEvent.setup();
    renderComments();
    await user.click(screen.getByRole('button', { name: /^Comentarios/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No se pudieron cargar los comentarios');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('offers a member Editar, Eliminar and the edit box in Spanish; deleted and edited read in Spanish', async () => {
    signInAs(me);
    api.on('GET /comments/:id', {
      status: 200,
      body: [
        makeComment({
          id: 20,
          reviewId: REVIEW_ID,
          patient: me,
          text: 'Mine',
          editedAt: '2025-02-01T10:00:00.000Z',
        }),
        makeComment({
          id: 21,
          reviewId: REVIEW_ID,
          patient: ann,
          text: '',
          deleted: true,
          nestedComments: [makeComment({ id: 22, reviewId: REVIEW_ID, parentId: 21, patient: ann })],
        }),
      ],
    });
    api.on('POST /comment/:id/read', { status: 204 });
    await useLanguageInTest('es');
    const user = userEvent.setup();
    renderComments({ commentCount: 2 });
    await user.click(screen.getByRole('button', { name: 'Comentarios (2)' }));

    const mine = await screen.findByRole('article', { name: 'Comentario de me_maple' });
    const edited = within(mine).getByText('(editado)');
    expect(edited.closest('[title]')).toHaveAttribute('title', 'Editado el 1 de febrero de 2025');
    expect(screen.getByText('Este comentario fue eliminado')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Escriba un comentario' })).toHaveAttribute(
      'placeholder',
      'Escriba un comentario…',
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();

    await user.click(within(mine).getByRole('button', { name: 'Eliminar su comentario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminar comentario' });
    expect(dialog).toHaveTextContent('Esta acción no se puede deshacer.');
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(mine).getByRole('button', { name: 'Editar su comentario' }));
    const box = await screen.findByRole('textbox', { name: 'Editar su comentario' });
    expect(box).toHaveValue('Mine');
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });

  it('switches language without losing a typed draft', async () => {
    signInAs(me);
    api.on('GET /comments/:id', {
      status: 200,
      body: [makeComment({ id: 30, reviewId: REVIEW_ID, patient: ann })],
    });
    api.on('POST /comment/:id/read', { status: 204 });
    const user = userEvent.setup();
    renderComments({ commentCount: 1 });
    await user.click(screen.getByRole('button', { name: 'Comments (1)' }));
    await user.type(await screen.findByRole('textbox', { name: 'Write a comment' }), 'A draft');

    await act(async () => {
      await useLanguageInTest('es');
    });
    expect(screen.getByRole('textbox', { name: 'Escriba un comentario' })).toHaveValue('A draft');
    expect(screen.getByRole('button', { name: 'Comentarios (1)' })).toHaveAttribute('aria-expanded', 'true');
  });
});
