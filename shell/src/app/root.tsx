import { Suspense } from 'react';
import { Outlet, useLocation } from '@journeys/shared/router';
import { QueryProvider } from '@journeys/shared/query';
import { ClickRipple } from '../layout/click-ripple';
import { Toasts } from '../layout/toasts';
import { AuthModalsHost } from './auth-modals-host';
import { PageErrorBoundary } from './page-error-boundary';

export function Root() {
  const { pathname } = useLocation();
  // The page's one query client: every remote rendered below shares it and its cache.
  return (
    <QueryProvider>
      <PageErrorBoundary resetKey={pathname}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </PageErrorBoundary>
      <AuthModalsHost />
      <Toasts />
      <ClickRipple />
    </QueryProvider>
  );
}
