import { chosenDataSource, serveFixtures } from '@journeys/shared/ui/standalone-frame';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import { createFixtureApi } from './fixture-api';
import { StandaloneApp } from './standalone-app';

const source = chosenDataSource('help');
if (source === 'fixtures') serveFixtures(createFixtureApi());

renderStandalone(<StandaloneApp source={source} />);
