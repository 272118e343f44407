import { useRef, useState } from 'react';
import { useForm, useWizard, type FieldErrors } from '@journeys/shared/forms';
import { useNavigate } from '@journeys/shared/router';
import { paths, type PhotoPickerChange, type UpdateWizardProps } from '@journeys/shared/contracts';
import { hasVisibleText, type Update, type WorthItAnswer } from '@journeys/shared/rules';
import { isId } from '@journeys/shared/url-ids';
import { WizardFrame } from '../../../components/wizard-frame';
import { RecoverySteps, type RecoveryAnswers } from '../../../components/recovery-steps';
import { LoadError, LoadingWizard } from '../../../components/load-state';
import { useSurgery } from '../../../lib/use-surgery';
import { useT } from '../../../messages';
import { useUpdateToEdit } from '../api/use-update-to-edit';
import { useSaveUpdate, type UpdateTarget } from '../hooks/use-save-update';

type UpdateStep = 'symptom' | 'rating' | 'worthIt' | 'details';
const UPDATE_STEPS: readonly UpdateStep[] = ['symptom', 'rating', 'worthIt', 'details'];

type UpdateForm = RecoveryAnswers;

/**
 * docs/product.md §5: the message that blocks Next, per answer (a key of src/messages/en.json,
 * translated where it shows); the rating and the answer are optional.
 */
const updateFormErrors = (form: UpdateForm): FieldErrors<UpdateForm> => ({
  symptom: form.symptom == null ? 'selectSymptom' : undefined,
  description: hasVisibleText(form.description) ? undefined : 'detailsRequired',
});

/** Add an update to a surgery (reviewId) or edit one (updateId), docs/product.md §4. */
export function UpdateWizard({ reviewId, updateId, PhotoPickerSlot }: UpdateWizardProps) {
  const t = useT();
  const existing = useUpdateToEdit(updateId);
  const surgery = useSurgery(updateId == null && isId(reviewId) ? reviewId : undefined);
  if (updateId != null) {
    if (existing.status === 'error') return <LoadError title={t('editUpdate')} message={existing.error} />;
    if (existing.status !== 'ready') return <LoadingWizard text={t('loadingUpdate')} />;
    return (
      <UpdateWizardSteps
        key={updateId}
        target={{ kind: 'edit', updateId }}
        update={existing.data}
        worthIt={existing.data.worthIt}
        PhotoPickerSlot={PhotoPickerSlot}
      />
    );
  }
  if (!isId(reviewId)) {
    return <LoadError title={t('addUpdate')} message={t('notFound')} />;
  }
  if (surgery.status === 'error') return <LoadError title={t('addUpdate')} message={surgery.error} />;
  if (surgery.status !== 'ready') return <LoadingWizard text={t('loadingSurgery')} />;
  return (
    <UpdateWizardSteps
      key={reviewId}
      target={{ kind: 'new', reviewId }}
      update={null}
      // Asked again with each update, the last answer chosen: kept, it is dated anew.
      worthIt={surgery.data.latestWorthIt?.answer ?? null}
      PhotoPickerSlot={PhotoPickerSlot}
    />
  );
}

interface UpdateWizardStepsProps extends Pick<UpdateWizardProps, 'PhotoPickerSlot'> {
  target: UpdateTarget;
  update: Update | null;
  /** The answer the 'Was it worth it?' step starts from. */
  worthIt: WorthItAnswer | null;
}

function UpdateWizardSteps({ target, update, worthIt, PhotoPickerSlot }: UpdateWizardStepsProps) {
  const t = useT();
  const navigate = useNavigate();
  const { save, saving, saveError, clearSaveError } = useSaveUpdate(target);
  // The picker's latest state: its photos go with the update; while one uploads the form waits.
  const photos = useRef<PhotoPickerChange | null>(null);
  const [photosWait, setPhotosWait] = useState(false);
  const form = useForm<UpdateForm>({
    initialValues: () => ({
      symptom: update?.symptom ?? null,
      rating: update?.rating ?? null,
      worthIt,
      description: update?.description ?? '',
    }),
    validate: updateFormErrors,
    onSubmit: ({ symptom, rating, worthIt: answer, description }) => {
      if (photos.current?.blocked) {
        setPhotosWait(true);
        return;
      }
      if (symptom != null) {
        save({
          symptom,
          rating,
          worthIt: answer,
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
    skippable: {
      rating: () => form.setValue('rating', null),
      worthIt: () => form.setValue('worthIt', null),
    },
    error: saveError,
    onStepChange: clearSaveError,
  });

  return (
    <WizardFrame
      title={t(target.kind === 'new' ? 'addUpdate' : 'editUpdate')}
      wizard={wizard}
      onClose={() => navigate(paths.feed())}
      busy={saving || form.submitting}
    >
      <RecoverySteps
        step={wizard.step}
        form={form}
        describedBy={wizard.describedBy}
        details={{ title: t('details'), label: t('details'), hint: t('detailsHint'), required: true }}
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
          {photosWait && <p role="alert">{t('photosWait')}</p>}
        </div>
      )}
    </WizardFrame>
  );
}
