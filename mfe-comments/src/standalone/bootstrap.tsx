import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from '@journeys/shared/router';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import '@journeys/shared/styles/tokens.css';
import { StandaloneComments } from './standalone-comments';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <StandaloneFrame title="Comments">
        <StandaloneComments />
      </StandaloneFrame>
    </BrowserRouter>
  </StrictMode>,
);
