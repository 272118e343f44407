import { Navigate, Route, Routes } from '@journeys/shared/router';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import HelpPage from '../exposes/help-page';

// With fixture data, pass the frame `data={{ source: chosenDataSource('help'), cases }}` and
// serveFixtures(answer) when the source is 'fixtures', as mfe-insights does (docs/architecture.md §3).
renderStandalone(
  <StandaloneFrame title="Help">
    <Routes>
      <Route path="/help" element={<HelpPage />} />
      <Route path="*" element={<Navigate to="/help" replace />} />
    </Routes>
  </StandaloneFrame>,
);
