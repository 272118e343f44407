/**
 * The typed surface of every remote (docs/architecture.md §3). Remotes implement these props; the shell
 * consumes them through `loadRemote<RemoteModules[K]>()`. A remote that needs another remote's
 * UI receives it as a slot prop, never by importing it.
 */
import type { ComponentType } from 'react';

export interface CommentsSlotProps {
  reviewId: number;
  /** The surgery owner's id: a comment by them is marked as the author's. */
  reviewOwnerId: number;
  commentCount: number;
  /** Deep link target (docs/product.md §2): expand down to it, scroll to it, highlight for 3 s. */
  highlightCommentId?: number | null;
}

export interface FeedProps {
  /** The comments remote's thread, rendered in each card. */
  CommentsSlot: ComponentType<CommentsSlotProps>;
}

export interface SurgeryWizardProps {
  /** Absent: create. Present: edit that surgery. */
  reviewId?: number;
}

export interface UpdateWizardProps {
  /** Add an update to this surgery... */
  reviewId?: number;
  /** ...or edit this update. */
  updateId?: number;
}

export type CommentsProps = CommentsSlotProps;
export type NotificationsPageProps = Record<string, never>;
export type NotificationBellProps = Record<string, never>;
/** Mounts the Log In, Create an Account and Create Profile modals; they open through the event bus. */
export type AuthModalsProps = Record<string, never>;
export type VerifyEmailPageProps = Record<string, never>;

export interface RemoteModules {
  'feed/Feed': ComponentType<FeedProps>;
  'wizard/SurgeryWizard': ComponentType<SurgeryWizardProps>;
  'wizard/UpdateWizard': ComponentType<UpdateWizardProps>;
  'comments/Comments': ComponentType<CommentsProps>;
  'notifications/NotificationsPage': ComponentType<NotificationsPageProps>;
  'notifications/NotificationBell': ComponentType<NotificationBellProps>;
  'auth/AuthModals': ComponentType<AuthModalsProps>;
  'auth/VerifyEmailPage': ComponentType<VerifyEmailPageProps>;
}

export type RemoteId = keyof RemoteModules;

/** Each remote module's name, its development port and the modules it exposes. */
export const REMOTES = {
  feed: { port: 3001, exposes: ['Feed'] },
  wizard: { port: 3002, exposes: ['SurgeryWizard', 'UpdateWizard'] },
  comments: { port: 3003, exposes: ['Comments'] },
  notifications: { port: 3004, exposes: ['NotificationsPage', 'NotificationBell'] },
  auth: { port: 3005, exposes: ['AuthModals', 'VerifyEmailPage'] },
} as const;

export type RemoteName = keyof typeof REMOTES;

/** The shape of `remotes.json` served beside the shell's index.html (one per environment). */
export interface RemotesConfig {
  apiUrl?: string;
  facebookAppId?: string;
  remotes: Record<RemoteName, string>;
}

/** Exposed modules export their component as default. */
export type RemoteModuleExport<K extends RemoteId> = { default: RemoteModules[K] };
export * from './paths';
