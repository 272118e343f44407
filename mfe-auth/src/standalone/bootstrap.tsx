import { Route, Routes } from '@journeys/shared/router';
import { routePatterns } from '@journeys/shared/contracts';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import ConfirmEmailPage from '../exposes/confirm-email-page';
import FacebookDeletionPage from '../exposes/facebook-deletion-page';
import ResetPasswordPage from '../exposes/reset-password-page';
import UnsubscribePage from '../exposes/unsubscribe-page';
import VerifyEmailPage from '../exposes/verify-email-page';
import { AuthStandalonePage, ModalLauncher } from './standalone-page';

renderStandalone(
  <Routes>
    <Route element={<AuthStandalonePage />}>
      <Route path={routePatterns.verifyEmail} element={<VerifyEmailPage />} />
      <Route path={routePatterns.resetPassword} element={<ResetPasswordPage />} />
      <Route path={routePatterns.confirmEmail} element={<ConfirmEmailPage />} />
      <Route path={routePatterns.facebookDeletion} element={<FacebookDeletionPage />} />
      <Route path={routePatterns.unsubscribe} element={<UnsubscribePage />} />
      <Route path="*" element={<ModalLauncher />} />
    </Route>
  </Routes>,
);
