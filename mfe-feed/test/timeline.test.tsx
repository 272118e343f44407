import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApiPerTest, makeCurrentUser, makeReview, makeUpdate, signInAs } from '@journeys/shared/testing';
import { page, renderFeed } from './helpers';

const api = fakeApiPerTest();

function withUpdates(n: number) {
  return makeReview({
    surgeryDate: '2025-01-01',
    updates: Array.from({ length: n }, (_, i) =>
      makeUpdate({
        description: `Update text ${i + 1}`,
        createdAt: new Date(Date.UTC(2025, 0, 1 + 14 * (i + 1))).toISOString(),
      }),
    ),
  });
}

/** jsdom has no PointerEvent; a MouseEvent of that name carries clientX to React's handler. */
function swipe(element: HTMLElement, fromX: number, toX: number) {
  fireEvent(element, new MouseEvent('pointerdown', { bubbles: true, clientX: fromX }));
  fireEvent(element, new MouseEvent('pointerup', { bubbles: true, clientX: toX }));
}

/** jsdom has neither PointerEvent nor pointer capture; these carry what the handlers use. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: MouseEventInit & { pointerId?: number; pointerType?: string }) {
    super(type, { bubbles: true, cancelable: true, ...init });
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}

const captured = new Map<Element, number>();
beforeAll(() => {
  Element.prototype.setPointerCapture = function (this: Element, id: number) {
    captured.set(this, id);
  };
  Element.prototype.hasPointerCapture = function (this: Element, id: number) {
    return captured.get(this) === id;
  };
});

/** A mouse drag: press at `fromX`, move in steps to `toX`, release there. */
function drag(element: HTMLElement, fromX: number, toX: number) {
  const pointer = (type: string, clientX: number) =>
    fireEvent(element, new TestPointerEvent(type, { clientX, button: 0 }));
  pointer('pointerdown', fromX);
  for (let step = 1; step <= 4; step += 1) pointer('pointermove', fromX + ((toX - fromX) * step) / 4);
  pointer('pointerup', toX);
}

async function openTimeline(n: number) {
  api.on('GET /reviews', page([withUpdates(n)]));
  renderFeed();
  await userEvent.click(await screen.findByRole('button', { name: 'Show Full Timeline' }));
  // The timeline's code loads on first use.
  return screen.findByRole('region', { name: 'Timeline' });
}

it('offers no timeline for a surgery with one update or none', async () => {
  api.on('GET /reviews', page([withUpdates(1), withUpdates(0)]));
  renderFeed();
  expect(await screen.findAllByRole('article')).toHaveLength(2);
  expect(screen.queryByRole('button', { name: 'Show Full Timeline' })).not.toBeInTheDocument();
});

it('opens on demand, shows the surgery then a dot per update, and Hide Timeline collapses it', async () => {
  api.on('GET /reviews', page([withUpdates(4)]));
  renderFeed();
  const toggle = await screen.findByRole('button', { name: 'Show Full Timeline' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByRole('region', { name: 'Timeline' })).not.toBeInTheDocument();

  await userEvent.click(toggle);
  // The timeline's code loads on first use.
  const timeline = await screen.findByRole('region', { name: 'Timeline' });
  expect(within(timeline).getByText('Surgery')).toBeInTheDocument();
  const dots = within(timeline).getAllByRole('button', { name: /^Update \d of 4$/ });
  expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
    'Update 1 of 4',
    'Update 2 of 4',
    'Update 3 of 4',
    'Update 4 of 4',
  ]);
  expect(dots[0]).toHaveAttribute('aria-current', 'step');
  expect(within(timeline).getByText('Update 1 of 4')).toBeInTheDocument();
  expect(within(timeline).getByText('Update text 1')).toBeInTheDocument();
  // Drawn in by a CSS transition of TIMELINE_ANIMATION_MS, started on the frame after mounting.
  expect(timeline.style.getPropertyValue('--sj-timeline-ms')).toBe('2000ms');
  await waitFor(() => expect(timeline).toHaveClass('entered'));

  await userEvent.click(screen.getByRole('button', { name: 'Hide Timeline' }));
  expect(screen.queryByRole('region', { name: 'Timeline' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Show Full Timeline' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
});

it("says each update's own 'Was it worth it?' answer, where it gave one", async () => {
  api.on(
    'GET /reviews',
    page([
      makeReview({
        surgeryDate: '2025-01-01',
        updates: [
          makeUpdate({ description: 'First.', worthIt: 'not_sure', createdAt: '2025-02-01T10:00:00.000Z' }),
          makeUpdate({ description: 'Second.', worthIt: null, createdAt: '2025-03-01T10:00:00.000Z' }),
        ],
      }),
    ]),
  );
  renderFeed();
  await userEvent.click(await screen.findByRole('button', { name: 'Show Full Timeline' }));
  const t = within(await screen.findByRole('region', { name: 'Timeline' }));
  expect(t.getByText('Was it worth it? Not sure yet')).toBeInTheDocument();
  await userEvent.click(t.getByRole('button', { name: 'Update 2 of 2' }));
  expect(t.getByText('Second.')).toBeInTheDocument();
  expect(t.queryByText(/Was it worth it\?/)).not.toBeInTheDocument();
});

it('selects an update by its dot', async () => {
  const timeline = await openTimeline(4);
  const t = within(timeline);
  await userEvent.click(t.getByRole('button', { name: 'Update 3 of 4' }));
  expect(t.getByText('Update 3 of 4', { selector: 'p' })).toBeInTheDocument();
  expect(t.getByText('Update text 3')).toBeInTheDocument();
  expect(t.queryByText('Update text 1')).not.toBeInTheDocument();
  expect(t.getByRole('button', { name: 'Update 3 of 4' })).toHaveAttribute('aria-current', 'step');
  expect(t.getByRole('button', { name: 'Update 1 of 4' })).not.toHaveAttribute('aria-current');
  expect(t.getByText(/^1 month post-op ·/)).toBeInTheDocument();
});

it('moves with the arrow keys, Previous and Next, and stops at the ends', async () => {
  const timeline = await openTimeline(3);
  const t = within(timeline);
  t.getByRole('button', { name: 'Update 1 of 3' }).focus();

  await userEvent.keyboard('{ArrowRight}');
  expect(t.getByText('Update 2 of 3', { selector: 'p' })).toBeInTheDocument();
  expect(t.getByRole('button', { name: 'Update 2 of 3' })).toHaveFocus();
  await userEvent.keyboard('{ArrowRight}{ArrowRight}');
  expect(t.getByText('Update 3 of 3', { selector: 'p' })).toBeInTheDocument();
  expect(t.getByRole('button', { name: 'Next' })).toBeDisabled();
  await userEvent.keyboard('{ArrowLeft}');
  expect(t.getByText('Update text 2')).toBeInTheDocument();

  await userEvent.click(t.getByRole('button', { name: 'Previous' }));
  expect(t.getByText('Update 1 of 3', { selector: 'p' })).toBeInTheDocument();
  expect(t.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await userEvent.click(t.getByRole('button', { name: 'Next' }));
  expect(t.getByText('Update 2 of 3', { selector: 'p' })).toBeInTheDocument();
});

it('a swipe of more than 50 px moves between updates; a shorter one does not', async () => {
  const timeline = await openTimeline(3);
  const t = within(timeline);
  const panel = t.getByText('Update text 1').closest('div') as HTMLElement;

  swipe(panel, 200, 150);
  expect(t.getByText('Update 1 of 3', { selector: 'p' })).toBeInTheDocument();
  swipe(panel, 200, 140);
  expect(t.getByText('Update 2 of 3', { selector: 'p' })).toBeInTheDocument();
  swipe(panel, 100, 170);
  expect(t.getByText('Update 1 of 3', { selector: 'p' })).toBeInTheDocument();
});

it('shows Edit and Delete on the selected update to its owner only', async () => {
  const review = withUpdates(2);
  signInAs(makeCurrentUser({ id: review.patient?.id }));
  api.on('GET /reviews', page([review]));
  renderFeed();
  await userEvent.click(await screen.findByRole('button', { name: 'Show Full Timeline' }));
  const t = within(await screen.findByRole('region', { name: 'Timeline' }));
  await userEvent.click(t.getByRole('button', { name: 'Update 2 of 2' }));
  expect(t.getByRole('link', { name: 'Edit update 2' })).toHaveAttribute(
    'href',
    `/update/${review.updates[1]?.id}/edit`,
  );
  expect(t.getByRole('button', { name: 'Delete update 2' })).toBeInTheDocument();
});

it('shows no update actions to someone else', async () => {
  signInAs(makeCurrentUser({ id: 9999 }));
  const timeline = await openTimeline(2);
  expect(within(timeline).queryByRole('link', { name: /Edit update/ })).not.toBeInTheDocument();
  expect(within(timeline).queryByRole('button', { name: /Delete update/ })).not.toBeInTheDocument();
});

describe('dragging the dots', () => {
  it('scrolls them with the mouse every time, not just the first', async () => {
    const timeline = await openTimeline(12);
    const track = within(timeline).getByRole('list').parentElement as HTMLElement;
    expect(track.scrollLeft).toBe(0);

    drag(track, 300, 200);
    expect(track.scrollLeft).toBe(100);
    expect(captured.get(track)).toBe(1);

    drag(track, 300, 240);
    expect(track.scrollLeft).toBe(160);

    drag(track, 100, 150);
    expect(track.scrollLeft).toBe(110);
  });

  it("refuses the browser's own drag, which would cancel the pointer", async () => {
    const timeline = await openTimeline(12);
    const track = within(timeline).getByRole('list').parentElement as HTMLElement;
    expect(fireEvent.dragStart(track)).toBe(false);
    const panel = within(timeline).getByText('Update text 1').closest('div') as HTMLElement;
    expect(fireEvent.dragStart(panel)).toBe(false);
  });

  it('does not select the dot a drag ends on, while a click still does', async () => {
    const timeline = await openTimeline(12);
    const t = within(timeline);
    const track = t.getByRole('list').parentElement as HTMLElement;
    const dot = t.getByRole('button', { name: 'Update 5 of 12' });

    fireEvent(dot, new TestPointerEvent('pointerdown', { clientX: 300, button: 0 }));
    fireEvent(dot, new TestPointerEvent('pointermove', { clientX: 260, button: 0 }));
    fireEvent(dot, new TestPointerEvent('pointerup', { clientX: 260, button: 0 }));
    fireEvent.click(dot);
    expect(track.scrollLeft).toBe(40);
    expect(t.getByText('Update 1 of 12', { selector: 'p' })).toBeInTheDocument();

    await userEvent.click(dot);
    expect(t.getByText('Update 5 of 12', { selector: 'p' })).toBeInTheDocument();
  });

  it('swipes between updates on the panel twice in a row', async () => {
    const timeline = await openTimeline(3);
    const t = within(timeline);
    const panel = t.getByText('Update text 1').closest('div') as HTMLElement;
    drag(panel, 300, 200);
    expect(t.getByText('Update 2 of 3', { selector: 'p' })).toBeInTheDocument();
    drag(panel, 300, 200);
    expect(t.getByText('Update 3 of 3', { selector: 'p' })).toBeInTheDocument();
  });
});
