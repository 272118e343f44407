import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@journeys/shared/router';
import '@journeys/shared/styles/tokens.css';
import VerifyEmailPage from '../exposes/verify-email-page';
import { AuthStandalonePage, ModalLauncher } from './standalone-page';

const router = createBrowserRouter([
  {
    element: <AuthStandalonePage />,
    children: [
      { path: '/verify-email', element: <VerifyEmailPage /> },
      { path: '*', element: <ModalLauncher /> },
    ],
  },
]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
