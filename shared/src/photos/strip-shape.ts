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
 * What a card's photo strip draws, known from the feed's page alone: the feed reserves it while
 * the strip's code arrives, and the strip while a member's members-only photos arrive, so the
 * card does not move under the reader (docs/architecture.md §2). Null: the strip draws nothing.
 * `known` are the photos the strip has: the update's public ones until a member's arrive.
 */
export function stripShape(
  update: PhotoGalleryUpdate,
  updates: readonly PhotoGalleryUpdate[],
  viewerId: number | null,
  known: readonly ThumbBox[] = update.photos,
  awaiting = viewerId === null ? 0 : update.membersOnlyPhotoCount,
): StripShape | null {
  const hidden = viewerId === null ? update.membersOnlyPhotoCount : 0;
  const thumbs = [
    ...known.map(({ width, height }) => ({ width, height })),
    ...Array<ThumbBox>(awaiting).fill(UNKNOWN_THUMB),
  ];
  if (thumbs.length === 0 && hidden === 0) return null;
  const comparable = updates.filter((u) => comparablePhoto(u)).length >= 2;
  return { thumbs, actions: hidden > 0 || comparable };
}
