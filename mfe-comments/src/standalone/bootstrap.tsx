import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@journeys/shared/router';
import { StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import '@journeys/shared/styles/tokens.css';
import { StandaloneComments } from './standalone-comments';

const router = createBrowserRouter([
  {
    path: '*',
    element: (
      <StandaloneFrame title="Comments">
        <StandaloneComments />
      </StandaloneFrame>
    ),
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
