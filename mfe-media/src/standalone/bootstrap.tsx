import { chosenDataSource, serveFixtures } from '@journeys/shared/ui/standalone-frame';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import { answerFromFixtures } from './fixture-api';
import { StandaloneApp } from './standalone-app';

const source = chosenDataSource('media');
if (source === 'fixtures') serveFixtures(answerFromFixtures);

renderStandalone(<StandaloneApp source={source} />);
