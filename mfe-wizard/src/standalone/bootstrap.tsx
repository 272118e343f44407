import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import { StandalonePage } from './standalone-page';

renderStandalone(
  <StandaloneFrame title="Wizard">
    <StandalonePage />
  </StandaloneFrame>,
);
