/**
 * The typed surface of every remote (docs/architecture.md §3). Remotes implement these props; the shell
 * consumes them through `loadRemote<RemoteModules[K]>()`. A remote that needs another remote's
 * UI receives it as a slot prop, never by importing it.
 */
import type { ComponentType } from 'react';
import type { PhotoAttachment } from '../domain/photo-schemas';
import type { Photo, Update } from '../domain/entities';
import { REMOTE_MAP, REMOTE_NAMES } from './module-map.mjs';

export interface CommentsSlotProps {
  reviewId: number;
  /** The surgery owner's id: a comment by them is marked as the author's. */
  reviewOwnerId: number;
  commentCount: number;
  /** Deep link target (docs/product.md §2): expand down to it, scroll to it, highlight for 3 s. */
  highlightCommentId?: number | null;
  /**
   * Given by a card that draws the 'Comments (n)' toggle itself and renders this slot only once a
   * reader points at, focuses or opens it (docs/architecture.md §3), as with the photos: null,
   * fetched ahead and showing nothing; true, the thread open under the card's toggle; false,
   * closed again (kept mounted, with what was typed). Omitted: the section draws its own toggle.
   */
  open?: boolean | null;
  /** With `open`: the id the card's toggle names in aria-controls, for the thread's region. */
  panelId?: string;
  /** With `open`: the number of comments as the thread counts them, for the card's toggle. */
  onCountChange?(count: number): void;
}

/** An update as the photo gallery reads it. */
export type PhotoGalleryUpdate = Pick<Update, 'id' | 'createdAt' | 'photos' | 'membersOnlyPhotoCount'>;

/** What a reader opened among a card's photos: one photo (its index in `photos`) or 'Compare'. */
export type PhotoGalleryOpen = number | 'compare' | null;

/**
 * The media remote's photo dialogs (docs/architecture.md §2). The feed's card draws the
 * thumbnails itself and fetches this slot only when prompted: a reader points at or focuses a
 * thumbnail or 'Compare', at the latest on the first open.
 */
export interface PhotoGallerySlotProps {
  /** The photos the card shows, in order (a member's include the members-only ones). */
  photos: readonly Photo[];
  /** YYYY-MM-DD: 'Compare' labels each side with its weeks after surgery. */
  surgeryDate: string;
  /** Every update of the surgery, oldest first: 'Compare' shows the earliest and latest with photos. */
  updates: readonly PhotoGalleryUpdate[];
  /** Who posted the photos (the surgery's owner); null once erased. Nobody reports their own. */
  authorId: number | null;
  /** What is open; null: nothing yet (the slot was fetched ahead of the first open). */
  open: PhotoGalleryOpen;
  /** Previous/Next and the arrow keys open another photo; closing sets null. */
  onOpenChange(open: PhotoGalleryOpen): void;
}

/** What the update form learns from the photo picker each time the member changes something. */
export interface PhotoPickerChange {
  /** The uploaded photos, in order, as `photos` of the update's request. */
  photos: PhotoAttachment[];
  /** True while a photo uploads, failed or lacks a description: the form waits. */
  blocked: boolean;
  /**
   * Editing: the update's photos hidden by moderators that the member removed, as the request's
   * `removeHiddenPhotos` (left out of `photos`, a hidden photo is kept). Absent when none.
   */
  removeHiddenPhotos?: number[];
}

export interface PhotoPickerSlotProps {
  /** Editing: the update whose photos the picker starts from (it reads them itself). */
  updateId?: number;
  onChange(change: PhotoPickerChange): void;
}

export interface FeedProps {
  /** The comments remote's thread, rendered in each card. */
  CommentsSlot: ComponentType<CommentsSlotProps>;
  /** The media remote's photo dialogs, for an update with photos; absent: photos are not shown. */
  PhotoGallerySlot?: ComponentType<PhotoGallerySlotProps>;
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
  /** The media remote's photo picker; absent: the form takes no photos. */
  PhotoPickerSlot?: ComponentType<PhotoPickerSlotProps>;
}

export type CommentsProps = CommentsSlotProps;
export type NotificationsPageProps = Record<string, never>;
export type NotificationBellProps = Record<string, never>;
/** Mounts the Log In, Create an Account and Create Profile modals; they open through the event bus. */
export type AuthModalsProps = Record<string, never>;
export type VerifyEmailPageProps = Record<string, never>;

/** The props of the exposed modules the shell renders with its own typed pages and slots. */
export interface TypedRemoteModules {
  'feed/Feed': ComponentType<FeedProps>;
  'wizard/SurgeryWizard': ComponentType<SurgeryWizardProps>;
  'wizard/UpdateWizard': ComponentType<UpdateWizardProps>;
  'comments/Comments': ComponentType<CommentsProps>;
  'notifications/NotificationsPage': ComponentType<NotificationsPageProps>;
  'notifications/NotificationBell': ComponentType<NotificationBellProps>;
  'auth/AuthModals': ComponentType<AuthModalsProps>;
  'auth/VerifyEmailPage': ComponentType<VerifyEmailPageProps>;
  'media/PhotoPicker': ComponentType<PhotoPickerSlotProps>;
  'media/PhotoGallery': ComponentType<PhotoGallerySlotProps>;
}

/** Every remote's federation name, from the module map (docs/architecture.md §2). */
export type RemoteName = keyof typeof REMOTE_MAP;

/** 'feed/Feed', 'wizard/UpdateWizard', …: every exposed module in the module map. */
export type RemoteId = {
  [N in RemoteName]: `${N}/${Extract<keyof (typeof REMOTE_MAP)[N]['exposes'], string>}`;
}[RemoteName];

/**
 * What a page the shell renders from the module map alone receives: its route's params
 * (`/moderation/:id` → `{ id: '7' }`), as the address spells them.
 */
export type RoutePageProps = Readonly<Record<string, string | undefined>>;

/** /procedures: every procedure with journeys; no params. */
export type ProceduresPageProps = RoutePageProps;

/** /procedures/:id: `id` as the address spells it; the page reads it with `positiveId`. */
export interface ProcedurePageProps extends RoutePageProps {
  readonly id?: string;
}

/** /surgeons/:npi: `npi` as the address spells it; anything but 10 digits names no surgeon. */
export interface SurgeonPageProps extends RoutePageProps {
  readonly npi?: string;
}

/** Exposed modules without a typed contract: pages the shell renders from the module map alone. */
export type RouteRemoteId = Exclude<RemoteId, keyof TypedRemoteModules>;

/** Typed contracts where declared; any other exposed module is a route page of the map. */
export type RemoteModules = TypedRemoteModules & {
  [K in RouteRemoteId]: ComponentType<RoutePageProps>;
};

/** The module map itself: names, folders, ports, exposed modules, routes and slots. */
export { REMOTE_MAP, REMOTE_NAMES };

/** Which immutable release of a remote is live, as `npm run promote` writes it (docs/releasing.md). */
export interface RemoteRelease {
  /** '0.1.0+3f2a9c1b': the package version plus the first 8 hex digits of the content hash. */
  version: string;
  /** Where the remote's releases are served: `${base}${encodeURIComponent(version)}/remoteEntry.js`. */
  base: string;
  /** Earlier live versions, most recent last: what `npm run rollback` returns to. */
  history?: string[];
}

/** The shape of `remotes.json` served beside the shell's index.html (one per environment). */
export interface RemotesConfig {
  apiUrl?: string;
  facebookAppId?: string;
  remotes: Record<RemoteName, string>;
  /** Remotes served from a release directory; a remote never released has no entry. */
  releases?: Partial<Record<RemoteName, RemoteRelease>>;
  /** 'feed@0.1.0+3f2a9c1b': releases a tester may load with `?remote=` in a production build. */
  qaAllowlist?: string[];
}

/** Exposed modules export their component as default. */
export type RemoteModuleExport<K extends RemoteId> = { default: RemoteModules[K] };
export * from './paths.mjs';

// A typed contract whose module the map no longer lists fails to compile here, not at run time.
type MappedId<K extends RemoteId> = K;
export type TypedRemoteId = MappedId<keyof TypedRemoteModules>;
