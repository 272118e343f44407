import { Outlet } from '@journeys/shared/router';
import { ClickRipple } from '../layout/click-ripple';
import { Toasts } from '../layout/toasts';
import { AuthModalsHost } from './auth-modals-host';

export function Root() {
  return (
    <>
      <Outlet />
      <AuthModalsHost />
      <Toasts />
      <ClickRipple />
    </>
  );
}
