import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { setHttpAdapter } from '@journeys/shared/api';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from '@journeys/shared/rules';
import { serveFixtures } from '@journeys/shared/ui/standalone-frame';
import { makeCurrentUser, renderStandalone, signInAs, signOut } from '@journeys/shared/testing';
import { SLOW_UPLOAD_MS, answerFromFixtures } from '../src/standalone/fixture-api';
import { PHOTO_AUTHOR_ID } from '../src/fixtures/photo-fixtures';
import { CASES, StandaloneApp } from '../src/standalone/standalone-app';

afterEach(() => {
  setHttpAdapter(undefined);
  act(() => signOut());
});

beforeAll(() => {
  // jsdom has no object URLs: the picker's previews get a stand-in address.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});

function open(route: string) {
  serveFixtures(answerFromFixtures);
  return renderStandalone(<StandaloneApp source="fixtures" />, route, { applyAccept: false });
}

const gallery = () => screen.findByRole('region', { name: 'Photos' });
const file = (name: string, type = 'image/jpeg', size = 2048) =>
  new File([new Uint8Array(size)], name, { type });

describe('the gallery', () => {
  it("shows 'Everyone' thumbnails with their size, placeholder and lazy loading; a click opens the photo", async () => {
    const user = open('/gallery/everyone');
    const region = await gallery();
    const images = within(region).getAllByRole('img');
    expect(images).toHaveLength(3);
    for (const img of images) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
      expect(img.getAttribute('style')).toContain('data:image/png');
    }
    const second = within(region).getByRole('button', {
      name: 'Open photo 2: A drawing of the brace at week 2',
    });
    await user.click(second);
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(dialog).getByText('A drawing of the brace at week 2')).toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.keyboard('{ArrowLeft}');
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second).toHaveFocus();
  });

  it("tells a visitor 'Log in to see 2 photos', which opens the log-in prompt, and shows no image", async () => {
    const user = open('/gallery/members-only');
    await user.click(await screen.findByRole('button', { name: 'Log in to see 2 photos' }));
    expect(within(await gallery()).queryAllByRole('img')).toHaveLength(0);
    expect(await screen.findByRole('dialog', { name: /log in/i })).toBeInTheDocument();
  });

  it("says 'Log in to see 1 photo' for one, and shows the members-only photos to a member", async () => {
    open('/gallery/one-members-only');
    expect(await screen.findByRole('button', { name: 'Log in to see 1 photo' })).toBeInTheDocument();
    act(() => signInAs(makeCurrentUser({ id: 7 })));
    expect(
      await screen.findByRole('button', { name: /^Open photo 2: A drawing of the swelling/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Log in to see/ })).not.toBeInTheDocument();
  });

  it("lets another member report the photo shown with the site's reasons", async () => {
    const reports: unknown[] = [];
    serveFixtures((method, path, body) => {
      if (method === 'post' && path === '/reports')
        reports.push(typeof body === 'string' ? JSON.parse(body) : body);
      return answerFromFixtures(method, path, body);
    });
    act(() => signInAs(makeCurrentUser({ id: 7 })));
    const user = renderStandalone(<StandaloneApp source="fixtures" />, '/gallery/everyone');
    await user.click(
      within(await gallery()).getByRole('button', { name: 'Open photo 2: A drawing of the brace at week 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    await user.click(await within(dialog).findByRole('button', { name: 'More actions' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    const reporting = await screen.findByRole('dialog', { name: 'Report this photo' });
    await user.click(within(reporting).getByRole('radio', { name: 'Private information' }));
    await user.click(within(reporting).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Reported — thank you')).toBeInTheDocument();
    expect(reports).toEqual([{ itemType: 'photo', itemId: 12, reason: 'private_information' }]);
  });

  it('offers no Report to the photos’ author or to a visitor', async () => {
    const user = open('/gallery/everyone');
    await user.click(within(await gallery()).getByRole('button', { name: /^Open photo 1/ }));
    expect(
      within(await screen.findByRole('dialog')).queryByRole('button', { name: 'More actions' }),
    ).toBeNull();
    act(() => signInAs(makeCurrentUser({ id: PHOTO_AUTHOR_ID })));
    expect(within(screen.getByRole('dialog')).queryByRole('button', { name: 'More actions' })).toBeNull();
  });

  it("blurs a sensitive photo until 'Show photo'", async () => {
    const user = open('/gallery/sensitive');
    const thumb = await screen.findByRole('button', { name: 'Sensitive photo 1' });
    expect(thumb).toBeDisabled();
    expect(within(thumb).getByRole('img').className).toContain('blurred');
    await user.click(screen.getByRole('button', { name: 'Show photo' }));
    const shown = screen.getByRole('button', { name: 'Open photo 1: A drawing of the wound, sensitive' });
    expect(shown).toBeEnabled();
    expect(within(shown).getByRole('img').className).not.toContain('blurred');
  });

  it("compares the earliest and the latest update's photos with their weeks after surgery", async () => {
    const user = open('/gallery/compare');
    await user.click(await screen.findByRole('button', { name: 'Compare' }));
    const dialog = await screen.findByRole('dialog', { name: 'Compare' });
    const captions = within(dialog)
      .getAllByRole('figure')
      .map((f) => f.textContent);
    expect(captions).toEqual([
      '2 weeks after surgery: A drawing of the knee at week 2',
      '14 weeks after surgery: A drawing of the knee at week 14',
    ]);
  });

  it("marks its author's photo waiting for review, and no other photo", async () => {
    act(() => signInAs(makeCurrentUser({ id: PHOTO_AUTHOR_ID })));
    open('/gallery/waiting');
    const thumb = await screen.findByRole('button', {
      name: 'Open photo 1: A drawing of the knee, waiting for review',
    });
    expect(within(thumb.closest('li')!).getByText('Waiting for review')).toBeInTheDocument();
    cleanup();
    open('/gallery/one-members-only');
    await screen.findByRole('button', { name: /^Open photo 2: A drawing of the swelling/ });
    expect(screen.queryByText('Waiting for review')).not.toBeInTheDocument();
  });
});

describe('the picker', () => {
  const sent = () => JSON.parse(screen.getByRole('status', { name: 'Photos to send' }).textContent ?? '{}');

  it('uploads each photo, asks for its description, visibility and sensitivity, and removes one', async () => {
    const user = open('/picker/new');
    await user.upload(await screen.findByLabelText('Add photos'), [
      file('knee.jpg'),
      file('scar.png', 'image/png'),
    ]);
    await waitFor(() => expect(sent().photos).toHaveLength(2));
    expect(sent().blocked).toBe(true);

    const describe = screen.getAllByLabelText('Describe this photo');
    await user.click(describe[0]!);
    await user.tab();
    expect(screen.getByText(PHOTO_MESSAGES.describe)).toBeInTheDocument();
    await user.type(describe[0]!, 'My knee at week 2');
    await user.type(describe[1]!, 'The scar');
    const who = screen.getAllByLabelText('Who can see it');
    expect(who[0]).toHaveValue('members');
    await user.selectOptions(who[0]!, 'Everyone');
    await user.click(screen.getAllByLabelText('Sensitive — blur until clicked')[1]!);
    expect(sent()).toEqual({
      blocked: false,
      photos: [
        {
          id: expect.any(Number),
          description: 'My knee at week 2',
          visibility: 'everyone',
          sensitive: false,
        },
        { id: expect.any(Number), description: 'The scar', visibility: 'members', sensitive: true },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(sent().photos).toHaveLength(1);
  });

  it('gives each error its message, keeps six at most, and retries a failed upload', async () => {
    const user = open('/picker/new');
    const input = await screen.findByLabelText('Add photos');
    await user.upload(input, [file('a.heic', 'image/heic')]);
    expect(await screen.findByText(PHOTO_MESSAGES.unsupported)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));

    await user.upload(input, [file('big.jpg', 'image/jpeg', PHOTO_MAX_BYTES + 1)]);
    expect(await screen.findByText(PHOTO_MESSAGES.tooLarge)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));

    await user.upload(
      input,
      Array.from({ length: 7 }, (_, i) => file(`p${i}.jpg`)),
    );
    expect(await screen.findByText(PHOTO_MESSAGES.tooMany)).toBeInTheDocument();
    expect(screen.getAllByLabelText('Describe this photo')).toHaveLength(6);
    for (let i = 6; i >= 1; i -= 1)
      await user.click(screen.getByRole('button', { name: `Remove photo ${i}` }));

    await user.upload(input, [file('fail-once.jpg')]);
    expect(await screen.findByText('Service temporarily unavailable')).toBeInTheDocument();
    expect(sent().blocked).toBe(true);
    // The server is back: the same file is sent again, nothing else changes.
    serveFixtures((method, path, body) =>
      method === 'post' && path === '/photos'
        ? { status: 201, body: { id: 77 } }
        : answerFromFixtures(method, path, body),
    );
    await user.type(screen.getByLabelText('Describe this photo'), 'Week 3');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(sent()).toEqual({
        blocked: false,
        photos: [{ id: 77, description: 'Week 3', visibility: 'members', sensitive: false }],
      }),
    );
  });

  it('shows how much of each photo has been sent while it uploads', async () => {
    const user = open('/picker/new');
    serveFixtures((method, path, body) =>
      method === 'post' && path === '/photos'
        ? { status: 201, body: { id: 88 }, uploadMs: 1000 }
        : answerFromFixtures(method, path, body),
    );
    await user.upload(await screen.findByLabelText('Add photos'), [file('knee.jpg')]);
    expect(await screen.findByRole('progressbar', { name: 'Uploading photo 1: 0 %' })).toHaveAttribute(
      'max',
      '100',
    );
    const half = await screen.findByRole('progressbar', { name: 'Uploading photo 1: 50 %' });
    expect(half).toHaveAttribute('value', '50');
    await waitFor(() => expect(sent().photos).toEqual([expect.objectContaining({ id: 88 })]));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows a slow upload on its own page, its progress visible for seconds', async () => {
    const user = open('/picker/slow');
    const started = Date.now();
    await user.upload(await screen.findByLabelText('Add photos'), [file('knee.jpg')]);
    await screen.findByRole('progressbar', { name: 'Uploading photo 1: 0 %' });
    await screen.findByRole('progressbar', { name: 'Uploading photo 1: 30 %' }, { timeout: 3000 });
    expect(sent().blocked).toBe(true);
    await waitFor(() => expect(sent().photos).toHaveLength(1), { timeout: SLOW_UPLOAD_MS + 2000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_UPLOAD_MS);
  }, 15_000);

  it("says so when an edited update's photos cannot be loaded", async () => {
    signInAs(makeCurrentUser({ id: 7 }));
    open('/picker/load-error');
    expect(await screen.findByText('The photos of this update could not be loaded.')).toBeInTheDocument();
  });

  it('lists a photo hidden by moderators read-only, keeps it unless removed, and marks one waiting for review', async () => {
    act(() => signInAs(makeCurrentUser({ id: PHOTO_AUTHOR_ID })));
    const user = open('/picker/moderated');
    await waitFor(() => expect(sent().photos).toHaveLength(1));
    expect(sent()).toEqual({
      blocked: false,
      photos: [
        {
          id: 61,
          description: 'A drawing of the knee, waiting for review',
          visibility: 'members',
          sensitive: false,
        },
      ],
    });
    expect(screen.getByText(/^Waiting for review: only you can see it/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Hidden by moderators: Shows a face. Others cannot see this photo; it stays with the update unless you remove it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('A drawing of the scar, hidden')).toBeInTheDocument();
    // Nothing of it to change: one description field, the other photo's.
    expect(screen.getAllByLabelText('Describe this photo')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(screen.queryByText(/^Hidden by moderators/)).not.toBeInTheDocument();
    expect(sent()).toMatchObject({ photos: [{ id: 61 }], removeHiddenPhotos: [62] });
  });

  it("starts from the update's own photos when editing", async () => {
    signInAs(makeCurrentUser({ id: 7 }));
    open('/picker/edit');
    await waitFor(() => expect(sent().photos).toHaveLength(3));
    expect(screen.getAllByLabelText('Describe this photo').map((i) => (i as HTMLInputElement).value)).toEqual(
      [
        'A drawing of the knee at week 2',
        'A drawing of the brace at week 2',
        'A drawing of the leg, upright',
      ],
    );
  });
});

it('links every display case from the bar', async () => {
  open('/gallery/everyone');
  const bar = within(await screen.findByRole('navigation', { name: 'Test pages' }));
  expect(bar.getAllByRole('link').map((a) => a.textContent)).toEqual(
    expect.arrayContaining(CASES.map((c) => c.text)),
  );
});
