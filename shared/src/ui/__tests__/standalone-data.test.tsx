import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { http, setHttpAdapter } from '@journeys/shared/api';
import { signOut } from '../../testing';
import {
  chosenDataSource,
  FeedStandIn,
  serveFixtures,
  StandaloneFrame,
  type DataSource,
} from '../standalone-frame';

const CASES = [
  { to: '/things', text: 'All things' },
  { to: '/things/9', text: 'A thing that is gone' },
];

function renderFrame(source: DataSource, liveLabel?: string) {
  render(
    <MemoryRouter>
      <StandaloneFrame title="Things" data={{ source, cases: CASES, liveLabel }}>
        <p>content</p>
      </StandaloneFrame>
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Test pages' }));
}

const visit = (search: string) => window.history.replaceState(null, '', `/${search}`);

beforeEach(() => {
  signOut();
  sessionStorage.clear();
  visit('');
});

describe("StandaloneFrame's data switch", () => {
  it('on fixtures, links the real API and every display case', () => {
    const nav = renderFrame('fixtures');
    expect(nav.getByRole('link', { name: 'use the real API' })).toHaveAttribute('href', '?data=live');
    expect(nav.getByRole('link', { name: 'All things' })).toHaveAttribute('href', '/things');
    expect(nav.getByRole('link', { name: 'A thing that is gone' })).toHaveAttribute('href', '/things/9');
    expect(screen.getByRole('navigation', { name: 'Test pages' })).toHaveTextContent(/^Fixture data \(/);
  });

  it('names the live link as the page asks', () => {
    const nav = renderFrame('fixtures', 'use the real API as a moderator');
    expect(nav.getByRole('link', { name: 'use the real API as a moderator' })).toBeInTheDocument();
  });

  it('on the real API, offers only the way back to fixtures', () => {
    const nav = renderFrame('live');
    expect(nav.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['?data=fixtures']);
    expect(screen.getByRole('navigation', { name: 'Test pages' })).toHaveTextContent(
      'Real API (use fixture data)',
    );
  });

  it('is absent from a page without fixtures', () => {
    render(
      <StandaloneFrame title="Feed">
        <p>content</p>
      </StandaloneFrame>,
    );
    expect(screen.queryByRole('navigation', { name: 'Test pages' })).not.toBeInTheDocument();
  });
});

describe('FeedStandIn', () => {
  it('says which address the feed would open, and links back', () => {
    render(
      <MemoryRouter initialEntries={['/surgeries?procedure=3']}>
        <FeedStandIn backTo="/procedures" backText="Back to procedures" />
      </MemoryRouter>,
    );
    expect(screen.getByText(/^The feed would open/)).toHaveTextContent(
      'The feed would open /surgeries?procedure=3. Back to procedures',
    );
    expect(screen.getByRole('link', { name: 'Back to procedures' })).toHaveAttribute('href', '/procedures');
  });
});

describe('chosenDataSource', () => {
  it('is fixtures by default, live on ?data=live, and remembers the choice for the session', () => {
    expect(chosenDataSource('things')).toBe('fixtures');
    visit('?data=live');
    expect(chosenDataSource('things')).toBe('live');
    visit('');
    expect(chosenDataSource('things')).toBe('live');
    // Each module remembers its own choice.
    expect(chosenDataSource('others')).toBe('fixtures');
    visit('?data=fixtures');
    expect(chosenDataSource('things')).toBe('fixtures');
  });

  it('ignores any other value', () => {
    visit('?data=production');
    expect(chosenDataSource('things')).toBe('fixtures');
  });
});

describe('serveFixtures', () => {
  afterEach(() => setHttpAdapter(undefined));

  it("answers the page's requests from the fixtures, as the API would", async () => {
    const asked: string[] = [];
    serveFixtures((method, path) => {
      asked.push(`${method} ${path}`);
      return path === '/things/1'
        ? { status: 200, body: { id: 1 } }
        : { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such thing' } };
    });
    await expect(http.get('/things/1?full=1')).resolves.toMatchObject({ data: { id: 1 }, status: 200 });
    await expect(http.get('/things/2')).rejects.toMatchObject({ status: 404, message: 'No such thing' });
    expect(asked).toEqual(['get /things/1', 'get /things/2']);
  });

  it('answers with a copy, as the network does, so a later change of the fixture shows as a change', async () => {
    const thing = { id: 1, status: 'visible' };
    serveFixtures(() => ({ status: 200, body: thing }));
    const first = await http.get<typeof thing>('/things/1');
    thing.status = 'hidden';
    expect(first.data).toEqual({ id: 1, status: 'visible' });
    expect((await http.get<typeof thing>('/things/1')).data).toEqual({ id: 1, status: 'hidden' });
  });
});
