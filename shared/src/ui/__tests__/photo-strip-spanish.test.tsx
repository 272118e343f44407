import { screen } from '@testing-library/react';
import type { Photo } from '@journeys/shared/domain';
import { makeUpdate, renderWithRouter, signOut, useLanguageInTest } from '@journeys/shared/testing';
import { PhotoStrip } from '../photo-strip';

function photo(id: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id,
    description: `Rodilla ${id}`,
    visibility: 'everyone',
    sensitive: false,
    width: 800,
    height: 600,
    placeholder: '1QcSHQRnh493V4dIh4eXh1h4kJUI',
    variants: [{ width: 400, webp: `/photos/${id}.webp`, jpeg: `/photos/${id}.jpg` }],
    ...overrides,
  };
}

afterEach(async () => {
  await useLanguageInTest('en');
});

test('the photo strip in Spanish: thumbnails, sensitive photos, members-only count and Compare', async () => {
  signOut();
  await useLanguageInTest('es');
  const first = makeUpdate({
    id: 1,
    photos: [photo(1), photo(2, { sensitive: true })],
    membersOnlyPhotoCount: 2,
  });
  const second = makeUpdate({ id: 2, photos: [photo(3)], membersOnlyPhotoCount: 0 });
  renderWithRouter(
    <PhotoStrip
      update={first}
      surgeryDate="2026-01-01"
      updates={[first, second]}
      authorId={7}
      Dialogs={() => null}
    />,
  );
  expect(screen.getByRole('region', { name: 'Fotos' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Abrir la foto 1: Rodilla 1' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Foto delicada 2' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Mostrar la foto' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Inicie sesión para ver 2 fotos' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Comparar' })).toBeInTheDocument();
});
