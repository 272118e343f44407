import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from '@journeys/shared/router';
import { ClickRipple } from '../layout/click-ripple';
import { Toasts } from '../layout/toasts';
import { AuthModalsHost } from './auth-modals-host';
import { activeOverrides } from '../remotes/qa-override-state';
import { PageErrorBoundary } from './page-error-boundary';
import { OfflineLine } from '../offline/offline-line';

// Only a tester's tab with a QA override downloads the banner.
const QaBanner = lazy(async () => ({
  default: (await import(/* webpackChunkName: "qa-banner" */ '../layout/qa-banner')).QaBanner,
}));

export function Root() {
  const { pathname } = useLocation();
  return (
    <>
      <OfflineLine />
      {activeOverrides().length > 0 && (
        <Suspense fallback={null}>
          <QaBanner />
        </Suspense>
      )}
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <AuthModalsHost />
      <Toasts />
      <ClickRipple />
    </>
  );
}
