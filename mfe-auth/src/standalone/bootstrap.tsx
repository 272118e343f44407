import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { StandaloneFrame } from '@journeys/shared/ui';
import '@journeys/shared/styles/tokens.css';
import AuthModals from '../exposes/auth-modals';
import VerifyEmailPage from '../exposes/verify-email-page';

const page = (
  <>
    <AuthModals />
    <VerifyEmailPage />
  </>
);

const router = createBrowserRouter([{ path: '*', element: <StandaloneFrame title="Auth">{page}</StandaloneFrame> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
