// Everything but the landing page: the header, the pages that host remotes and the remote
// loader. One chunk, fetched on the first page that needs it, so `/` stays light.
export { Layout } from './layout';
export { FeedPage } from '../pages/feed-page';
export { NotificationsPage, VerifyEmailPage } from '../pages/simple-remote-pages';
export { RemoteRoutePage } from '../pages/remote-route-page';
export { AddUpdatePage, CreateReviewPage, EditReviewPage, EditUpdatePage } from '../pages/wizard-pages';
export { RemoteComponent } from '../remotes/remote-component';
export { preconnect, preloadRemotesFor } from '../remotes/preload-remotes';
