import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@journeys/shared/router';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import '@journeys/shared/styles/tokens.css';
import { StandalonePage } from './standalone-page';

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <StandaloneFrame title="Wizard">
        <StandalonePage />
      </StandaloneFrame>
    ),
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
