import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DoctorSearchResult, Review, Side, State, SurgeryType } from '@journeys/shared/domain';
import { eventBus } from '@journeys/shared/events';
import { queryKeys, type QueryClient } from '@journeys/shared/query';
import { installFakeApi, makeReview, type FakeApi } from '@journeys/shared/testing';

export const STATES: State[] = [
  { id: 7, name: 'Connecticut', code: 'CT' },
  { id: 30, name: 'New Hampshire', code: 'NH' },
];

export const TYPES: SurgeryType[] = [
  { id: 3, name: 'Knee replacement', description: 'Replaces the knee joint.' },
  { id: 4, name: 'Hip replacement', description: 'Replaces the hip joint.' },
];

export const DOCTOR: DoctorSearchResult = {
  npi: '1234567893',
  name: 'Jane Q. Doe, MD',
  address: '1 Main St, Concord, NH 03301',
};

export function doctors(count: number, from = 0): DoctorSearchResult[] {
  return Array.from({ length: count }, (_, i) => ({
    npi: String(1000000000 + from + i),
    name: `Doctor ${from + i + 1}`,
    address: `${from + i + 1} Elm St`,
  }));
}

/** States, surgery types and a one-doctor search: enough to walk the create wizard. */
export function installWizardApi(): FakeApi {
  return installFakeApi()
    .on('GET /states', { status: 200, body: STATES })
    .on('GET /surgery-types', { status: 200, body: TYPES })
    .on('GET /doctors/search', { status: 200, body: { doctors: [DOCTOR], hasMore: false } });
}

/** GET /reviews?surgery=42 answering with the surgery a new update is for. */
export function installSurgery(api: FakeApi, review: Review = makeReview({ id: 42 })): FakeApi {
  return api.on('GET /reviews', { status: 200, body: { reviews: [review], nextCursor: null, total: 1 } });
}

export function setupUser() {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}
export type User = ReturnType<typeof setupUser>;

/** Moves the clock inside act and lets the answers it releases settle there too. */
export async function passDebounce(ms = 300): Promise<void> {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

/** A click whose handler starts a request: the answer settles inside act. */
export async function clickAndSettle(element: HTMLElement): Promise<void> {
  await act(async () => {
    fireEvent.click(element);
    await jest.advanceTimersByTimeAsync(50);
  });
}

export function searchRequests(api: FakeApi) {
  return api.requests.filter((r) => r.method === 'GET' && r.url === '/doctors/search');
}

/** Toasts seen while a test runs. */
export function captureEvents() {
  const toasts: string[] = [];
  const off = eventBus.on('toast', ({ message }) => toasts.push(message));
  return { toasts, stop: off };
}

/** The feed's first page as the page's cache holds it; `reloads()` once a save marked it stale. */
export function cachedFeed(client: QueryClient): { reloads(): boolean } {
  const key = queryKeys.reviews.list({});
  client.setQueryData(key, { pages: [{ reviews: [], nextCursor: null }], pageParams: [null] });
  return { reloads: () => client.getQueryState(key)?.isInvalidated === true };
}

export function stepText(): string | null {
  return screen.getByText(/^Step \d of \d$/).textContent;
}

export async function chooseState(user: User, name = 'New Hampshire') {
  await user.click(await screen.findByRole('button', { name }));
}

export async function chooseSurgeon(user: User) {
  await passDebounce();
  await user.click(await screen.findByRole('button', { name: /Jane Q\. Doe, MD/ }));
}

export async function addProcedure(user: User, typeName: string, side: 'Left' | 'Right' | 'Bilateral') {
  const select = await screen.findByLabelText('Procedure type');
  await screen.findByRole('option', { name: typeName });
  await user.selectOptions(select, typeName);
  await user.click(within(screen.getByRole('group', { name: 'Side' })).getByRole('radio', { name: side }));
  await user.click(screen.getByRole('button', { name: 'Add procedure' }));
}

export async function next(user: User) {
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

export function sideOf(name: string): Side | undefined {
  const group = screen.getByRole('group', { name: `Side for ${name}` });
  const checked = within(group)
    .getAllByRole('radio')
    .find((r) => (r as HTMLInputElement).checked) as HTMLInputElement | undefined;
  return checked?.value as Side | undefined;
}

/** Clicks Submit and lets the save settle inside act, so the navigation after it is too. */
export async function submit() {
  await clickAndSettle(screen.getByRole('button', { name: 'Submit' }));
}
