import type { RouteObject } from '@journeys/shared/router';
import { routePatterns } from '@journeys/shared/contracts';
import { RequireMember } from '../auth/require-member';
import { ErrorPage } from '../pages/error-page';
import { LandingPage } from '../pages/landing-page';
import {
  AddUpdatePage,
  CreateReviewPage,
  EditReviewPage,
  EditUpdatePage,
  FeedPage,
  Layout,
  NotificationsPage,
  VerifyEmailPage,
} from './lazy-member-area';
import { Root } from './root';

/** The shell owns every route (docs/architecture.md §2); remotes render inside them. */
export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      { path: routePatterns.landing, element: <LandingPage /> },
      {
        element: <Layout />,
        children: [
          { path: routePatterns.feed, element: <FeedPage /> },
          { path: routePatterns.verifyEmail, element: <VerifyEmailPage /> },
          {
            path: routePatterns.createReview,
            element: (
              <RequireMember redirect="feed">
                <CreateReviewPage />
              </RequireMember>
            ),
          },
          {
            path: routePatterns.editReview,
            element: (
              <RequireMember redirect="feed">
                <EditReviewPage />
              </RequireMember>
            ),
          },
          {
            path: routePatterns.editUpdate,
            element: (
              <RequireMember redirect="feed">
                <EditUpdatePage />
              </RequireMember>
            ),
          },
          {
            path: routePatterns.addUpdate,
            element: (
              <RequireMember redirect="feed">
                <AddUpdatePage />
              </RequireMember>
            ),
          },
          {
            path: routePatterns.notifications,
            element: (
              <RequireMember redirect="landing">
                <NotificationsPage />
              </RequireMember>
            ),
          },
        ],
      },
      { path: '*', element: <ErrorPage detail="404 Not Found" /> },
    ],
  },
];
