import { lazy } from 'react';
import type { PhotoPickerSlotProps } from '@journeys/shared/contracts';
import { useParams } from '@journeys/shared/router';
import { positiveId } from '@journeys/shared/url-ids';
import { RemoteComponent } from '../remotes/remote-component';

// Only a mistyped update address shows it: its own chunk, not the member area's every page loads.
const NotFoundMessage = lazy(() =>
  import('@journeys/shared/ui/not-found-message').then((m) => ({ default: m.NotFoundMessage })),
);

export function CreateReviewPage() {
  return <RemoteComponent id="wizard/SurgeryWizard" props={{}} label="The surgery form" />;
}

export function EditReviewPage() {
  const id = positiveId(useParams().id);
  // docs/product.md §2: an edit form without an id is the create wizard.
  return (
    <RemoteComponent id="wizard/SurgeryWizard" props={id ? { reviewId: id } : {}} label="The surgery form" />
  );
}

/** The media remote's photo picker, handed to the update form as a slot (docs/architecture.md §3). */
function PhotoPickerSlot(props: PhotoPickerSlotProps) {
  return <RemoteComponent id="media/PhotoPicker" props={props} label="Photos" />;
}

export function AddUpdatePage() {
  const reviewId = positiveId(useParams().surgery);
  if (!reviewId) return <NotFoundMessage />;
  return (
    <RemoteComponent id="wizard/UpdateWizard" props={{ reviewId, PhotoPickerSlot }} label="The update form" />
  );
}

export function EditUpdatePage() {
  const updateId = positiveId(useParams().id);
  if (!updateId) return <NotFoundMessage />;
  return (
    <RemoteComponent id="wizard/UpdateWizard" props={{ updateId, PhotoPickerSlot }} label="The update form" />
  );
}
