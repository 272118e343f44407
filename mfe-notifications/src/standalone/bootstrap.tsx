import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { StandaloneFrame } from '@journeys/shared/ui';
import '@journeys/shared/styles/tokens.css';
import NotificationBell from '../exposes/notification-bell';
import NotificationsPage from '../exposes/notifications-page';

const page = (
  <>
    <NotificationBell />
    <NotificationsPage />
  </>
);

const router = createBrowserRouter([{ path: '*', element: <StandaloneFrame title="Notifications">{page}</StandaloneFrame> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
