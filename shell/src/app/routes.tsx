import type { RouteObject } from '@journeys/shared/router';
import { routePatterns } from '@journeys/shared/contracts';
import { pageRoutes } from '@journeys/shared/module-map';
import { ErrorPage } from '../pages/error-page';
import { LandingPage } from './lazy-landing-page';
import {
  AddUpdatePage,
  CreateReviewPage,
  EditReviewPage,
  EditUpdatePage,
  FeedPage,
  Layout,
  UpdateShortcutPage,
  NotificationsPage,
  VerifyEmailPage,
} from './lazy-member-area';
import { mapRoutes } from './map-routes';
import { RequireMember } from '../auth/require-member';
import { Root } from './root';

/** The shell's typed pages, by path pattern; the module map says who may see them. */
const TYPED_PAGES = {
  [routePatterns.feed]: <FeedPage />,
  [routePatterns.verifyEmail]: <VerifyEmailPage />,
  [routePatterns.createReview]: <CreateReviewPage />,
  [routePatterns.editReview]: <EditReviewPage />,
  [routePatterns.editUpdate]: <EditUpdatePage />,
  [routePatterns.addUpdate]: <AddUpdatePage />,
  [routePatterns.notifications]: <NotificationsPage />,
};

/**
 * The shell owns every route (docs/architecture.md §2); remotes render inside them. Every page but
 * the landing page is a page of the module map.
 */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: routePatterns.landing, element: <LandingPage /> },
      {
        element: <Layout />,
        children: [
          ...mapRoutes(pageRoutes(), TYPED_PAGES),
          {
            path: routePatterns.updateShortcut,
            element: (
              <RequireMember redirect="feed">
                <UpdateShortcutPage />
              </RequireMember>
            ),
          },
        ],
      },
      { path: '*', element: <ErrorPage detail="404 Not Found" /> },
    ],
  },
];
