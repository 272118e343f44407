import { useEffect, useState } from 'react';
import { Navigate, Outlet, Route, Routes } from '@journeys/shared/router';
import type { PhotoPickerChange } from '@journeys/shared/contracts';
import { PhotoStrip } from '@journeys/shared/ui/photo-strip';
import { StandaloneFrame, type DataSource } from '@journeys/shared/ui/standalone-frame';
import PhotoGallery from '../exposes/gallery';
import PhotoPicker from '../exposes/picker';
import { setSlowUploads } from './fixture-api';
import {
  EDITED_UPDATE_ID,
  GALLERY_UPDATES,
  MODERATED_UPDATE_ID,
  PHOTO_AUTHOR_ID,
  SURGERY_DATE,
} from '../fixtures/photo-fixtures';

const ALL_UPDATES = Object.values(GALLERY_UPDATES);
/** An update the fixtures do not have: its photos answer 404. */
const UNKNOWN_UPDATE_ID = 999;

/** Every display case of the fixtures, one link each, for QA. */
export const CASES = [
  { to: '/gallery/everyone', text: "Three 'Everyone' photos" },
  { to: '/gallery/members-only', text: 'Two members-only photos' },
  { to: '/gallery/one-members-only', text: 'One photo and one members-only photo' },
  { to: '/gallery/sensitive', text: 'A sensitive photo' },
  { to: '/gallery/compare', text: 'Compare the earliest and the latest' },
  { to: '/gallery/waiting', text: 'A photo waiting for review (log in: as its author)' },
  { to: '/picker/new', text: 'Adding photos (name a file fail… to see a failed upload)' },
  { to: '/picker/slow', text: 'A slow upload (each photo takes 4 seconds)' },
  { to: '/picker/edit', text: 'Editing an update with photos' },
  {
    to: '/picker/moderated',
    text: 'Editing an update with a photo hidden by moderators and one waiting for review',
  },
  { to: '/picker/load-error', text: 'Editing an update whose photos cannot be loaded' },
];

const GALLERY_CASES: Record<string, keyof typeof GALLERY_UPDATES> = {
  everyone: 'everyone',
  'members-only': 'membersOnly',
  'one-members-only': 'oneMembersOnly',
  sensitive: 'sensitive',
  compare: 'latest',
  waiting: 'waiting',
};

function Frame({ source }: { source: DataSource }) {
  return (
    <StandaloneFrame title="Media" data={{ source, cases: CASES }}>
      <Outlet />
    </StandaloneFrame>
  );
}

function GalleryCase({ name }: { name: string }) {
  const key = GALLERY_CASES[name] ?? 'everyone';
  // Compare needs the whole surgery; the other cases show one update alone.
  const updates = name === 'compare' ? ALL_UPDATES : [GALLERY_UPDATES[key]];
  // The thumbnails as a feed card draws them, opening this remote's dialogs.
  return (
    <PhotoStrip
      update={GALLERY_UPDATES[key]}
      surgeryDate={SURGERY_DATE}
      updates={updates}
      authorId={PHOTO_AUTHOR_ID}
      Dialogs={PhotoGallery}
    />
  );
}

function PickerCase({ updateId }: { updateId?: number }) {
  const [change, setChange] = useState<PhotoPickerChange>({ photos: [], blocked: false });
  return (
    <>
      <PhotoPicker updateId={updateId} onChange={setChange} />
      <h2>What the form would send</h2>
      <output role="status" aria-label="Photos to send">
        {JSON.stringify(change)}
      </output>
    </>
  );
}

/** The picker whose fixture uploads are slow while it shows (fixture-api.ts). */
function SlowPickerCase() {
  useEffect(() => {
    setSlowUploads(true);
    return () => setSlowUploads(false);
  }, []);
  return <PickerCase />;
}

/** The standalone page's routes in its frame, on fixture data or the real API as `source` says. */
export function StandaloneApp({ source }: { source: DataSource }) {
  return (
    <Routes>
      <Route element={<Frame source={source} />}>
        {Object.keys(GALLERY_CASES).map((name) => (
          <Route key={name} path={`/gallery/${name}`} element={<GalleryCase name={name} />} />
        ))}
        <Route path="/picker/new" element={<PickerCase />} />
        <Route path="/picker/slow" element={<SlowPickerCase />} />
        <Route path="/picker/edit" element={<PickerCase updateId={EDITED_UPDATE_ID} />} />
        <Route path="/picker/moderated" element={<PickerCase updateId={MODERATED_UPDATE_ID} />} />
        <Route path="/picker/load-error" element={<PickerCase updateId={UNKNOWN_UPDATE_ID} />} />
        <Route path="*" element={<Navigate to="/gallery/everyone" replace />} />
      </Route>
    </Routes>
  );
}
