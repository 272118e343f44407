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

  it("gives every typed page of the shell's route table a route in the map", () => {
    const mapped = pageRoutes().map((r) => r.path);
    const shellPages = Object.entries(routePatterns).filter(([name]) => name !== 'landing');
    expect(shellPages.filter(([, path]) => !mapped.includes(path))).toEqual([]);
  });
});
