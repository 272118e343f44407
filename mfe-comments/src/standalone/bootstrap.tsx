import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import { StandaloneComments } from './standalone-comments';

renderStandalone(
  <StandaloneFrame title="Comments">
    <StandaloneComments />
  </StandaloneFrame>,
);
