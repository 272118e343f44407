import { lazy, type ComponentType } from 'react';
import type * as MemberAreaModule from './member-area';

type MemberArea = typeof MemberAreaModule;

/** Starts fetching the member area; later calls reuse the same download. */
export const loadMemberArea = (): Promise<MemberArea> =>
  import(/* webpackChunkName: "member-area" */ './member-area');

type PageName = Exclude<
  keyof MemberArea,
  'RemoteComponent' | 'RemoteRoutePage' | 'preconnect' | 'preloadRemotesFor'
>;

function lazyPage(name: PageName) {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await loadMemberArea())[name] }));
}

export const Layout = lazyPage('Layout');
export const FeedPage = lazyPage('FeedPage');
export const NotificationsPage = lazyPage('NotificationsPage');
export const VerifyEmailPage = lazyPage('VerifyEmailPage');
export const CreateReviewPage = lazyPage('CreateReviewPage');
export const EditReviewPage = lazyPage('EditReviewPage');
export const EditUpdatePage = lazyPage('EditUpdatePage');
export const AddUpdatePage = lazyPage('AddUpdatePage');

export const RemoteComponent = lazy(async () => ({ default: (await loadMemberArea()).RemoteComponent }));
export const RemoteRoutePage = lazy(async () => ({ default: (await loadMemberArea()).RemoteRoutePage }));

/** Only the installed app's shortcut opens it: its own chunk, not the member area's. */
export const UpdateShortcutPage = lazy(async () => ({
  default: (await import(/* webpackChunkName: "update-shortcut" */ '../pages/update-shortcut-page'))
    .UpdateShortcutPage,
}));
