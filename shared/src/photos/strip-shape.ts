import type { PhotoGalleryUpdate } from '../contracts';
import { comparablePhoto } from './compare-photos';

/** A thumbnail's box: the photo's own proportions, or a square for one not yet known. */
export interface ThumbBox {
  width: number;
  height: number;
}

export interface StripShape {
  /** One box per thumbnail the strip draws, in order. */
  thumbs: ThumbBox[];
  /** The line under them: 'Log in to see N photos' and/or 'Compare'. */
  actions: boolean;
}

/** A members-only photo a member has not fetched yet: its size is not in the feed's pages. */
export const UNKNOWN_THUMB: ThumbBox = { width: 1, height: 1 };

/**
 * What a card's photo strip will draw, known from the feed's page alone, so the feed keeps its room
 * while the strip's code arrives and the card does not move (docs/architecture.md §2): the public
 * photos, a square for each members-only one a member will be sent, and the line of actions.
 * Null: the strip draws nothing.
 */
export function stripShape(
  update: PhotoGalleryUpdate,
  updates: readonly PhotoGalleryUpdate[],
  viewerId: number | null,
): StripShape | null {
  const hidden = viewerId === null ? update.membersOnlyPhotoCount : 0;
  const awaiting = viewerId === null ? 0 : update.membersOnlyPhotoCount;
  const thumbs = [
    ...update.photos.map(({ width, height }) => ({ width, height })),
    ...Array<ThumbBox>(awaiting).fill(UNKNOWN_THUMB),
  ];
  if (thumbs.length === 0 && hidden === 0) return null;
  const comparable = updates.filter((u) => comparablePhoto(u)).length >= 2;
  return { thumbs, actions: hidden > 0 || comparable };
}
