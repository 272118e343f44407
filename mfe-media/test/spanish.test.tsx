import { act, screen, waitFor, within } from '@testing-library/react';
import { setHttpAdapter } from '@journeys/shared/api';
import { PHOTO_MAX_BYTES } from '@journeys/shared/rules';
import { serveFixtures } from '@journeys/shared/ui/standalone-frame';
import {
  makeCurrentUser,
  renderStandalone,
  renderWithRouter,
  signInAs,
  signOut,
  useLanguageInTest,
} from '@journeys/shared/testing';
import PhotoGallery from '../src/exposes/gallery';
import { answerFromFixtures } from '../src/standalone/fixture-api';
import { GALLERY_UPDATES, PHOTO_AUTHOR_ID, SURGERY_DATE } from '../src/fixtures/photo-fixtures';
import { StandaloneApp } from '../src/standalone/standalone-app';

beforeAll(() => {
  // jsdom has no object URLs: the picker's previews get a stand-in address.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
beforeEach(async () => {
  await useLanguageInTest('es');
});
afterEach(async () => {
  setHttpAdapter(undefined);
  act(() => signOut());
  await useLanguageInTest('en');
});

const file = (name: string, type = 'image/jpeg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });
const openPicker = (route: string) => {
  serveFixtures(answerFromFixtures);
  return renderStandalone(<StandaloneApp source="fixtures" />, route, { applyAccept: false });
};

describe('the photo dialogs in Spanish', () => {
  it('names the photo shown and moves with Anterior and Siguiente', () => {
    const { everyone } = GALLERY_UPDATES;
    renderWithRouter(
      <PhotoGallery
        photos={everyone.photos}
        surgeryDate={SURGERY_DATE}
        updates={[everyone]}
        authorId={PHOTO_AUTHOR_ID}
        open={2}
        onOpenChange={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Foto 3 de 3' });
    expect(within(dialog).getByRole('button', { name: 'Siguiente' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Anterior' })).toBeEnabled();
  });

  it('compares the earliest and the latest, with their weeks after surgery (singular and plural)', () => {
    const earliest = { ...GALLERY_UPDATES.everyone, createdAt: '2025-01-14T10:00:00.000Z' };
    renderWithRouter(
      <PhotoGallery
        photos={[]}
        surgeryDate={SURGERY_DATE}
        updates={[earliest, GALLERY_UPDATES.latest]}
        authorId={PHOTO_AUTHOR_ID}
        open="compare"
        onOpenChange={() => undefined}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Comparar' });
    expect(
      within(dialog)
        .getAllByRole('figure')
        .map((f) => f.textContent),
    ).toEqual([
      '1 semana después de la cirugía: A drawing of the knee at week 2',
      '14 semanas después de la cirugía: A drawing of the knee at week 14',
    ]);
  });
});

describe('the photo picker in Spanish', () => {
  it('asks for each photo in Spanish and words every refusal', async () => {
    const user = openPicker('/picker/new');
    const input = await screen.findByLabelText('Agregar fotos');
    await user.upload(input, [file('a.heic', 'image/heic')]);
    expect(
      await screen.findByText('Este formato de foto no es compatible. Use JPEG, PNG o WebP.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Foto 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar foto 1' }));

    await user.upload(input, [file('big.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1)]);
    expect(await screen.findByText('Esta foto es demasiado grande (máximo 15 MB).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quitar foto 1' }));

    await user.upload(
      input,
      Array.from({ length: 7 }, (_, i) => file(`p${i}.jpg`)),
    );
    expect(await screen.findByText('Puede agregar hasta 6 fotos a una actualización.')).toBeInTheDocument();
    const describe = screen.getAllByLabelText('Describa esta foto');
    expect(describe).toHaveLength(6);
    await user.click(describe[0]!);
    await user.tab();
    expect(screen.getByText('Describa la foto.')).toBeInTheDocument();
    const who = screen.getAllByLabelText('Quién puede verla')[0]!;
    expect(
      within(who)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Solo miembros', 'Todos']);
    expect(screen.getAllByLabelText('Sensible: difuminar hasta que se haga clic')).toHaveLength(6);
  });

  it('keeps a typed description through a switch of language', async () => {
    const user = openPicker('/picker/new');
    await user.upload(await screen.findByLabelText('Agregar fotos'), [file('knee.jpg')]);
    await user.type(screen.getByLabelText('Describa esta foto'), 'Mi rodilla');
    await useLanguageInTest('en');
    expect(await screen.findByLabelText('Describe this photo')).toHaveValue('Mi rodilla');
    await useLanguageInTest('es');
    expect(await screen.findByLabelText('Describa esta foto')).toHaveValue('Mi rodilla');
  });

  it('tells the author of a hidden photo and of one waiting for review, in Spanish', async () => {
    act(() => signInAs(makeCurrentUser({ id: PHOTO_AUTHOR_ID })));
    openPicker('/picker/moderated');
    expect(
      await screen.findByText(
        'Ocultada por los moderadores: Shows a face. Los demás no pueden ver esta foto; seguirá con la actualización a menos que la quite.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'En espera de revisión: solo usted puede verla hasta que un moderador la haya revisado.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Quitar foto \d$/ })).toHaveLength(2));
  });
});
