import { useRef, useState } from 'react';
import { useForm, useWizard, type FieldErrors } from '@journeys/shared/forms';
import { useNavigate } from '@journeys/shared/router';
import { paths, type PhotoPickerChange, type UpdateWizardProps } from '@journeys/shared/contracts';
import { hasVisibleText, type Update } from '@journeys/shared/rules';
import { isId } from '@journeys/shared/url-ids';
import { WizardFrame } from '../../../components/wizard-frame';
import { RecoverySteps, type RecoveryAnswers } from '../../../components/recovery-steps';
import { LoadError, LoadingWizard } from '../../../components/load-state';
import { useUpdateToEdit } from '../api/use-update-to-edit';
import { useSaveUpdate, type UpdateTarget } from '../hooks/use-save-update';

type UpdateStep = 'symptom' | 'rating' | 'details';
const UPDATE_STEPS: readonly UpdateStep[] = ['symptom', 'rating', 'details'];

type UpdateForm = RecoveryAnswers;
const DETAILS_HINT = 'How is your recovery going since your last post?';
const PHOTOS_WAIT = 'Wait for your photos to upload and describe each one, or remove them.';

/** docs/product.md §5: the message that blocks Next, per answer; the rating is optional. */
const updateFormErrors = (form: UpdateForm): FieldErrors<UpdateForm> => ({
  symptom: form.symptom == null ? 'Select your symptom progress' : undefined,
  description: hasVisibleText(form.description) ? undefined : 'Details are required',
});

/** Add an update to a surgery (reviewId) or edit one (updateId), docs/product.md §4. */
export function UpdateWizard({ reviewId, updateId, PhotoPickerSlot }: UpdateWizardProps) {
  const existing = useUpdateToEdit(updateId);
  if (updateId != null) {
    if (existing.status === 'error') return <LoadError title="Edit Update" message={existing.error} />;
    if (existing.status !== 'ready') return <LoadingWizard text="Loading update..." />;
    return (
      <UpdateWizardSteps
        key={updateId}
        target={{ kind: 'edit', updateId }}
        update={existing.data}
        PhotoPickerSlot={PhotoPickerSlot}
      />
    );
  }
  if (!isId(reviewId)) {
    return <LoadError title="Add an Update" message="Not Found" />;
  }
  return (
    <UpdateWizardSteps
      key={reviewId}
      target={{ kind: 'new', reviewId }}
      update={null}
      PhotoPickerSlot={PhotoPickerSlot}
    />
  );
}

interface UpdateWizardStepsProps extends Pick<UpdateWizardProps, 'PhotoPickerSlot'> {
  target: UpdateTarget;
  update: Update | null;
}

function UpdateWizardSteps({ target, update, PhotoPickerSlot }: UpdateWizardStepsProps) {
  const navigate = useNavigate();
  const { save, saving, saveError, clearSaveError } = useSaveUpdate(target);
  // The picker's latest state: its photos go with the update; while one uploads the form waits.
  const photos = useRef<PhotoPickerChange | null>(null);
  const [photosWait, setPhotosWait] = useState(false);
  const form = useForm<UpdateForm>({
    initialValues: () => ({
      symptom: update?.symptom ?? null,
      rating: update?.rating ?? null,
      description: update?.description ?? '',
    }),
    validate: updateFormErrors,
    onSubmit: ({ symptom, rating, description }) => {
      if (photos.current?.blocked) {
        setPhotosWait(true);
        return;
      }
      if (symptom != null) {
        save({
          symptom,
          rating,
          description: description.trim(),
          photos: photos.current?.photos,
          removeHiddenPhotos: photos.current?.removeHiddenPhotos,
        });
      }
    },
  });
  const wizard = useWizard({
    steps: UPDATE_STEPS,
    form,
    fields: { symptom: ['symptom'], details: ['description'] },
    skippable: { rating: () => form.setValue('rating', null) },
    error: saveError,
    onStepChange: clearSaveError,
  });

  return (
    <WizardFrame
      title={target.kind === 'new' ? 'Add an Update' : 'Edit Update'}
      wizard={wizard}
      onClose={() => navigate(paths.feed())}
      busy={saving || form.submitting}
    >
      <RecoverySteps
        step={wizard.step}
        form={form}
        describedBy={wizard.describedBy}
        details={{ title: 'Details', label: 'Details', hint: DETAILS_HINT, required: true }}
      />
      {/* Mounted from the first step, so uploads run while the member answers the others. */}
      {PhotoPickerSlot && (
        <div hidden={wizard.step !== 'details'}>
          <PhotoPickerSlot
            updateId={target.kind === 'edit' ? target.updateId : undefined}
            onChange={(change) => {
              photos.current = change;
              if (!change.blocked) setPhotosWait(false);
            }}
          />
          {photosWait && <p role="alert">{PHOTOS_WAIT}</p>}
        </div>
      )}
    </WizardFrame>
  );
}
