import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from '@journeys/shared/router';
import '@journeys/shared/styles/tokens.css';
import AuthModals from '../exposes/auth-modals';
import VerifyEmailPage from '../exposes/verify-email-page';
import { AuthStandaloneFrame, ModalLauncher } from './auth-standalone-frame';

/*
 * The shared StandaloneFrame answers 'login:prompt' with its own stand-in login, which is
 * exactly what this module replaces, so the auth standalone page has a frame of its own.
 */
const router = createBrowserRouter([
  {
    element: <AuthStandaloneFrame modals={<AuthModals />} />,
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
