import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import type { PhotoGalleryOpen, PhotoGallerySlotProps } from '@journeys/shared/contracts';
import { fakeApiPerTest } from '@journeys/shared/testing';
import { remoteLoaders } from './mf-runtime-mock';
import { renderApp } from './render-app';

// No request leaves the test: anything unscripted answers 404.
fakeApiPerTest();

/** Stands in for the feed: a card that renders the photo slot as the thumbnail strip does. */
function FeedStub({ PhotoGallerySlot }: { PhotoGallerySlot: ComponentType<PhotoGallerySlotProps> }) {
  const [open, setOpen] = useState<PhotoGalleryOpen | undefined>(undefined);
  return (
    <>
      <button type="button" onFocus={() => setOpen((o) => o ?? null)} onClick={() => setOpen(0)}>
        Open photo 1
      </button>
      {open !== undefined && (
        <PhotoGallerySlot
          photos={[]}
          surgeryDate="2025-01-01"
          updates={[]}
          authorId={1}
          open={open}
          onOpenChange={setOpen}
        />
      )}
    </>
  );
}

beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('auth/AuthModals', async () => ({ default: () => null }));
  remoteLoaders.set('comments/Comments', async () => ({ default: () => null }));
  remoteLoaders.set('feed/Feed', async () => ({
    default: FeedStub as ComponentType<Record<string, unknown>>,
  }));
});

it('fetched ahead of an open, a media remote that is down shows nothing; opened, it says so', async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  // No loader for media/PhotoGallery: the remote is down.
  renderApp('/surgeries');
  const thumbnail = await screen.findByRole('button', { name: 'Open photo 1' });
  act(() => thumbnail.focus());
  await act(async () => undefined);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  await userEvent.click(thumbnail);
  expect(await screen.findByRole('alert')).toHaveTextContent('Photos is unavailable right now.');
  expect(thumbnail).toBeInTheDocument();
});

it("says 'Opening…' while an opened photo's remote arrives, then the failure, and Retry opens it", async () => {
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  let fail: (error: Error) => void = () => undefined;
  // One answer for both of the shell's attempts (load-remote-module.ts).
  const arriving = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  remoteLoaders.set('media/PhotoGallery', () => arriving);
  renderApp('/surgeries');
  const thumbnail = await screen.findByRole('button', { name: 'Open photo 1' });
  act(() => thumbnail.focus());
  expect(screen.queryByText('Opening…')).not.toBeInTheDocument();
  await userEvent.click(thumbnail);
  expect(await screen.findByText('Opening…')).toBeInTheDocument();

  await act(async () => fail(new Error('media is down')));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Photos is unavailable right now.');
  remoteLoaders.set('media/PhotoGallery', async () => ({
    default: ({ open }: Record<string, unknown>) => <p>{`dialog ${String(open)}`}</p>,
  }));
  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('dialog 0')).toBeInTheDocument();
});
