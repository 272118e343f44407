import { Navigate, Outlet, Route, Routes } from '@journeys/shared/router';
import { paths, routePatterns } from '@journeys/shared/contracts';
import { selectIsLoggedIn, useSession } from '@journeys/shared/session';
import { FeedStandIn, StandaloneFrame } from '@journeys/shared/ui/standalone-frame';
import { renderStandalone } from '@journeys/shared/ui/standalone-root';
import NotificationBell from '../exposes/notification-bell';
import NotificationsPage from '../exposes/notifications-page';

function Frame() {
  const loggedIn = useSession(selectIsLoggedIn);
  return (
    <StandaloneFrame title="Notifications">
      {loggedIn ? (
        <>
          <p>
            Header bell: <NotificationBell />
          </p>
          <Outlet />
        </>
      ) : (
        <p>Log in (top right) to see your notifications.</p>
      )}
    </StandaloneFrame>
  );
}

renderStandalone(
  <Routes>
    <Route element={<Frame />}>
      <Route path={routePatterns.notifications} element={<NotificationsPage />} />
      <Route
        path={routePatterns.feed}
        element={<FeedStandIn backTo={paths.notifications()} backText="Back to notifications" />}
      />
      <Route path="*" element={<Navigate to={paths.notifications()} replace />} />
    </Route>
  </Routes>,
);
