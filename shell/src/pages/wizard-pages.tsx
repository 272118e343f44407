import { useParams } from '@journeys/shared/router';
import { RemoteComponent } from '../remotes/remote-component';
import { NotFoundMessage } from './not-found-message';

function positiveId(value: string | undefined): number | undefined {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

export function CreateReviewPage() {
  return <RemoteComponent id="wizard/SurgeryWizard" props={{}} label="The surgery form" />;
}

export function EditReviewPage() {
  const id = positiveId(useParams().id);
  // SPEC §2: an edit form without an id is the create wizard.
  return (
    <RemoteComponent id="wizard/SurgeryWizard" props={id ? { reviewId: id } : {}} label="The surgery form" />
  );
}

export function AddUpdatePage() {
  const reviewId = positiveId(useParams().surgery);
  if (!reviewId) return <NotFoundMessage />;
  return <RemoteComponent id="wizard/UpdateWizard" props={{ reviewId }} label="The update form" />;
}

export function EditUpdatePage() {
  const updateId = positiveId(useParams().id);
  if (!updateId) return <NotFoundMessage />;
  return <RemoteComponent id="wizard/UpdateWizard" props={{ updateId }} label="The update form" />;
}
