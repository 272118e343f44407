import { Suspense, useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import userEvent from '@testing-library/user-event';
import {
  fakeApiPerTest,
  makeCurrentUser,
  renderWithRouter,
  signInAs,
  useLanguageInTest,
} from '@journeys/shared/testing';
import { photoWords } from '../../photos/photo-words';
import { ConfirmDialog } from '../confirm-dialog';
import { Modal } from '../modal';
import { ModerationNotice, moderationNoticeText, SuspendedText } from '../moderation-notice';
import { MoreActionsMenu } from '../more-actions-menu';
import { ReportMenu } from '../report-menu';
import { ShareButton } from '../share-button';
import { FeedStandIn, StandaloneFrame } from '../standalone-frame';
import { Stars } from '../stars';
import { TextArea } from '../text-area';

const api = fakeApiPerTest();

beforeEach(async () => {
  await useLanguageInTest('es');
});
afterEach(async () => {
  await useLanguageInTest('en');
});

function Confirm() {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Eliminar cirugía"
      typeToConfirm="DELETE"
      pending={false}
      error={null}
      onConfirm={() => {}}
    />
  );
}

describe('the UI parts in Spanish', () => {
  it('a dialog’s close button and the confirm dialog', async () => {
    render(<Confirm />);
    const dialog = screen.getByRole('dialog', { name: 'Eliminar cirugía' });
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
    expect(dialog).toHaveAccessibleDescription(
      'Esta acción no se puede deshacer. Para confirmar, escriba DELETE a continuación.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Eliminar' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Escriba DELETE para confirmar'), 'DEL');

    // A switch of language keeps the open dialog and what was typed.
    await useLanguageInTest('en');
    expect(screen.getByRole('dialog', { name: 'Eliminar cirugía' })).toBeInTheDocument();
    expect(screen.getByLabelText('Type DELETE to confirm')).toHaveValue('DEL');
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('the report menu and dialog', async () => {
    signInAs(makeCurrentUser({ id: 5 }));
    api.on('POST /reports', { status: 201, body: { message: 'Denunciado — gracias' } });
    renderWithRouter(<ReportMenu itemType="comment" itemId={9} authorId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Más acciones' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Denunciar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Denunciar este comentario' });
    expect(within(dialog).getByRole('radiogroup', { name: 'Motivo' })).toBeInTheDocument();
    for (const label of ['Spam', 'Acoso', 'Información médica falsa', 'Información privada', 'Otro'])
      expect(within(dialog).getByRole('radio', { name: label })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Denunciar' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Elija un motivo');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.type(within(dialog).getByLabelText('Nota (opcional)'), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Denunciar' }));
    expect(await within(dialog).findByText('Denunciado — gracias')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('button', { name: 'Cerrar' })).toHaveLength(2);
  });

  it('reports a member in Spanish', async () => {
    signInAs(makeCurrentUser({ id: 5 }));
    renderWithRouter(<ReportMenu itemType="member" itemId={7} authorId={7} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Más acciones' }));
    expect(await screen.findByRole('menuitem', { name: 'Denunciar miembro' })).toBeInTheDocument();
  });

  it('the share button, the stars and the counter', async () => {
    const user = userEvent.setup();
    render(
      <>
        <ShareButton path="/surgeries" />
        <Stars rating={4} />
        <Stars rating={null} />
        <TextArea label="Comentario" value="hola" maxLength={500} counter onChange={() => {}} />
        <MoreActionsMenu actions={[]} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Copiar enlace' }));
    expect(await screen.findByRole('button', { name: 'Enlace copiado' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 de 5 estrellas: Satisfecho' })).toBeInTheDocument();
    expect(screen.getByText('Sin calificación')).toBeInTheDocument();
    expect(screen.getByText('4 de 500 caracteres')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Más acciones' })).toBeInTheDocument();
  });

  it('the moderation notice, the suspension and the members-only photos', async () => {
    render(<ModerationNotice moderation={{ status: 'pending', reason: null }} own />);
    expect(await screen.findByRole('note')).toHaveTextContent(
      'En espera de un moderador: las publicaciones con enlaces de cuentas nuevas se revisan primero. Solo usted puede verlo.',
    );
    expect(moderationNoticeText({ status: 'hidden', reason: 'Consejo peligroso.' }, false)).toBe(
      'Ocultado por los moderadores: Consejo peligroso. Solo su autor y los moderadores pueden verlo.',
    );
    const { container } = render(<SuspendedText until="2026-11-30T12:00:00.000Z" />);
    expect(container).toHaveTextContent(
      'Su cuenta está suspendida hasta el 30 de noviembre de 2026: no puede publicar ni comentar. Aún puede leer y eliminar sus propias publicaciones.',
    );
    expect(photoWords.t('loginToSee', { n: 1 })).toBe('Inicie sesión para ver 1 foto');
    expect(photoWords.t('loginToSee', { n: 3 })).toBe('Inicie sesión para ver 3 fotos');
  });

  it('a modal opened in English follows a switch to Spanish', async () => {
    await useLanguageInTest('en');
    render(
      <Suspense fallback="…">
        <Modal open onOpenChange={() => {}} title="Título">
          <p>contenido</p>
        </Modal>
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await act(async () => {
      await useLanguageInTest('es');
    });
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('the standalone frame, for QA', () => {
    render(
      <MemoryRouter initialEntries={['/surgeries?procedure=3']}>
        <StandaloneFrame
          title="Publicaciones"
          data={{ source: 'fixtures', cases: [{ to: '/a', text: 'Todo' }] }}
        >
          <FeedStandIn backTo="/procedures" backText="Volver" />
        </StandaloneFrame>
      </MemoryRouter>,
    );
    expect(screen.getByText('Publicaciones — independiente')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Páginas de prueba' });
    expect(nav).toHaveTextContent(/^Datos de prueba \(usar la API real\):/);
    expect(screen.getByText(/^Las publicaciones abrirían/)).toHaveTextContent(
      'Las publicaciones abrirían /surgeries?procedure=3. Volver',
    );
  });
});
