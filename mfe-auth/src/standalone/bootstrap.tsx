import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from '@journeys/shared/router';
import '@journeys/shared/styles/tokens.css';
import VerifyEmailPage from '../exposes/verify-email-page';
import { AuthStandalonePage, ModalLauncher } from './standalone-page';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Routes>
        <Route element={<AuthStandalonePage />}>
          <Route path="/verify-email" element={<VerifyEmailPage />} />
          <Route path="*" element={<ModalLauncher />} />
        </Route>
      </Routes>
    </BrowserRouter>
  </StrictMode>,
);
