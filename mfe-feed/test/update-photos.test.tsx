import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PhotoGallerySlotProps } from '@journeys/shared/contracts';
import type { Photo } from '@journeys/shared/domain';
import {
  fakeApiPerTest,
  makeCurrentUser,
  makeReview,
  makeUpdate,
  renderWithRouter,
  signInAs,
  signOut,
} from '@journeys/shared/testing';
import Feed from '../src/exposes/feed';
import { CommentsStub, page } from './helpers';

const api = fakeApiPerTest();
afterEach(() => act(() => signOut()));

function photo(id: number, overrides: Partial<Photo> = {}): Photo {
  return {
    id,
    description: `Photo ${id} of the knee`,
    visibility: 'everyone',
    sensitive: false,
    width: 800,
    height: 600,
    placeholder: '1QcSHQRnh493V4dIh4eXh1h4kJUI',
    variants: [{ width: 400, webp: `/photos/${id}.webp`, jpeg: `/photos/${id}.jpg` }],
    ...overrides,
  };
}

/** Stands in for the media remote's dialogs: records each render's props. */
const slotRenders: PhotoGallerySlotProps[] = [];
function DialogsStub(props: PhotoGallerySlotProps) {
  slotRenders.push(props);
  return props.open === null ? null : <p>{`open ${String(props.open)}`}</p>;
}
beforeEach(() => {
  slotRenders.length = 0;
});

function renderWithPhotos(latest: Partial<Parameters<typeof makeUpdate>[0]>) {
  const review = makeReview({
    updates: [
      makeUpdate({ createdAt: '2025-02-01T10:00:00.000Z', photos: [photo(1)] }),
      makeUpdate({ createdAt: '2025-03-01T10:00:00.000Z', ...latest }),
    ],
  });
  api.on('GET /reviews', page([review]));
  return renderWithRouter(<Feed CommentsSlot={CommentsStub} PhotoGallerySlot={DialogsStub} />, {
    route: '/surgeries',
    path: '/surgeries',
  });
}

describe("a card's photos", () => {
  // Layout itself is measured in a browser (e2e/tests/photo-strip-room.test.ts); here, what is kept.
  const reservedBoxes = (container: HTMLElement) =>
    [...container.querySelectorAll<HTMLElement>('li[aria-hidden="true"] span')].map(
      (box) => box.style.aspectRatio,
    );

  // First in the file: once the strip's chunk has loaded, no later card waits for it.
  it("keeps the strip's room while its code arrives: a box per thumbnail in its proportions, and the line of actions", async () => {
    const { container } = renderWithPhotos({
      photos: [photo(2), photo(3, { width: 600, height: 800 })],
      membersOnlyPhotoCount: 2,
    });
    await screen.findByRole('article');
    expect(screen.queryByRole('region', { name: 'Photos' })).not.toBeInTheDocument();
    expect(reservedBoxes(container)).toEqual(['800 / 600', '600 / 800']);
    expect(container.querySelector('[aria-hidden="true"] button')).toHaveAttribute('tabindex', '-1');
    expect(await screen.findByRole('button', { name: 'Log in to see 2 photos' })).toBeInTheDocument();
    expect(reservedBoxes(container)).toEqual([]);
  });

  it('draws the thumbnails itself with their size and placeholder, fetching the media remote only when prompted', async () => {
    renderWithPhotos({ photos: [photo(2), photo(3)] });
    const region = await screen.findByRole('region', { name: 'Photos' });
    const images = within(region).getAllByRole('img');
    expect(images).toHaveLength(2);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '800');
      expect(img).toHaveAttribute('height', '600');
      expect(img.getAttribute('style')).toContain('data:image/png');
    }
    expect(slotRenders).toHaveLength(0);

    const second = within(region).getByRole('button', { name: 'Open photo 2: Photo 3 of the knee' });
    await userEvent.hover(second);
    expect(slotRenders.at(-1)).toMatchObject({ open: null, photos: [photo(2), photo(3)] });
    await userEvent.click(second);
    expect(await screen.findByText('open 1')).toBeInTheDocument();
    act(() => slotRenders.at(-1)!.onOpenChange(null));
    expect(screen.queryByText('open 1')).not.toBeInTheDocument();
  });

  it("offers 'Compare' when two updates have photos, opening the slot's Compare", async () => {
    renderWithPhotos({ photos: [photo(2)] });
    await userEvent.click(await screen.findByRole('button', { name: 'Compare' }));
    expect(await screen.findByText('open compare')).toBeInTheDocument();
  });

  it("tells a visitor 'Log in to see 2 photos' and blurs a sensitive photo until 'Show photo'", async () => {
    renderWithPhotos({ photos: [photo(2, { sensitive: true })], membersOnlyPhotoCount: 2 });
    expect(await screen.findByRole('button', { name: 'Log in to see 2 photos' })).toBeInTheDocument();
    const thumb = screen.getByRole('button', { name: 'Sensitive photo 1' });
    expect(thumb).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Show photo' }));
    expect(screen.getByRole('button', { name: 'Open photo 1: Photo 2 of the knee' })).toBeEnabled();
    // The latest update's only photo is sensitive: one update has a photo to compare, no 'Compare'.
    expect(screen.queryByRole('button', { name: 'Compare' })).not.toBeInTheDocument();
  });

  it("keeps the room of a member's members-only photos until they arrive", async () => {
    act(() => signInAs(makeCurrentUser({ id: 7 })));
    api.on('GET /updates/:id/photos', {
      status: 200,
      body: {
        photos: [photo(2), photo(4, { visibility: 'members' }), photo(5, { visibility: 'members' })],
        membersOnlyPhotoCount: 2,
      },
      delayMs: 50,
    });
    const { container } = renderWithPhotos({ photos: [photo(2)], membersOnlyPhotoCount: 2 });
    const region = await screen.findByRole('region', { name: 'Photos' });
    expect(within(region).getAllByRole('img')).toHaveLength(1);
    expect(reservedBoxes(container)).toEqual(['1 / 1', '1 / 1']);
    await screen.findByRole('button', { name: 'Open photo 3: Photo 5 of the knee' });
    expect(within(region).getAllByRole('img')).toHaveLength(3);
    expect(reservedBoxes(container)).toEqual([]);
  });
});
