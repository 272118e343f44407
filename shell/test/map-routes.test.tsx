import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { pageRoutes } from '@journeys/shared/module-map';
import { routePatterns } from '@journeys/shared/contracts';
import { makeCurrentUser, signInAs, signOut } from '@journeys/shared/testing';
import { mapRoutes, type MapPageRoute } from '../src/app/map-routes';
import { remoteLoaders } from './mf-runtime-mock';

/** A remote the shell has never heard of, declared only by its module-map route. */
const MODERATION: MapPageRoute = {
  id: 'moderation/ModerationPage',
  path: '/moderation/:queue',
  members: true,
  label: 'Moderation',
};

function renderRoutes(routes: MapPageRoute[], path: string) {
  let pathname = path;
  function Routes() {
    pathname = useLocation().pathname;
    return useRoutes([...mapRoutes(routes, {}), { path: '*', element: <p>elsewhere</p> }]);
  }
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes />
    </MemoryRouter>,
  );
  return { currentPath: () => pathname };
}

beforeEach(() => {
  remoteLoaders.clear();
  remoteLoaders.set('moderation/ModerationPage', async () => ({
    default: (props: Record<string, unknown>) => <h1>Moderation of {String(props.queue)}</h1>,
  }));
  signOut();
});

describe('pages from the module map', () => {
  it("renders a map-only remote's page at its route, with the route's params as props", async () => {
    signInAs(makeCurrentUser());
    renderRoutes([MODERATION], '/moderation/reports');
    expect(await screen.findByRole('heading', { name: 'Moderation of reports' })).toBeInTheDocument();
  });

  it('sends a visitor away from a members-only page, to the feed', async () => {
    const { currentPath } = renderRoutes([MODERATION], '/moderation/reports');
    expect(await screen.findByText('elsewhere')).toBeInTheDocument();
    expect(currentPath()).toBe('/surgeries');
    expect(screen.queryByRole('heading', { name: /Moderation/ })).not.toBeInTheDocument();
  });

  it('shows a public page to a visitor', async () => {
    renderRoutes([{ ...MODERATION, members: false }], '/moderation/open');
    expect(await screen.findByRole('heading', { name: 'Moderation of open' })).toBeInTheDocument();
  });

  it('shows a member the 404 page on a moderators-only page, and a moderator the page', async () => {
    const moderatorsOnly = { ...MODERATION, moderators: true };
    signInAs(makeCurrentUser());
    const first = renderRoutes([moderatorsOnly], '/moderation/reports');
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Moderation/ })).not.toBeInTheDocument();
    expect(first.currentPath()).toBe('/moderation/reports');
    signInAs(makeCurrentUser({ role: 'moderator' }));
    expect(await screen.findByRole('heading', { name: 'Moderation of reports' })).toBeInTheDocument();
  });

  it('puts the medical disclaimer above pages of journeys only', async () => {
    renderRoutes([{ ...MODERATION, members: false, journeys: true }], '/moderation/open');
    expect(await screen.findByRole('heading', { name: 'Moderation of open' })).toBeInTheDocument();
    expect(screen.getByText(/These are personal experiences, not medical advice\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Community rules' })).toHaveAttribute('href', '/community-rules');
  });

  it('leaves the disclaimer off other pages', async () => {
    renderRoutes([{ ...MODERATION, members: false }], '/moderation/open');
    await screen.findByRole('heading', { name: 'Moderation of open' });
    expect(screen.queryByText(/not medical advice/)).not.toBeInTheDocument();
  });

  it("gives every typed page of the shell's route table a route in the map", () => {
    const mapped = pageRoutes().map((r) => r.path);
    // The shell's own pages, which no remote fills: the landing page and the app's shortcut.
    const shellOwn = new Set(['landing', 'updateShortcut']);
    const shellPages = Object.entries(routePatterns).filter(([name]) => !shellOwn.has(name));
    expect(shellPages.filter(([, path]) => !mapped.includes(path))).toEqual([]);
  });
});
