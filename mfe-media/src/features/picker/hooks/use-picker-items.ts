import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '@journeys/shared/api';
import { fetchUpdatePhotos, updatePhotosKey, uploadPhoto } from '@journeys/shared/photos-api';
import type { PhotoPickerChange } from '@journeys/shared/contracts';
import { useQuery } from '@journeys/shared/query';
import {
  PHOTO_MAX_BYTES,
  PHOTO_TYPES,
  PHOTOS_PER_UPDATE,
  hasVisibleText,
  type HiddenPhoto,
  type Photo,
} from '@journeys/shared/rules';
import { useSession } from '@journeys/shared/session';
import { fallbackSrc } from '@journeys/shared/photos';

export type Visibility = 'members' | 'everyone';

/** Why a photo was refused or failed, said in the reader's language (the API's own words aside). */
export type Problem = 'unsupported' | 'tooLarge' | 'uploadFailed';

export interface PickerItem {
  key: string;
  /** The chosen file, kept so a failed upload can be sent again. */
  file?: File;
  preview: string;
  status: 'uploading' | 'done' | 'failed';
  /** While uploading: the share of the file sent so far, 0 to 1. */
  sent?: number;
  /** A failed upload's message from the API, as it words it. */
  error?: string;
  /** A refused file, or an upload that failed without the API's words. */
  problem?: Problem;
  /** The photo's id once uploaded (or the existing photo's). */
  id?: number;
  description: string;
  visibility: Visibility;
  sensitive: boolean;
  /** An existing photo waiting for a moderator: its author is told. */
  pending?: boolean;
  /**
   * An existing photo hidden by moderators: read-only, without a file to show (its addresses
   * answer 404); the update keeps it unless it is removed here (`removeHiddenPhotos`).
   */
  hidden?: { reason: string | null };
}

let keys = 0;
const nextKey = () => `photo-${++keys}`;

const fromPhoto = (photo: Photo): PickerItem => ({
  key: nextKey(),
  preview: fallbackSrc(photo),
  status: 'done',
  id: photo.id,
  description: photo.description,
  visibility: photo.visibility,
  sensitive: photo.sensitive,
  pending: photo.pending,
});

const fromHidden = (photo: HiddenPhoto): PickerItem => ({
  key: nextKey(),
  preview: '',
  status: 'done',
  id: photo.id,
  description: photo.description,
  visibility: 'members',
  sensitive: false,
  hidden: { reason: photo.reason },
});

/** What a file gets before any upload: the refusal the API would answer. */
function refusal(file: File): Problem | undefined {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'unsupported';
  if (file.size > PHOTO_MAX_BYTES) return 'tooLarge';
  return undefined;
}

/**
 * What the form sends: the photos shown, in order; hidden ones are not sent (the update keeps
 * them), only named in `removeHiddenPhotos` once removed here.
 */
export function changeOf(
  items: readonly PickerItem[],
  loading: boolean,
  removedHidden: readonly number[] = [],
): PhotoPickerChange {
  const shown = items.filter((i) => !i.hidden);
  return {
    photos: shown.flatMap((i) =>
      i.status === 'done' && i.id !== undefined
        ? [{ id: i.id, description: i.description.trim(), visibility: i.visibility, sensitive: i.sensitive }]
        : [],
    ),
    blocked: loading || shown.some((i) => i.status !== 'done' || !hasVisibleText(i.description)),
    ...(removedHidden.length > 0 ? { removeHiddenPhotos: [...removedHidden] } : {}),
  };
}

/**
 * The picker's photos: the update's own (editing), then each file chosen, uploaded at once with
 * a progress bar while it goes; a failed one keeps its place and can be sent again.
 */
export function usePickerItems(updateId: number | undefined, onChange: (change: PhotoPickerChange) => void) {
  const viewerId = useSession((s) => s.user?.id ?? null);
  const existing = useQuery({
    queryKey: updatePhotosKey(updateId ?? 0, viewerId),
    queryFn: () => fetchUpdatePhotos(updateId ?? 0),
    enabled: updateId !== undefined,
  });
  const [items, setItems] = useState<PickerItem[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [removedHidden, setRemovedHidden] = useState<number[]>([]);
  const started = useRef(false);
  const loading = updateId !== undefined && !started.current && existing.data === undefined;

  useEffect(() => {
    if (started.current || !existing.data) return;
    started.current = true;
    setItems([...existing.data.photos.map(fromPhoto), ...(existing.data.hiddenPhotos ?? []).map(fromHidden)]);
  }, [existing.data]);

  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  useEffect(() => {
    onChangeRef.current(changeOf(items, loading, removedHidden));
  }, [items, loading, removedHidden]);

  const patch = useCallback((key: string, change: Partial<PickerItem>) => {
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));
  }, []);

  const send = useCallback(
    (key: string, file: File) => {
      patch(key, { status: 'uploading', error: undefined, problem: undefined, sent: 0 });
      uploadPhoto(file, (sent) => patch(key, { sent })).then(
        ({ id }) => patch(key, { status: 'done', id }),
        (error: unknown) =>
          patch(key, { status: 'failed', error: errorMessage(error, ''), problem: 'uploadFailed' }),
      );
    },
    [patch],
  );

  const add = (files: readonly File[]) => {
    const room = PHOTOS_PER_UPDATE - items.length;
    setTooMany(files.length > room);
    const added = files.slice(0, Math.max(0, room)).map((file) => {
      const problem = refusal(file);
      const item: PickerItem = {
        key: nextKey(),
        file,
        preview: URL.createObjectURL(file),
        status: problem ? 'failed' : 'uploading',
        problem,
        description: '',
        visibility: 'members',
        sensitive: false,
      };
      return item;
    });
    setItems((all) => [...all, ...added]);
    for (const item of added) if (!item.problem && item.file) send(item.key, item.file);
  };

  const retry = (item: PickerItem) => {
    if (item.file) send(item.key, item.file);
  };

  const remove = (item: PickerItem) => {
    if (item.file) URL.revokeObjectURL(item.preview);
    const hiddenId = item.hidden ? item.id : undefined;
    if (hiddenId !== undefined) setRemovedHidden((ids) => [...ids, hiddenId]);
    setTooMany(false);
    setItems((all) => all.filter((i) => i.key !== item.key));
  };

  return { items, loading, loadError: existing.isError, tooMany, add, retry, remove, patch };
}
