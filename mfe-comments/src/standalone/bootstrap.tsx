import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { StandaloneFrame } from '@journeys/shared/ui';
import '@journeys/shared/styles/tokens.css';
import Comments from '../exposes/comments';

const reviewId = Number(new URLSearchParams(window.location.search).get('surgery') ?? 1);
const page = <Comments reviewId={reviewId} reviewOwnerId={0} commentCount={0} />;

const router = createBrowserRouter([{ path: '*', element: <StandaloneFrame title="Comments">{page}</StandaloneFrame> }]);

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
