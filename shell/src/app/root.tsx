import { Outlet } from 'react-router';
import { ClickRipple } from '../layout/click-ripple';
import { Toasts } from '../layout/toasts';
import { AuthModalsHost } from './layout';

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
